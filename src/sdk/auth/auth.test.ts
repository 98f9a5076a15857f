import { describe, expect, it } from 'vitest'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryFileSaver, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import vectors from '../../../tests/fixtures/vectors.json'
import { login, register, resetPassword, userInfo } from '../../domain/contract'
import { ErrorCode, errors, hasCode, type Web3MQError } from '../../domain/errors'
import type { WalletAccount, WalletSigner } from '../../ports'
import { NodeApi } from '../core/api'
import type { SdkPorts } from '../core/context'
import { AuthModule, DEFAULT_APP_ORIGIN } from './auth'

const T0 = vectors.login.timestamp
const ETH = vectors.userid.did_value
const DID = { did_type: 'eth', did_value: ETH }
const ACCOUNT: WalletAccount = { address: ETH, didPubkey: '' }

const REGISTERED = { userid: 'user:x', did_type: 'eth', did_value: ETH }

/** The in-memory node, answering every auth endpoint with a registered user until a test says otherwise. */
const setup = (options: { appOrigin?: string; random?: Uint8Array; tz?: number } = {}) => {
  const http = new MemoryNode()
  for (const endpoint of [userInfo, register, resetPassword, login]) http.answer(endpoint, () => REGISTERED)
  const calls = http.calls
  const clock = new ManualClock(T0, options.tz ?? 0)
  const fixed = options.random
  const ports: SdkPorts = {
    http,
    clock,
    random: fixed ? { bytes: () => fixed } : seededRandom(),
    logger: new MemoryLogger(),
    fileSaver: new MemoryFileSaver(),
  }
  const api = new NodeApi({ http, clock, logger: ports.logger, baseUrl: 'https://node.test' })
  const config = { appKey: 'app-key-1', ...(options.appOrigin ? { appOrigin: options.appOrigin } : {}) }
  return { auth: new AuthModule({ api, ports, config }), node: http, calls, clock, ports }
}

const fixedSigner = (signature: string, seen: string[] = []): WalletSigner => ({
  walletId: 'metamask',
  didType: 'eth',
  connect: async () => ACCOUNT,
  sign: async (text) => {
    seen.push(text)
    return signature
  },
})

const failure = async (promise: Promise<unknown>): Promise<Web3MQError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!error) throw new Error('expected a rejection')
  return error as Web3MQError
}

describe('getUserInfo', () => {
  it('[P3.9] [P7.21] posts did_type, did_value and the timestamp, unsigned, and reads an existing user', async () => {
    const data = { userid: 'user:abc', main_pubkey: vectors.mainKey.mainPub, pubkey: 'p' }
    const { auth, node, calls } = setup()
    node.answer(userInfo, () => data)
    expect(await auth.getUserInfo(DID)).toEqual({
      userid: 'user:abc',
      userExist: true,
      mainPublicKey: vectors.mainKey.mainPub,
    })
    expect(calls[0]!.request).toEqual({
      method: 'POST',
      path: '/api/get_user_info/',
      body: { did_type: 'eth', did_value: ETH, timestamp: T0 },
    })
    expect(calls[0]!.headers).toEqual({ 'web3mq-request-pubkey': '', didkey: '' })
  })

  it('[P4.16] derives the placeholder userid from the timestamp sent when the node answers 404', async () => {
    const { auth, node, calls } = setup()
    node.refuse(userInfo, 404, 'User not found')
    expect(await auth.getUserInfo(DID)).toEqual({ userid: vectors.userid.expected, userExist: false })
    expect(calls[0]!.request.body?.timestamp).toBe(vectors.userid.timestamp)
  })

  it('[P3.9] treats an answer without main_pubkey as a user that does not exist', async () => {
    const { auth, node } = setup()
    node.answer(userInfo, () => ({ userid: 'user:abc' }))
    expect(await auth.getUserInfo(DID)).toEqual({ userid: 'user:abc', userExist: false })
  })

  it('[P4.16] [P8.8] [D13.6] fails with "get wallte user info error" on a transport failure, keeping the cause', async () => {
    const cause = errors.httpNetwork()
    const { auth, node } = setup()
    node.answer(userInfo, () => {
      throw cause
    })
    const error = await failure(auth.getUserInfo(DID))
    expect(error.message).toBe('get wallte user info error')
    expect(error.code).toBe(ErrorCode.WalletUserLookup)
    expect(error.cause).toBe(cause)
  })
})

describe('getMainKeypair', () => {
  it('signs the main-key text of the vector and hashes the signature into the vector key', async () => {
    const seen: string[] = []
    const { auth } = setup()
    const keys = await auth.getMainKeypair({
      ...DID,
      password: vectors.mainKey.password,
      signer: fixedSigner(vectors.mainKey.walletSignature, seen),
      account: ACCOUNT,
    })
    expect(keys).toEqual({ PrivateKey: vectors.mainKey.seed, PublicKey: vectors.mainKey.mainPub })
    expect(seen).toHaveLength(1)
    expect(seen[0]!.split('\n')).toEqual([
      `Signing this message will allow this app to decrypt messages in the Web3MQ protocol for the following address: ${ETH}. This won\u2019t cost you anything.`,
      '',
      'If your Web3MQ wallet-associated password and this signature is exposed to any malicious app, this would result in exposure of Web3MQ account access and encryption keys, and the attacker would be able to read your messages.',
      '',
      'In the event of such an incident, don\u2019t panic. You can call Web3MQ\u2019s key revoke API and service to revoke access to the exposed encryption key and generate a new one!',
      '',
      `Nonce: ${vectors.mainKey.nonce}`,
    ])
  })
})

const registerText = (uri: string, purposeLine = 'For Web3MQ register') =>
  [
    'Web3MQ wants you to sign in with your MetaMask account:',
    ETH,
    purposeLine,
    `URI: ${uri}`,
    'Version: 1',
    '',
    `Nonce: ${vectors.register.nonce}`,
    'Issued At: 14/11/2023 22:13',
  ].join('\n')

const contentInput = {
  ...DID,
  userid: vectors.register.userid,
  mainPublicKey: vectors.register.mainPub,
  walletId: 'metamask' as const,
}

const registerInput = {
  ...DID,
  userid: vectors.register.userid,
  did_pubkey: '',
  did_signature: '0xsig',
}

describe('register and reset password', () => {
  it('builds the register text of the vector nonce with the configured origin', () => {
    const { auth } = setup({ appOrigin: 'https://app.example' })
    expect(auth.getRegisterSignContent(contentInput)).toEqual({
      signContent: registerText('https://app.example'),
      timestamp: T0,
    })
  })

  it('uses www.web3mq.com when no origin is configured and the reset wording on request', () => {
    const { auth } = setup()
    expect(DEFAULT_APP_ORIGIN).toBe('www.web3mq.com')
    const { signContent } = auth.getRegisterSignContent({ ...contentInput, purpose: 'reset' })
    expect(signContent).toBe(registerText('www.web3mq.com', 'For Web3MQ reset password'))
  })

  it("renders Issued At in the clock port's local time (UTC-05:00 → 17:13)", () => {
    const { auth } = setup({ tz: -300 })
    const { signContent } = auth.getRegisterSignContent(contentInput)
    expect(signContent.split('\n').at(-1)).toBe('Issued At: 14/11/2023 17:13')
  })

  it('[P4.15] [P5.4] [P8.6] refuses register and reset before the sign content exists', async () => {
    const { auth, calls } = setup()
    for (const call of [auth.register(registerInput), auth.resetPassword(registerInput)]) {
      const error = await failure(call)
      expect(error.message).toBe('Please create register sign content first!')
      expect(error.code).toBe(ErrorCode.SignContentMissing)
    }
    expect(calls).toHaveLength(0)
  })

  it('[P3.11] [P5.17] [P7.22] [P7.56] posts the registration payload with the remembered content, timestamp and app key', async () => {
    const { auth, calls, clock } = setup({ appOrigin: 'https://app.example' })
    auth.getRegisterSignContent(contentInput)
    clock.advance(5_000)
    await auth.register({
      ...registerInput,
      nickname: 'Alice',
      avatar_url: 'https://a/x.png',
      avatar_base64: 'AA==',
    })
    expect(calls[0]!.request).toEqual({
      method: 'POST',
      path: '/api/user_register_v2/',
      body: {
        userid: vectors.register.userid,
        did_type: 'eth',
        did_value: ETH,
        did_pubkey: '',
        did_signature: '0xsig',
        signature_content: registerText('https://app.example'),
        pubkey_type: 'ed25519',
        pubkey_value: vectors.register.mainPub,
        nickname: 'Alice',
        avatar_url: 'https://a/x.png',
        timestamp: T0,
        testnet_access_key: 'app-key-1',
        avatar_base64: 'AA==',
      },
    })
  })

  it('[P7.23] posts reset without avatar_base64 to user_reset_password_v2, then forgets the content', async () => {
    const { auth, calls } = setup()
    auth.getRegisterSignContent({ ...contentInput, purpose: 'reset' })
    await auth.resetPassword(registerInput)
    expect(calls[0]!.request.path).toBe('/api/user_reset_password_v2/')
    expect(Object.keys(calls[0]!.request.body ?? {}).sort()).toEqual(
      [
        'userid',
        'did_type',
        'did_value',
        'did_pubkey',
        'did_signature',
        'signature_content',
        'pubkey_type',
        'pubkey_value',
        'timestamp',
        'testnet_access_key',
      ].sort(),
    )
    expect(hasCode(await failure(auth.resetPassword(registerInput)), ErrorCode.SignContentMissing)).toBe(true)
  })

  it('[P4.17] wraps a node refusal in a new AuthFailed error with the same message', async () => {
    const { auth, node } = setup()
    node.refuse(register, 401, 'Invalid wallet signature')
    auth.getRegisterSignContent(contentInput)
    const error = await failure(auth.register(registerInput))
    expect(error.message).toBe('Invalid wallet signature')
    expect(error.code).toBe(ErrorCode.AuthFailed)
    expect((error.cause as Web3MQError).code).toBe(ErrorCode.NodeError)
  })

  it('refuses (wrapped) a userid or DID other than the one the content was made for', async () => {
    const { auth, calls } = setup()
    auth.getRegisterSignContent(contentInput)
    const error = await failure(auth.register({ ...registerInput, userid: 'user:other' }))
    expect(error.code).toBe(ErrorCode.AuthFailed)
    expect(error.message).toBe('userid differs from the one the register sign content was made for')
    expect(calls).toHaveLength(0)
  })
})

describe('login', () => {
  const loginInput = {
    ...DID,
    userid: vectors.login.userid,
    mainPrivateKey: vectors.login.mainSeed,
    mainPublicKey: vectors.mainKey.mainPub,
  }

  it('[P3.12] [P4.18] [P7.24] reproduces the login vector: session key B, 24 h expiry, main-key signature', async () => {
    const seedB = Uint8Array.from(Buffer.from(vectors.keys.seedB, 'hex'))
    const { auth, calls } = setup({ random: seedB })
    const result = await auth.login(loginInput)
    expect(calls[0]!.request).toEqual({
      method: 'POST',
      path: '/api/user_login_v2/',
      body: {
        userid: vectors.login.userid,
        did_type: 'eth',
        did_value: ETH,
        login_signature: vectors.login.login_signature,
        signature_content: vectors.login.signature_content,
        main_pubkey: vectors.mainKey.mainPub,
        pubkey_value: vectors.keys.pubB,
        pubkey_type: 'ed25519',
        timestamp: T0,
        pubkey_expired_timestamp: vectors.login.pubkey_expired_timestamp,
      },
    })
    expect(result).toEqual({
      TempPrivateKey: vectors.keys.seedB,
      TempPublicKey: vectors.keys.pubB,
      MainPrivateKey: vectors.login.mainSeed,
      MainPublicKey: vectors.mainKey.mainPub,
      pubkeyExpiredTimestamp: vectors.login.pubkey_expired_timestamp,
      userid: 'user:x',
    })
  })

  it('[P4.17] honours a given expiry and wraps failures (transport ones too) in a new error', async () => {
    const cause = errors.httpTimeout(10000)
    const { auth, node, calls } = setup()
    const ok = await auth.login({ ...loginInput, pubkeyExpiredTimestamp: T0 + 1000 })
    node.answer(login, () => {
      throw cause
    })
    expect(ok.pubkeyExpiredTimestamp).toBe(T0 + 1000)
    expect(calls[0]!.request.body?.pubkey_expired_timestamp).toBe(T0 + 1000)
    const error = await failure(auth.login(loginInput))
    expect(error).not.toBe(cause)
    expect(error.message).toBe('timeout of 10000ms exceeded')
    expect(error.code).toBe(ErrorCode.AuthFailed)
    expect(error.cause).toBe(cause)
  })

  it('wraps a missing main key as "Ed25519PrivateKey not found"', async () => {
    const { auth, calls } = setup()
    const error = await failure(auth.login({ ...loginInput, mainPrivateKey: '' }))
    expect(error.message).toBe('Ed25519PrivateKey not found')
    expect(hasCode(error.cause, ErrorCode.PrivateKeyMissing)).toBe(true)
    expect(calls).toHaveLength(0)
  })
})

describe('downloadKeyPair', () => {
  it('[P9.16] saves through the FileSaver port, "KeyPairs" by default', async () => {
    const { auth, ports } = setup()
    await auth.downloadKeyPair('text one')
    await auth.downloadKeyPair('text two', 'other.txt')
    expect((ports.fileSaver as MemoryFileSaver).saved).toEqual([
      { filename: 'KeyPairs', text: 'text one' },
      { filename: 'other.txt', text: 'text two' },
    ])
  })
})
