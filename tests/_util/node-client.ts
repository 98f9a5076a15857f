/**
 * A lean protocol client for node tests, built only from the domain (contract, signing, keys): registers
 * and logs a wallet in over real HTTP, then sends session-signed requests. The SDK does the same through
 * its ports; node tests use this so they do not depend on the SDK.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Headers } from '#domain/config'
import {
  type BuiltRequest,
  buildRequest,
  type DataOf,
  type Endpoint,
  login,
  type ParamsOf,
  readResponse,
  register,
} from '#domain/contract'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { mainKeyFromSignature } from '#domain/keys/main-key'
import { tempKeyExpiry } from '#domain/keys/temp-key'
import { userIdFor } from '#domain/keys/user-id'
import { loginSignature, loginSignatureContent } from '#domain/signing/login'
import { mainKeyNonce, mainKeySignText } from '#domain/signing/main-key-text'
import { type RegisterPurpose, registerNonce, registerSignText } from '#domain/signing/register-text'
import { createSigner, type Signer } from '#domain/signing/sign'
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

/** The main key a wallet's signature of the main-key text derives (docs/protocol.md §5.3). */
export const mainKeysOf = (wallet: TestWallet, password = 'correct horse'): KeyPair =>
  mainKeyFromSignature(
    wallet.sign(mainKeySignText(wallet.address, mainKeyNonce(wallet.didType, wallet.address, password))),
  )

/** The text a wallet signs to register `userid` with a main key, or to reset to it (docs/protocol.md §5.4). */
export const walletRegistrationText = (
  wallet: TestWallet,
  userid: string,
  mainPublicKeyHex: string,
  timestamp: number,
  purpose: RegisterPurpose = 'register',
  uri = 'http://localhost',
): string =>
  registerSignText({
    walletId: wallet.walletId,
    didValue: wallet.address,
    uri,
    nonce: registerNonce({
      userid,
      mainPublicKeyHex,
      didType: wallet.didType,
      didValue: wallet.address,
      timestamp,
    }),
    issuedAt: { now: timestamp, tzOffsetMinutes: 0 },
    purpose,
  })

interface RegistrationOptions {
  purpose?: RegisterPurpose
  /** Who signs the text: the wallet itself, unless a test forges the signature. */
  signer?: TestWallet
  uri?: string
}

/** The body of register, or of reset with `purpose: 'reset'` (docs/protocol.md §5.4), signed for `wallet`. */
export const walletRegistrationBody = (
  wallet: TestWallet,
  userid: string,
  mainPublicKeyHex: string,
  timestamp: number,
  { purpose, signer = wallet, uri }: RegistrationOptions = {},
) => {
  const content = walletRegistrationText(wallet, userid, mainPublicKeyHex, timestamp, purpose, uri)
  return {
    userid,
    did_type: wallet.didType,
    did_value: wallet.address,
    did_pubkey: wallet.didPubkey,
    did_signature: signer.sign(content),
    signature_content: content,
    pubkey_type: 'ed25519' as const,
    pubkey_value: mainPublicKeyHex,
    timestamp,
  }
}

/** Registers the wallet (main key from its signature) and logs in with a fresh session key. */
export const signUpAndLogIn = async (send: Send, wallet: TestWallet, options: SignUpOptions = {}) => {
  const clock = monotonicClock(options.now)
  const ts = clock()
  const userid = userIdFor(wallet.didType, wallet.address, ts)
  const mainKeys = mainKeysOf(wallet, options.password)
  const registerBody = {
    ...walletRegistrationBody(wallet, userid, mainKeys.PublicKey, ts, { uri: options.uri }),
    nickname: options.nickname ?? '',
  }
  readResponse(register, await send(buildRequest(register, registerBody, { timestamp: ts })))
  return logIn(send, wallet, userid, mainKeys, clock)
}

/** The login body for a session key valid until `expiry`, signed by the main key (docs/protocol.md §5.5). */
export const loginBody = (
  { wallet, userid, mainKeys }: Pick<TestAccount, 'wallet' | 'userid' | 'mainKeys'>,
  sessionPublicKeyHex: string,
  timestamp: number,
  expiry: number,
) => {
  const content = loginSignatureContent({ userid, sessionPublicKeyHex, expiry, timestamp })
  return {
    userid,
    did_type: wallet.didType,
    did_value: wallet.address,
    login_signature: loginSignature(content, mainKeys.PrivateKey),
    signature_content: content,
    main_pubkey: mainKeys.PublicKey,
    pubkey_value: sessionPublicKeyHex,
    pubkey_type: 'ed25519' as const,
    timestamp,
    pubkey_expired_timestamp: expiry,
  }
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
  const body = loginBody({ wallet, userid, mainKeys }, sessionKeys.PublicKey, ts, tempKeyExpiry(ts))
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
