import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { memoryContext, START, USERID } from '../../../tests/_util/memory-context'
import { deniedWalletSigner, rejectingWalletSigner, walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet, starknetWallet } from '../../../tests/fakes/wallets'
import { followers, following, myProfile, userInfo } from '../../domain/contract'
import { ErrorCode, Messages } from '../../domain/errors'
import { ContactModule } from './contact'
import { followBody, followOperation, followTextFor } from './follow'

/** A context whose node accepts every follow, and the node's recorded calls. */
const followNode = (tzOffsetMinutes = 0) => {
  const { ctx, node } = memoryContext({ tzOffsetMinutes })
  node.answer(following, () => null)
  return { ctx, node, calls: node.calls }
}
const target = 'user:target'
const sha3 = (s: string) => createHash('sha3-224').update(s).digest('hex')

const input = {
  userid: USERID,
  targetUserid: target,
  action: 'follow' as const,
  didType: 'eth' as const,
  account: { address: '0xabc', didPubkey: '' },
  timestamp: START,
  tzOffsetMinutes: 0,
}

describe('follow text and body', () => {
  it('[P5.19] builds the 4-space indented text with nonce sha3_224(userid + action + target + ts)', () => {
    expect(followTextFor(input)).toBe(
      '\n' +
        '    Web3MQ wants you to sign in with your eth account:\n' +
        '    0xabc\n' +
        '    \n' +
        '    For follow signature\n' +
        '    This signature will not cost you anything.\n' +
        '    Never expose your password or this signature to anyone.\n' +
        '    \n' +
        `    Nonce: ${sha3(`${USERID}follow${target}${START}`)}\n` +
        '    Issued At: 2023/11/14 22:13',
    )
  })

  it('[P4.29] passes the action through into the nonce', () => {
    const cancel = followTextFor({ ...input, action: 'cancel' })
    expect(cancel).toContain(`Nonce: ${sha3(`${USERID}cancel${target}${START}`)}`)
  })

  it('renders Issued At at the given offset', () => {
    expect(followTextFor({ ...input, tzOffsetMinutes: 120 }).endsWith('Issued At: 2023/11/15 00:13')).toBe(
      true,
    )
  })

  it('sends did_pubkey only for Starknet', () => {
    expect(followBody(input, 'text', 'sig')).toEqual({
      userid: USERID,
      target_userid: target,
      action: 'follow',
      did_type: 'eth',
      did_signature: 'sig',
      sign_content: 'text',
      timestamp: START,
      address: '0xabc',
    })
    const stark = followBody(
      { ...input, didType: 'starknet', account: { address: '0x5', didPubkey: '0x77' } },
      'text',
      'h,r,s',
    )
    expect(stark.did_pubkey).toBe('0x77')
    expect(stark.did_type).toBe('starknet')
  })
})

describe('followOperation', () => {
  it('[P7.27] signs the text with the wallet and posts it with the clock time and offset', async () => {
    const { ctx, calls } = followNode(60)
    const wallet = ethWallet('follow-unit')
    const signer = walletSigner(wallet)
    await followOperation(ctx, { targetUserid: target, action: 'follow', signer })
    const body = calls[0]?.body
    expect(signer.signed).toHaveLength(1)
    expect(body?.sign_content).toBe(signer.signed[0])
    expect(body?.did_signature).toBe(wallet.sign(signer.signed[0] ?? ''))
    expect(body?.timestamp).toBe(START)
    expect(body?.address).toBe(wallet.address)
    expect(body).not.toHaveProperty('did_pubkey')
    expect(signer.signed[0]?.endsWith('Issued At: 2023/11/14 23:13')).toBe(true)
    expect(calls[0]?.signContent).toBeUndefined()
  })

  it('[P4.29] passes any action through as the action value, signed in the nonce', async () => {
    const { ctx, calls } = followNode()
    const signer = walletSigner(ethWallet('follow-any-action'))
    await followOperation(ctx, { targetUserid: target, action: 'unfollow', signer })
    await followOperation(ctx, { targetUserid: target, action: 'mute', signer })
    expect(calls.map((call) => call.body?.action)).toEqual(['unfollow', 'mute'])
    const ts = calls[1]?.body?.timestamp
    expect(signer.signed[1]).toContain(`Nonce: ${sha3(`${USERID}mute${target}${ts}`)}`)
  })

  it('uses the given account and did type (Starknet key in did_pubkey)', async () => {
    const { ctx, calls } = followNode()
    const wallet = starknetWallet('follow-unit-sn')
    await followOperation(ctx, {
      targetUserid: target,
      action: 'cancel',
      signer: walletSigner(wallet),
      account: { address: wallet.address, didPubkey: wallet.didPubkey },
    })
    expect(calls[0]?.body).toMatchObject({
      action: 'cancel',
      did_type: 'starknet',
      did_pubkey: wallet.didPubkey,
    })
    expect(String(calls[0]?.body?.sign_content)).toContain('sign in with your starknet account:')
  })

  it('refuses an empty address without calling the node', async () => {
    const { ctx, calls } = followNode()
    const signer = deniedWalletSigner(ethWallet('denied'))
    await expect(
      followOperation(ctx, { targetUserid: target, action: 'follow', signer }),
    ).rejects.toMatchObject({
      code: ErrorCode.WalletConnectFailed,
      message: Messages.walletConnectFailed,
    })
    expect(signer.signed).toEqual([])
    expect(calls).toEqual([])
  })

  it('passes a declined signature through without calling the node', async () => {
    const { ctx, calls } = followNode()
    const signer = rejectingWalletSigner(ethWallet('declines'))
    await expect(
      followOperation(ctx, { targetUserid: target, action: 'follow', signer }),
    ).rejects.toMatchObject({
      code: ErrorCode.WalletRejected,
    })
    expect(calls).toEqual([])
  })

  it('rejects with the node msg', async () => {
    const { ctx, node } = followNode()
    node.refuse(following, 401, 'Invalid wallet signature')
    const signer = walletSigner(ethWallet('x'))
    await expect(
      followOperation(ctx, { targetUserid: target, action: 'follow', signer }),
    ).rejects.toMatchObject({
      name: 'NodeError',
      message: 'Invalid wallet signature',
    })
  })
})

describe('follow in two steps: the sign content, then the signed text (ContactModule)', () => {
  const ADDRESS = '0x3333333333333333333333333333333333333333'
  const wallet = ethWallet('follow-two-step')
  /** A node that accepts every follow and knows my profile (my wallet) and the wallet ADDRESS (held by target). */
  const twoStepNode = (profile: { wallet_type?: string; wallet_address?: string } = {}) => {
    const { ctx, node } = memoryContext()
    node
      .answer(following, () => null)
      .answer(myProfile, () => ({
        userid: USERID,
        wallet_type: 'eth',
        wallet_address: wallet.address,
        ...profile,
      }))
      .answer(userInfo, () => ({ userid: target, main_pubkey: 'ab' }))
      .answer(followers, () => ({ items: [{ userid: target, follow_status: 'follower' }], total: 1 }))
    return { ctx, node, contacts: new ContactModule(ctx) }
  }
  /** The text docs/protocol.md §9.1 lays out (and docs/product.md [P5.19]'s two lines), for my wallet. */
  const followText = (action: string, timestamp: number, didType = 'eth', address = wallet.address) =>
    '\n' +
    `    Web3MQ wants you to sign in with your ${didType} account:\n` +
    `    ${address}\n` +
    '    \n' +
    '    For follow signature\n' +
    '    This signature will not cost you anything.\n' +
    '    Never expose your password or this signature to anyone.\n' +
    '    \n' +
    `    Nonce: ${sha3(`${USERID}${action}${target}${timestamp}`)}\n` +
    '    Issued At: 2023/11/14 22:13'

  it('getFollowOperationSignContent gives the exact text for my profile wallet, stamped now, and posts nothing', async () => {
    const { node, contacts } = twoStepNode()
    const content = await contacts.getFollowOperationSignContent({ targetId: target, action: 'follow' })
    expect(content).toEqual({ signContent: followText('follow', START), timestamp: START })
    expect(node.calls.map((c) => c.path)).toEqual(['/api/my_profile/'])
  })

  it('names the wallet it is given without reading my profile', async () => {
    const { node, contacts } = twoStepNode()
    const stark = starknetWallet('follow-two-step-sn')
    const { signContent } = await contacts.getFollowOperationSignContent({
      targetId: target,
      action: 'cancel',
      didType: 'starknet',
      address: stark.address,
    })
    expect(signContent).toBe(followText('cancel', START, 'starknet', stark.address))
    expect(node.calls).toEqual([])
  })

  it('takes a wallet address as the target and signs for its userid', async () => {
    const { node, contacts } = twoStepNode()
    const { signContent, timestamp } = await contacts.getFollowOperationSignContent({
      targetId: ADDRESS,
      targetDidType: 'eth',
      action: 'follow',
      address: wallet.address,
      didType: 'eth',
    })
    expect(signContent).toBe(followText('follow', timestamp))
    expect(node.callsTo(userInfo).map((c) => [c.body?.did_type, c.body?.did_value])).toEqual([
      ['eth', ADDRESS],
    ])
  })

  it('followOperationBySignature posts the signed text as signed, then the held lists and contact.updated follow', async () => {
    const { ctx, node, contacts } = twoStepNode()
    await contacts.getFollowerList()
    const updates: unknown[] = []
    ctx.events.on('contact.updated', (e) => updates.push(...e.items))
    const { signContent, timestamp } = await contacts.getFollowOperationSignContent({
      targetId: ADDRESS,
      action: 'follow',
    })
    const signature = wallet.sign(signContent)
    await contacts.followOperationBySignature({
      targetId: ADDRESS,
      action: 'follow',
      signContent,
      signature,
      followTimestamp: timestamp,
    })
    expect(node.callsTo(following).map((c) => c.body)).toEqual([
      {
        userid: USERID,
        target_userid: target,
        action: 'follow',
        did_type: 'eth',
        did_signature: signature,
        sign_content: followText('follow', timestamp),
        timestamp,
        address: wallet.address,
      },
    ])
    // The address was looked up once for both steps (the client's cache).
    expect(node.callsTo(userInfo)).toHaveLength(1)
    expect(updates).toEqual([{ userid: target, action: 'follow' }])
    expect(contacts.contactList.map((c) => [c.userid, c.follow_status])).toEqual([[target, 'follow_each']])
  })

  it('sends the Starknet account key as did_pubkey', async () => {
    const { node, contacts } = twoStepNode()
    const stark = starknetWallet('follow-two-step-key')
    await contacts.followOperationBySignature({
      targetId: target,
      action: 'cancel',
      signContent: 'signed text',
      signature: 'h,r,s',
      followTimestamp: START - 5,
      didType: 'starknet',
      address: stark.address,
      didPubkey: stark.didPubkey,
    })
    expect(node.callsTo(following)[0]?.body).toEqual({
      userid: USERID,
      target_userid: target,
      action: 'cancel',
      did_type: 'starknet',
      did_signature: 'h,r,s',
      did_pubkey: stark.didPubkey,
      sign_content: 'signed text',
      timestamp: START - 5,
      address: stark.address,
    })
  })

  it('passes the node refusal on, with no event', async () => {
    const { ctx, node, contacts } = twoStepNode()
    node.refuse(following, 401, 'Invalid wallet signature')
    const updates: unknown[] = []
    ctx.events.on('contact.updated', (e) => updates.push(...e.items))
    await expect(
      contacts.followOperationBySignature({
        targetId: target,
        action: 'follow',
        signContent: 'text',
        signature: '0x00',
        followTimestamp: START,
      }),
    ).rejects.toMatchObject({ name: 'NodeError', message: 'Invalid wallet signature' })
    expect(updates).toEqual([])
  })

  it('refuses when neither the caller nor my profile names the wallet', async () => {
    const { node, contacts } = twoStepNode({ wallet_type: '', wallet_address: '' })
    await expect(
      contacts.getFollowOperationSignContent({ targetId: target, action: 'follow', didType: 'eth' }),
    ).rejects.toMatchObject({
      code: ErrorCode.InvalidInput,
      message: 'The signing wallet is unknown: pass didType and the wallet address',
    })
    expect(node.callsTo(following)).toEqual([])
  })
})
