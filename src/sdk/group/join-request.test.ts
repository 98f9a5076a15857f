import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { deniedWalletSigner, walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../../../tests/fakes/wallets'
import { approveJoinRequest, groupJoinRequest, notificationHistory } from '../../domain/contract'
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
