/**
 * A lean protocol client for node tests, built only from the domain (contract, signing, keys): registers
 * and logs a wallet in over real HTTP, then sends session-signed requests. The SDK does the same through
 * its ports; node tests use this so they do not depend on the SDK.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Headers } from '../../src/domain/config'
import {
  type BuiltRequest,
  buildRequest,
  type DataOf,
  type Endpoint,
  login,
  type ParamsOf,
  readResponse,
  register,
} from '../../src/domain/contract'
import { generateKeyPair, type KeyPair } from '../../src/domain/keys/key-pair'
import { mainKeyFromSignature } from '../../src/domain/keys/main-key'
import { tempKeyExpiry } from '../../src/domain/keys/temp-key'
import { userIdFor } from '../../src/domain/keys/user-id'
import { loginSignature, loginSignatureContent } from '../../src/domain/signing/login'
import { mainKeyNonce, mainKeySignText } from '../../src/domain/signing/main-key-text'
import { registerNonce, registerSignText } from '../../src/domain/signing/register-text'
import { createSigner, type Signer } from '../../src/domain/signing/sign'
import type { TestWallet } from '../fakes/wallets'

const random = (n: number) => new Uint8Array(randomBytes(n))

/** Strictly increasing milliseconds, so two requests never carry the same signature. */
export const monotonicClock = (now: () => number = Date.now) => {
  let last = 0
  return () => {
    last = Math.max(now(), last + 1)
    return last
  }
}

/** Sends a built request and returns the parsed JSON body; over real HTTP or Fastify's inject. */
export type Send = (req: BuiltRequest, headers?: Record<string, string>) => Promise<unknown>

export const httpSend =
  (baseUrl: string): Send =>
  async (req, headers = {}) => {
    const url = new URL(req.path, baseUrl)
    for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, String(v))
    const res = await fetch(url, {
      method: req.method,
      headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
      ...(req.body ? { body: JSON.stringify(req.body) } : {}),
    })
    return res.json() as Promise<unknown>
  }

export const injectSend =
  (app: FastifyInstance): Send =>
  async (req, headers = {}) => {
    const res = await app.inject({
      method: req.method,
      url: req.path,
      ...(req.query ? { query: req.query } : {}),
      headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
      ...(req.body ? { payload: JSON.stringify(req.body) } : {}),
    })
    return res.json() as unknown
  }

export interface TestAccount {
  wallet: TestWallet
  userid: string
  mainKeys: KeyPair
  sessionKeys: KeyPair
  signer: Signer
  call<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): Promise<DataOf<E>>
  headers: Record<string, string>
}

interface SignUpOptions {
  password?: string
  nickname?: string
  now?: () => number
  uri?: string
}

/** Registers the wallet (main key from its signature) and logs in with a fresh session key. */
export const signUpAndLogIn = async (send: Send, wallet: TestWallet, options: SignUpOptions = {}) => {
  const clock = monotonicClock(options.now)
  const password = options.password ?? 'correct horse'
  const ts = clock()
  const userid = userIdFor(wallet.didType, wallet.address, ts)
  const mainKeys = mainKeyFromSignature(
    wallet.sign(mainKeySignText(wallet.address, mainKeyNonce(wallet.didType, wallet.address, password))),
  )
  const nonce = registerNonce({
    userid,
    mainPublicKeyHex: mainKeys.PublicKey,
    didType: wallet.didType,
    didValue: wallet.address,
    timestamp: ts,
  })
  const content = registerSignText({
    walletId: wallet.walletId,
    didValue: wallet.address,
    uri: options.uri ?? 'http://localhost',
    nonce,
    issuedAt: { now: ts, tzOffsetMinutes: 0 },
  })
  const registerBody = {
    userid,
    did_type: wallet.didType,
    did_value: wallet.address,
    did_pubkey: wallet.didPubkey,
    did_signature: wallet.sign(content),
    signature_content: content,
    pubkey_type: 'ed25519' as const,
    pubkey_value: mainKeys.PublicKey,
    nickname: options.nickname ?? '',
    timestamp: ts,
  }
  readResponse(register, await send(buildRequest(register, registerBody, { timestamp: ts })))
  return logIn(send, wallet, userid, mainKeys, clock)
}

export const logIn = async (
  send: Send,
  wallet: TestWallet,
  userid: string,
  mainKeys: KeyPair,
  clock: () => number = monotonicClock(),
): Promise<TestAccount> => {
  const sessionKeys = generateKeyPair(random)
  const ts = clock()
  const expiry = tempKeyExpiry(ts)
  const content = loginSignatureContent({
    userid,
    sessionPublicKeyHex: sessionKeys.PublicKey,
    expiry,
    timestamp: ts,
  })
  const body = {
    userid,
    did_type: wallet.didType,
    did_value: wallet.address,
    login_signature: loginSignature(content, mainKeys.PrivateKey),
    signature_content: content,
    main_pubkey: mainKeys.PublicKey,
    pubkey_value: sessionKeys.PublicKey,
    pubkey_type: 'ed25519' as const,
    timestamp: ts,
    pubkey_expired_timestamp: expiry,
  }
  readResponse(login, await send(buildRequest(login, body, { timestamp: ts })))
  const signer = createSigner({ userid, privateKeyHex: sessionKeys.PrivateKey })
  const headers = {
    [Headers.requestPubkey]: sessionKeys.PublicKey,
    [Headers.didKey]: `${wallet.didType}:${wallet.address}`,
  }
  const call = async <E extends Endpoint>(endpoint: E, params: ParamsOf<E>) =>
    readResponse(
      endpoint,
      await send(buildRequest(endpoint, params, { signer, timestamp: clock() }), headers),
    )
  return { wallet, userid, mainKeys, sessionKeys, signer, call, headers }
}
