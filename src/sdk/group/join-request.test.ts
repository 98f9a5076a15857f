import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { deniedWalletSigner, walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../../../tests/fakes/wallets'
import { approveJoinRequest, groupJoinRequest, myProfile, notificationHistory } from '../../domain/contract'
import { ErrorCode } from '../../domain/errors'
import { GroupModule } from './group'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
const wallet = ethWallet('join-requester')

const joinNode = () => {
  const { ctx, node } = memoryContext()
  node
    .answer(groupJoinRequest, () => null)
    .answer(approveJoinRequest, () => null)
    .answer(notificationHistory, () => ({ items: [], total: 0 }))
  return { groups: new GroupModule(ctx), node }
}

describe('join requests', () => {
  it('asks to join with the indented request text, nonce sha256(userid + groupid + reason + ts)', async () => {
    const { groups, node } = joinNode()
    const signer = walletSigner(wallet)
    await groups.joinRequest({ groupid: 'group:g', reason: 'hi', signer })
    const text =
      '\n' +
      '    Web3MQ wants you to sign in with your eth account:\n' +
      `    ${wallet.address}\n` +
      '    \n' +
      '    For group join request signture\n' +
      '    \n' +
      `    Nonce: ${sha256(`${USERID}group:ghi${START}`)}\n` +
      '    Issued At: 2023/11/14 22:13'
    expect(signer.signed).toEqual([text])
    expect(node.calls[0]?.body).toEqual({
      userid: USERID,
      groupid: 'group:g',
      did_type: 'eth',
      did_signature: wallet.sign(text),
      sign_content: text,
      wallet_address: wallet.address,
      timestamp: START,
      request_reason: 'hi',
    })
  })

  it('approves (status 1) or rejects (0) with the unindented text; Starknet sends its account key', async () => {
    const { groups, node } = joinNode()
    const stark = starknetWallet('join-creator', 'argentX')
    const signer = walletSigner(stark)
    await groups.approve({ groupid: 'group:g', requestUserid: 'user:b', approve: true, signer })
    await groups.approve({ groupid: 'group:g', requestUserid: 'user:b', approve: false, signer })
    expect(signer.signed[0]).toBe(
      '\n' +
        'Web3MQ wants you to sign in with your starknet account:\n' +
        `${stark.address}\n` +
        '\n' +
        'For approve group join request signature\n' +
        '\n' +
        `Nonce: ${sha256(`${USERID}group:guser:b1${START}`)}\n` +
        'Issued At: 2023/11/14 22:13',
    )
    const answers = node.callsTo(approveJoinRequest)
    const rejectedAt = answers[1]?.body?.timestamp
    expect(rejectedAt).toBeGreaterThan(START)
    expect(signer.signed[1]).toContain(`Nonce: ${sha256(`${USERID}group:guser:b0${rejectedAt}`)}`)
    expect(answers.map((c) => [c.body?.status, c.body?.request_userid, c.body?.did_pubkey])).toEqual([
      [1, 'user:b', stark.didPubkey],
      [0, 'user:b', stark.didPubkey],
    ])
  })

  it('sends nothing when the wallet gives no address', async () => {
    const { groups, node } = joinNode()
    await expect(
      groups.joinRequest({ groupid: 'group:g', signer: deniedWalletSigner(wallet) }),
    ).rejects.toMatchObject({ code: ErrorCode.WalletConnectFailed })
    expect(node.calls).toEqual([])
  })
})

describe('join request and approval in two steps: the sign content, then the signed text', () => {
  /** My profile names `wallet` (eth), as the node has it. */
  const twoStepNode = () => {
    const { ctx, node } = memoryContext()
    node
      .answer(groupJoinRequest, () => null)
      .answer(approveJoinRequest, () => null)
      .answer(notificationHistory, () => ({ items: [], total: 0 }))
      .answer(myProfile, () => ({ userid: USERID, wallet_type: 'eth', wallet_address: wallet.address }))
    return { groups: new GroupModule(ctx), node }
  }
  const requestText = (reason: string, timestamp: number, didType = 'eth', address = wallet.address) =>
    '\n' +
    `    Web3MQ wants you to sign in with your ${didType} account:\n` +
    `    ${address}\n` +
    '    \n' +
    '    For group join request signture\n' +
    '    \n' +
    `    Nonce: ${sha256(`${USERID}group:g${reason}${timestamp}`)}\n` +
    '    Issued At: 2023/11/14 22:13'
  const approveText = (status: 0 | 1, reason: string, timestamp: number) =>
    '\n' +
    'Web3MQ wants you to sign in with your eth account:\n' +
    `${wallet.address}\n` +
    '\n' +
    'For approve group join request signature\n' +
    '\n' +
    `Nonce: ${sha256(`${USERID}group:guser:b${status}${reason}${timestamp}`)}\n` +
    'Issued At: 2023/11/14 22:13'

  it('getRequestJoinGroupSignContent gives the exact indented text for my profile wallet and posts nothing', async () => {
    const { groups, node } = twoStepNode()
    expect(await groups.getRequestJoinGroupSignContent({ groupid: 'group:g', requestReason: 'hi' })).toEqual({
      signContent: requestText('hi', START),
      requestTime: START,
    })
    expect(node.calls.map((c) => c.path)).toEqual(['/api/my_profile/'])
  })

  it('names the wallet it is given without reading my profile; no reason is the empty reason', async () => {
    const { groups, node } = twoStepNode()
    const stark = starknetWallet('join-two-step', 'braavos')
    const { signContent } = await groups.getRequestJoinGroupSignContent({
      groupid: 'group:g',
      didType: 'starknet',
      walletAddress: stark.address,
    })
    expect(signContent).toBe(requestText('', START, 'starknet', stark.address))
    expect(node.calls).toEqual([])
  })

  it('requestJoinGroupBySignature posts the signed text as signed, at the text time', async () => {
    const { groups, node } = twoStepNode()
    const { signContent, requestTime } = await groups.getRequestJoinGroupSignContent({
      groupid: 'group:g',
      requestReason: 'let me in',
    })
    const signature = wallet.sign(signContent)
    await groups.requestJoinGroupBySignature({
      groupid: 'group:g',
      requestReason: 'let me in',
      signContent,
      signature,
      requestTimestamp: requestTime,
    })
    expect(node.callsTo(groupJoinRequest).map((c) => c.body)).toEqual([
      {
        userid: USERID,
        groupid: 'group:g',
        did_type: 'eth',
        did_signature: signature,
        sign_content: requestText('let me in', START),
        wallet_address: wallet.address,
        timestamp: START,
        request_reason: 'let me in',
      },
    ])
  })

  it('getApproveJoinGroupRequestSignContent gives the unindented text, status 1 to approve and 0 to reject', async () => {
    const { groups } = twoStepNode()
    const approve = await groups.getApproveJoinGroupRequestSignContent({
      groupid: 'group:g',
      requestUserid: 'user:b',
      isApprove: true,
      reason: 'welcome',
      didType: 'eth',
      walletAddress: wallet.address,
    })
    expect(approve).toEqual({ signContent: approveText(1, 'welcome', START), requestTime: START })
    const reject = await groups.getApproveJoinGroupRequestSignContent({
      groupid: 'group:g',
      requestUserid: 'user:b',
      isApprove: false,
      didType: 'eth',
      walletAddress: wallet.address,
    })
    expect(reject).toEqual({ signContent: approveText(0, '', START + 1), requestTime: START + 1 })
  })

  it('approveJoinGroupRequestBySignature posts the signed answer (Starknet key as did_pubkey), then settles the notices', async () => {
    const { groups, node } = twoStepNode()
    const stark = starknetWallet('join-two-step-creator', 'argentX')
    await groups.approveJoinGroupRequestBySignature({
      groupid: 'group:g',
      requestUserid: 'user:b',
      isApprove: false,
      reason: 'no',
      signContent: 'signed text',
      signature: 'h,r,s',
      requestTimestamp: START - 7,
      didType: 'starknet',
      walletAddress: stark.address,
      didPubkey: stark.didPubkey,
    })
    expect(node.callsTo(approveJoinRequest).map((c) => c.body)).toEqual([
      {
        userid: USERID,
        groupid: 'group:g',
        did_type: 'starknet',
        did_signature: 'h,r,s',
        did_pubkey: stark.didPubkey,
        sign_content: 'signed text',
        wallet_address: stark.address,
        timestamp: START - 7,
        request_userid: 'user:b',
        status: 0,
        reason: 'no',
      },
    ])
    expect(node.calls.map((c) => c.path)).toEqual([
      '/api/group/approve_join_request/',
      '/api/notification/history/',
    ])
  })

  it('passes a refusal of the signed text on', async () => {
    const { groups, node } = twoStepNode()
    node.refuse(groupJoinRequest, 401, 'Signed text does not match the request')
    await expect(
      groups.requestJoinGroupBySignature({
        groupid: 'group:g',
        signContent: 'text',
        signature: '0x00',
        requestTimestamp: START,
      }),
    ).rejects.toMatchObject({ name: 'NodeError', message: 'Signed text does not match the request' })
  })
})
