/**
 * The wallet attests the main key (docs/protocol.md §3.10 "Identity"): from what `get_user_info` returns, any
 * client recomputes the registration nonce (§5.4), finds it in the signed text and checks the wallet's signature
 * over that text, so a node cannot swap in a main key of its own without the user's wallet.
 */
import { CHAIN_NAMES } from '../config'
import { registerNonce } from '../signing/register-text'
import { SignedPurpose, signedTextNonce, statesPurpose } from '../signing/signed-text'
import { verifyPersonalSignature } from '../walletsig/eip191'
import { verifyStarknetSignature } from '../walletsig/starknet'

/** The fields of a user's `get_user_info` answer this needs; each may be absent on the wire. */
export interface AttestationInfo {
  userid?: unknown
  did_type?: unknown
  did_value?: unknown
  /** The main public key (`pubkey_value` at registration). */
  pubkey?: unknown
  signature_content?: unknown
  did_signature?: unknown
  timestamp?: unknown
  /** The stark key of a Starknet account. */
  did_pubkey?: unknown
}

type RequiredField = Exclude<keyof AttestationInfo, 'did_pubkey'>
const REQUIRED: readonly RequiredField[] = [
  'userid',
  'did_type',
  'did_value',
  'pubkey',
  'signature_content',
  'did_signature',
  'timestamp',
]

/**
 * Why a main key is not attested: a field absent (or empty, or of the wrong kind: `field` names it); the answer
 * is about another user than the one asked; `pubkey`
 * not an Ed25519 public key; the text states no register or reset purpose; the nonce of these fields is not the
 * text's; the signature is not the wallet's; or it cannot be checked (a Starknet account without its stark key,
 * a DID type with no signature rule).
 */
export type AttestationRefusal =
  | { ok: false; reason: 'missing'; field: RequiredField }
  | { ok: false; reason: 'userid' | 'pubkey' | 'purpose' | 'nonce' | 'signature' | 'unverifiable' }

export type Attestation = { ok: true; mainPublicKeyHex: string } | AttestationRefusal

const PUBKEY_RE = /^[0-9a-fA-F]{64}$/

const present = (info: AttestationInfo, field: RequiredField): boolean => {
  const value = info[field]
  if (field === 'timestamp') return Number.isSafeInteger(value) && (value as number) >= 0
  return typeof value === 'string' && value !== ''
}

/** The wallet's signature over the text, by the rule of its DID type; null when there is no way to check it. */
const walletSigned = (
  didType: string,
  text: string,
  signature: string,
  address: string,
  didPubkey: unknown,
) => {
  if (didType === 'eth') return verifyPersonalSignature(text, signature, address)
  if (didType !== 'starknet' || typeof didPubkey !== 'string' || didPubkey === '') return null
  // The answer does not say which chain the wallet signed on; any chain the app knows is the same account.
  return CHAIN_NAMES.some((chain) => verifyStarknetSignature(text, signature, didPubkey, address, chain))
}

/**
 * The main public key (lower-case hex) the user's wallet signed for, or why not. Accepts a register text and a
 * password-reset text alike: both carry the same nonce of the same fields. `expectedUserid` is the user asked
 * about: the nonce binds the userid, so an answer carrying another user's genuine registration is refused
 * ('userid'). Never throws.
 */
export const attestedMainKey = (info: AttestationInfo, expectedUserid?: string): Attestation => {
  const missing = REQUIRED.find((field) => !present(info, field))
  if (missing !== undefined) return { ok: false, reason: 'missing', field: missing }
  const field = (name: RequiredField) => info[name] as string
  if (expectedUserid !== undefined && field('userid') !== expectedUserid)
    return { ok: false, reason: 'userid' }
  const didType = field('did_type')
  const didValue = field('did_value')
  const pubkey = field('pubkey')
  const text = field('signature_content')
  if (!PUBKEY_RE.test(pubkey)) return { ok: false, reason: 'pubkey' }
  if (!statesPurpose(text, [SignedPurpose.register, SignedPurpose.reset]))
    return { ok: false, reason: 'purpose' }
  const nonce = registerNonce({
    userid: field('userid'),
    mainPublicKeyHex: pubkey,
    didType,
    didValue,
    timestamp: info.timestamp as number,
  })
  if (signedTextNonce(text) !== nonce) return { ok: false, reason: 'nonce' }
  const signed = walletSigned(didType, text, field('did_signature'), didValue, info.did_pubkey)
  if (signed === null) return { ok: false, reason: 'unverifiable' }
  if (!signed) return { ok: false, reason: 'signature' }
  return { ok: true, mainPublicKeyHex: pubkey.toLowerCase() }
}
