/**
 * Sign-in through the SDK's AuthModule against a real mock node: the node verifies every wallet, main-key
 * and session signature for real, so each step below is what a real node would accept or refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode, Messages, NodeError, type Web3MQError } from '#domain/errors'
import { isUserId, userIdFor } from '#domain/keys/user-id'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import type { HttpCall, HttpTransport } from '../../src/ports'
import type { AuthModule } from '../../src/sdk/auth/auth'
import { resetPasswordWithWallet, signInWithWallet } from '../../src/sdk/auth/wallet-flow'
import { initWeb3MQ } from '../../src/sdk/client'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { testPorts } from '../_util/sdk-context'
import { deniedWalletSigner, rejectingWalletSigner, walletSigner } from '../fakes/wallet-signer'
import { ethWallet, starknetWallet, type TestWallet } from '../fakes/wallets'

const APP_KEY = 'test-app-key'
const ORIGIN = 'http://localhost:5173'

let node: RunningNode
let auth: AuthModule
const calls: HttpCall[] = []

const recording = (inner: HttpTransport): HttpTransport => ({
  send: (call) => {
    calls.push(call)
    return inner.send(call)
  },
})

const lastCall = (path: string): HttpCall => {
  const call = calls.filter((c) => c.request.path === path).at(-1)
  if (!call) throw new Error(`no call to ${path}`)
  return call
}

const failure = async (promise: Promise<unknown>): Promise<Web3MQError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a rejection')
  return error as Web3MQError
}

beforeAll(async () => {
  node = await startMockNode()
  const ports = testPorts({ http: recording(createOfetchTransport()) })
  auth = (await initWeb3MQ({ connectUrl: node.url, app_key: APP_KEY, env: 'dev', appOrigin: ORIGIN }, ports))
    .auth
})

afterAll(() => node.close())

/** The sequence step by step, as the login screen drives it. */
const signUpStepByStep = async (wallet: TestWallet, password: string) => {
  const signer = walletSigner(wallet)
  const account = await signer.connect()
  const did = { did_type: wallet.didType, did_value: account.address }
  const lookup = await auth.getUserInfo(did)
  const main = await auth.getMainKeypair({ ...did, password, signer, account })
  const content = auth.getRegisterSignContent({
    ...did,
    userid: lookup.userid,
    mainPublicKey: main.PublicKey,
    walletId: wallet.walletId,
  })
  const did_signature = await signer.sign(content.signContent, account)
  const registered = await auth.register({
    ...did,
    userid: lookup.userid,
    did_pubkey: account.didPubkey,
    did_signature,
    nickname: 'New user',
  })
  const keys = await auth.login({
    ...did,
    userid: lookup.userid,
    mainPrivateKey: main.PrivateKey,
    mainPublicKey: main.PublicKey,
  })
  return { signer, account, lookup, main, content, did_signature, registered, keys }
}

describe.each([
  ['ETH (MetaMask)', ethWallet('auth-eth')],
  ['Starknet (Argent X)', starknetWallet('auth-argent', 'argentX')],
  ['Starknet (Braavos)', starknetWallet('auth-braavos', 'braavos')],
])('a new %s user', (_name, wallet) => {
  it('[P1.2] signs up end to end, then logs in again with the same password and main key', async () => {
    const run = await signUpStepByStep(wallet, 'correct horse')
    const lookupBody = lastCall('/api/get_user_info/').request.body ?? {}
    expect(run.lookup.userExist).toBe(false)
    expect(isUserId(run.lookup.userid)).toBe(true)
    expect(run.lookup.userid).toBe(userIdFor(wallet.didType, wallet.address, lookupBody.timestamp as number))
    expect(run.content.signContent.split('\n').slice(0, 5)).toEqual([
      `Web3MQ wants you to sign in with your ${wallet.walletId === 'metamask' ? 'MetaMask' : wallet.walletId === 'braavos' ? 'Braavos' : 'Argent X'} account:`,
      wallet.address,
      'For Web3MQ register',
      `URI: ${ORIGIN}`,
      'Version: 1',
    ])
    expect(lastCall('/api/user_register_v2/').request.body).toEqual({
      userid: run.lookup.userid,
      did_type: wallet.didType,
      did_value: wallet.address,
      did_pubkey: wallet.didPubkey,
      did_signature: run.did_signature,
      signature_content: run.content.signContent,
      pubkey_type: 'ed25519',
      pubkey_value: run.main.PublicKey,
      nickname: 'New user',
      timestamp: run.content.timestamp,
      testnet_access_key: APP_KEY,
    })
    expect(run.registered).toEqual({
      userid: run.lookup.userid,
      did_type: wallet.didType,
      did_value: wallet.address,
    })
    expect(node.app.context.state.users.get(run.lookup.userid)?.main_pubkey).toBe(run.main.PublicKey)
    expect(run.keys).toMatchObject({
      MainPrivateKey: run.main.PrivateKey,
      MainPublicKey: run.main.PublicKey,
      userid: run.lookup.userid,
    })
    expect(node.app.context.state.users.session(run.lookup.userid, run.keys.TempPublicKey)?.expires).toBe(
      run.keys.pubkeyExpiredTimestamp,
    )

    const again = await signInWithWallet(auth, { signer: run.signer, password: 'correct horse' })
    expect(again.registered).toBe(false)
    expect(again.userid).toBe(run.lookup.userid)
    expect(again.keys.MainPublicKey).toBe(run.main.PublicKey)
    expect(again.keys.TempPublicKey).not.toBe(run.keys.TempPublicKey)
    expect(await auth.getUserInfo({ did_type: wallet.didType, did_value: wallet.address })).toEqual({
      userid: run.lookup.userid,
      userExist: true,
      mainPublicKey: run.main.PublicKey,
    })
  })

  it('refuses a wrong password before login, the node refuses its key too, and it can be reset', async () => {
    const signer = walletSigner(wallet)
    const before = calls.length
    const error = await failure(signInWithWallet(auth, { signer, password: 'wrong password' }))
    expect(error.code).toBe(ErrorCode.WrongPassword)
    expect(error.message).toBe(Messages.wrongPassword)
    expect(calls.slice(before).map((c) => c.request.path)).not.toContain('/api/user_login_v2/')

    // The node's own refusal of that main key, which the check above spares the person, stays wrapped.
    const account = await signer.connect()
    const did = { did_type: signer.didType, did_value: account.address }
    const wrong = await auth.getMainKeypair({ ...did, password: 'wrong password', signer, account })
    const refused = await failure(
      auth.login({
        ...did,
        userid: (await auth.getUserInfo(did)).userid,
        mainPrivateKey: wrong.PrivateKey,
        mainPublicKey: wrong.PublicKey,
      }),
    )
    expect(refused.code).toBe(ErrorCode.AuthFailed)
    expect(refused.message).toBe('Main public key does not match')
    expect(refused.cause).toBeInstanceOf(NodeError)
    expect((refused.cause as NodeError).nodeCode).toBe(401)

    const reset = await resetPasswordWithWallet(auth, { signer, password: 'new password' })
    expect(reset.registered).toBe(true)
    expect(lastCall('/api/user_reset_password_v2/').request.body).not.toHaveProperty('avatar_base64')
    expect(signer.signed.at(-1)?.split('\n')[2]).toBe('For Web3MQ reset password')
    const after = await signInWithWallet(auth, { signer, password: 'new password' })
    expect(after.keys.MainPublicKey).toBe(reset.keys.MainPublicKey)
    const old = await failure(signInWithWallet(auth, { signer, password: 'correct horse' }))
    expect(old.code).toBe(ErrorCode.WrongPassword)
    expect(old.message).toBe(Messages.wrongPassword)
  })
})

describe('sign-in failures', () => {
  it('registers a new wallet in one call with the flow helper', async () => {
    const result = await signInWithWallet(auth, {
      signer: walletSigner(ethWallet('auth-flow')),
      password: 'p',
      nickname: 'Flo',
    })
    expect(result.registered).toBe(true)
    expect(node.app.context.state.users.get(result.userid)?.nickname).toBe('Flo')
  })

  it('passes a wallet rejection through and sends nothing after it', async () => {
    const before = calls.length
    const error = await failure(
      signInWithWallet(auth, { signer: rejectingWalletSigner(ethWallet('auth-no')), password: 'p' }),
    )
    expect(error.code).toBe(ErrorCode.WalletRejected)
    expect(calls.slice(before).map((c) => c.request.path)).toEqual(['/api/get_user_info/'])
  })

  it('fails with "Failed to connect to wallet" when the account permission is refused', async () => {
    const error = await failure(
      signInWithWallet(auth, { signer: deniedWalletSigner(ethWallet('auth-denied')), password: 'p' }),
    )
    expect(error.code).toBe(ErrorCode.WalletConnectFailed)
    expect(error.message).toBe('Failed to connect to wallet')
  })

  it('wraps the node refusing a second registration of the same wallet', async () => {
    const wallet = ethWallet('auth-twice')
    const first = await signUpStepByStep(wallet, 'p')
    const signer = walletSigner(wallet)
    const did = { did_type: 'eth', did_value: wallet.address }
    const { signContent } = auth.getRegisterSignContent({
      ...did,
      userid: first.lookup.userid,
      mainPublicKey: first.main.PublicKey,
      walletId: 'metamask',
    })
    const body = { ...did, userid: first.lookup.userid, did_pubkey: '' }
    const taken = await failure(
      auth.register({ ...body, did_signature: await signer.sign(signContent, first.account) }),
    )
    expect(taken.code).toBe(ErrorCode.AuthFailed)
    expect(taken.message).toBe('User already registered; reset the password instead')
    // A failed register keeps the content, so a retry needs no new text; a forged signature is refused.
    const forged = await failure(
      auth.register({ ...body, did_signature: await signer.sign('other text', first.account) }),
    )
    expect(forged.message).toBe('Invalid wallet signature')
  })

  it('[P8.8] reports "get wallte user info error" when the node cannot be reached', async () => {
    const dead = await startMockNode()
    const url = dead.url
    await dead.close()
    const offline = (await initWeb3MQ({ connectUrl: url }, testPorts())).auth
    const error = await failure(offline.getUserInfo({ did_type: 'eth', did_value: '0xabc' }))
    expect(error.code).toBe(ErrorCode.WalletUserLookup)
    expect(error.message).toBe('get wallte user info error')
    expect((error.cause as Web3MQError).message).toBe('Network Error')
  })
})
