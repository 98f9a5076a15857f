/**
 * Sign-up and sign-in as docs/protocol.md §5 describes them: userid lookup/invention (§5.2 JS rule), main key
 * from a wallet signature (§5.3), register (§5.4) and login with a fresh session key (§5.5).
 */
import { type EdKey, type EthWallet, edKeyFromSeed, randomEdKey, sha3Hex, sha256 } from './peer-crypto'
import { type Envelope, post, type SessionHeaders } from './peer-rest'

export const DID_TYPE = 'eth'
const PASSWORD = 'peer-password-1'
const DAY_MS = 86_400_000

/** A registered, logged-in user as the peer knows it. */
export interface PeerUser {
  userid: string
  wallet: EthWallet
  mainKey: EdKey
  session: EdKey
  headers: SessionHeaders
}

/** §5.2 JS rule: "user:" + sha3_224(did_type + did_value + timestamp). */
export const inventUserId = (didValue: string, timestamp: number): string =>
  `user:${sha3Hex(DID_TYPE + didValue + timestamp)}`

/** §5.3 nonce: base64 of the ASCII hex of sha3_224("$web3mq" + type:address + "1" + password + "web3mq$"). */
export const mainKeyNonce = (didValue: string, password: string): string =>
  Buffer.from(sha3Hex(`$web3mq${DID_TYPE}:${didValue}1${password}web3mq$`), 'ascii').toString('base64')

/** §5.3 text (typographic apostrophes, no trailing newline). */
export const mainKeyText = (didValue: string, password: string): string =>
  [
    `Signing this message will allow this app to decrypt messages in the Web3MQ protocol for the following address: ${didValue}. This won\u2019t cost you anything.`,
    '',
    'If your Web3MQ wallet-associated password and this signature is exposed to any malicious app, this would result in exposure of Web3MQ account access and encryption keys, and the attacker would be able to read your messages.',
    '',
    'In the event of such an incident, don\u2019t panic. You can call Web3MQ\u2019s key revoke API and service to revoke access to the exposed encryption key and generate a new one!',
    '',
    `Nonce: ${mainKeyNonce(didValue, password)}`,
  ].join('\n')

/** §5.3 step 5: seed = SHA-256 of the wallet's signature string exactly as returned. */
export const mainKeyFromSignature = (walletSignature: string): EdKey => edKeyFromSeed(sha256(walletSignature))

/** §5.4 nonce over userid + "ed25519" + main pub + did_type + did_value + timestamp. */
export const registerNonce = (userid: string, mainPub: string, didValue: string, timestamp: number): string =>
  sha3Hex(`${userid}ed25519${mainPub}${DID_TYPE}${didValue}${timestamp}`)

const pad = (n: number): string => String(n).padStart(2, '0')
const issuedAt = (d: Date): string =>
  `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`

/** §5.4 register text (JS-SDK 1.0.25 layout). */
const registerText = (didValue: string, nonce: string, timestamp: number): string =>
  [
    'Web3MQ wants you to sign in with your MetaMask account:',
    didValue,
    'For Web3MQ register',
    'URI: www.web3mq.com',
    'Version: 1',
    '',
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt(new Date(timestamp))}`,
  ].join('\n')

/** Looks the wallet up (§5.2); when unknown, invents the JS-style id from the same timestamp. */
export const chooseUserId = async (base: string, didValue: string): Promise<string> => {
  const timestamp = Date.now()
  const found = await post(base, '/api/get_user_info/', {
    did_type: DID_TYPE,
    did_value: didValue,
    timestamp,
  })
  const known = found.code === 0 ? (found.data as { userid?: unknown } | null)?.userid : undefined
  return typeof known === 'string' ? known : inventUserId(didValue, timestamp)
}

/**
 * POST /api/user_register_v2/. `signer` is the wallet whose signature goes in did_signature; passing
 * another wallet than `wallet` produces the forged registration the node must refuse.
 */
export const register = async (
  base: string,
  userid: string,
  wallet: EthWallet,
  mainKey: EdKey,
  signer: EthWallet = wallet,
): Promise<Envelope> => {
  const timestamp = Date.now()
  const text = registerText(
    wallet.address,
    registerNonce(userid, mainKey.publicHex, wallet.address, timestamp),
    timestamp,
  )
  return post(base, '/api/user_register_v2/', {
    userid,
    did_type: DID_TYPE,
    did_value: wallet.address,
    did_pubkey: '',
    did_signature: signer.personalSign(text),
    signature_content: text,
    pubkey_type: 'ed25519',
    pubkey_value: mainKey.publicHex,
    nickname: '',
    avatar_url: '',
    avatar_base64: '',
    timestamp,
    testnet_access_key: '',
  })
}

/** POST /api/user_login_v2/ with a fresh session key; returns that key (§5.5). */
const login = async (
  base: string,
  userid: string,
  wallet: EthWallet,
  mainKey: EdKey,
): Promise<{ envelope: Envelope; session: EdKey }> => {
  const session = randomEdKey()
  const timestamp = Date.now()
  const expiry = timestamp + DAY_MS
  const content = sha3Hex(`${userid}${session.publicHex}${expiry}${timestamp}`)
  const envelope = await post(base, '/api/user_login_v2/', {
    userid,
    did_type: DID_TYPE,
    did_value: wallet.address,
    login_signature: mainKey.sign(content),
    signature_content: content,
    main_pubkey: mainKey.publicHex,
    pubkey_value: session.publicHex,
    pubkey_type: 'ed25519',
    timestamp,
    pubkey_expired_timestamp: expiry,
  })
  return { envelope, session }
}

/** Full sign-up + sign-in of a wallet; throws with the node's message on any refusal. */
export const signUpAndIn = async (base: string, wallet: EthWallet): Promise<PeerUser> => {
  const userid = await chooseUserId(base, wallet.address)
  const mainKey = mainKeyFromSignature(wallet.personalSign(mainKeyText(wallet.address, PASSWORD)))
  const registered = await register(base, userid, wallet, mainKey)
  if (registered.code !== 0) throw new Error(`register: code ${registered.code} "${registered.msg}"`)
  const { envelope, session } = await login(base, userid, wallet, mainKey)
  if (envelope.code !== 0) throw new Error(`login: code ${envelope.code} "${envelope.msg}"`)
  const headers = { 'web3mq-request-pubkey': session.publicHex, didkey: `${DID_TYPE}:${wallet.address}` }
  return { userid, wallet, mainKey, session, headers }
}
