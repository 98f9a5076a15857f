import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryChatStore } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import { myProfile, updateMyProfile, userAuth, userAuthInfo } from '../../domain/contract'
import type { WalletSigner } from '../../ports'
import { defaultScopesFor } from './push-auth'
import { UserModule } from './user'

const USERID = vectors.userid.expected
const ADDRESS = vectors.userid.did_value
const T0 = 1_700_000_000_000 // 2023-11-14 22:13:20 UTC

const setup = (offsetMinutes = 0) => {
  const chatStore = new MemoryChatStore()
  const { ctx, node } = memoryContext({ tzOffsetMinutes: offsetMinutes, ports: { chatStore } })
  return { user: new UserModule(ctx), node, calls: node.calls, chatStore }
}

const signer = (seen: string[]): WalletSigner => ({
  walletId: 'metamask',
  didType: 'eth',
  connect: async () => ({ address: ADDRESS, didPubkey: '' }),
  sign: async (text) => {
    seen.push(text)
    return '0xsigned'
  },
})

const sha3 = (s: string) => createHash('sha3-224').update(s).digest('hex')

describe('authorizePushServer', () => {
  it('wallet-signs the §9.4 text (12-hour Issued At, trailing spaces) and posts dapp/user_auth', async () => {
    const seen: string[] = []
    const { user, node, calls } = setup(60)
    node.answer(userAuth, () => ({ auth_status: 1, dapp_id: 'web3mq:push-server-v1', userid: USERID }))
    const account = { address: ADDRESS, didPubkey: '' }
    const info = await user.authorizePushServer({
      status: 'on',
      signer: signer(seen),
      account,
      uri: 'https://app.example/sub',
    })
    expect(info).toEqual({ auth_status: 1, dapp_id: 'web3mq:push-server-v1', userid: USERID })
    const nonce = sha3(`${USERID}web3mq:push-server-v11{"Web3MQ/user.message:receive":"on"}${T0}`)
    const text = [
      '',
      'DApp want to access your ',
      `       Web3MQ account : ${USERID.slice(0, 6)}...${USERID.slice(-6)}`,
      '    ',
      'Auth Scopes: Receive your Web3MQ notification ',
      'URI: https://app.example/sub',
      `Nonce: ${nonce}`,
      'Issued At: 14/11/2023 11:13',
    ].join('\n')
    expect(seen).toEqual([text])
    expect(calls[0]!.request).toEqual({
      method: 'POST',
      path: '/api/dapp/user_auth/',
      body: {
        userid: USERID,
        dapp_id: 'web3mq:push-server-v1',
        scopes: { 'Web3MQ/user.message:receive': 'on' },
        timestamp: T0,
        signature_content: text,
        did_signature: '0xsigned',
        did_type: 'eth',
        did_value: ADDRESS,
        did_pubkey: '',
        auth_status: 1,
      },
    })
  })

  it('sends status 0 and the scopes set to off when turning delivery off', async () => {
    const seen: string[] = []
    const { user, node, calls } = setup()
    node.answer(userAuth, () => null)
    const account = { address: ADDRESS, didPubkey: '' }
    expect(
      await user.authorizePushServer({ status: 'off', signer: signer(seen), account, uri: 'u' }),
    ).toBeNull()
    expect(defaultScopesFor('off')).toEqual({ 'Web3MQ/user.message:receive': 'off' })
    expect(calls[0]!.request.body).toMatchObject({
      auth_status: 0,
      scopes: { 'Web3MQ/user.message:receive': 'off' },
    })
    expect(seen[0]).toContain(
      `Nonce: ${sha3(`${USERID}web3mq:push-server-v10{"Web3MQ/user.message:receive":"off"}${T0}`)}`,
    )
  })
})

describe('profile cache', () => {
  it('caches my profile once the chat store is open, and merges an update into it', async () => {
    const profile = {
      userid: USERID,
      nickname: 'Alice',
      avatar_url: 'https://a/1.png',
      wallet_type: 'eth',
      wallet_address: ADDRESS,
    }
    const { user, node, chatStore, calls } = setup()
    node.answer(myProfile, () => profile).answer(updateMyProfile, () => null)
    await user.getMyProfile() // store not open yet: nothing cached, no error
    await chatStore.open()
    expect(await chatStore.userInfo(USERID)).toBeUndefined()
    await user.updateMyProfile(undefined, 'https://a/2.png')
    expect(calls[1]!.request.body).toEqual({
      avatar_url: 'https://a/2.png',
      userid: USERID,
      timestamp: T0 + 1,
      web3mq_signature: expect.any(String),
    })
    expect(await chatStore.userInfo(USERID)).toEqual({
      userid: USERID,
      nickname: '',
      avatar_url: 'https://a/2.png',
    })
    await user.getMyProfile()
    expect(await chatStore.userInfo(USERID)).toEqual({
      userid: USERID,
      nickname: 'Alice',
      avatar_url: 'https://a/1.png',
    })
  })

  it('[P7.39] [P9.6] reads a missing auth info as null and asks for the push dapp by default', async () => {
    const { user, node, calls } = setup()
    node.answer(userAuthInfo, () => null)
    expect(await user.getMyAuthInfo()).toBeNull()
    expect(calls[0]!.request.body).toMatchObject({ dapp_id: 'web3mq:push-server-v1' })
    expect(calls[0]!.request.signContent).toBe(`${USERID}web3mq:push-server-v1${T0}`)
  })
})
