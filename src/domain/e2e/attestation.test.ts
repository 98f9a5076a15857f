import { describe, expect, it } from 'vitest'
import type { WalletId } from '../config'
import { sha256Hex } from '../crypto/hash'
import { userIdFor } from '../keys/user-id'
import { type RegisterPurpose, registerNonce, registerSignText } from '../signing/register-text'
import { addressOfPrivateKey, signPersonal } from '../walletsig/eip191'
import { signTypedMessage } from '../walletsig/starknet'
import { type AttestationInfo, attestedMainKey } from './attestation'

// Deterministic wallets with real keys, made as tests/fakes/wallets.ts makes them.
const privateKeyFor = (label: string): string => sha256Hex(`web3mq-test-wallet:${label}`)

interface Wallet {
  walletId: WalletId
  didType: string
  address: string
  didPubkey?: string
  sign(text: string): string
}

const ethWallet = (label: string): Wallet => {
  const key = privateKeyFor(label)
  return {
    walletId: 'metamask',
    didType: 'eth',
    address: addressOfPrivateKey(key),
    sign: (t) => signPersonal(t, key),
  }
}

const starknetWallet = (label: string, chainId: string): Wallet => {
  const key = `0x${privateKeyFor(label).slice(0, 62)}`
  const account = `0x${sha256Hex(`account:${label}`).slice(0, 62)}`
  return {
    walletId: 'argentX',
    didType: 'starknet',
    address: account,
    didPubkey: signTypedMessage('probe', chainId, account, key).publicKey,
    sign: (t) => signTypedMessage(t, chainId, account, key).signature,
  }
}

// The main public key of docs/protocol.md §3.8 seed A, and another key (seed B's).
const MAIN_PUB = '79b5562e8fe654f94078b112e8a98ba7901f853ae695bed7e0e3910bad049664'
const OTHER_PUB = '2543b92ff1095511476adc8369db6ddc933665a11978dda1404ee1066ca9559d'
const TIMESTAMP = 1700000000000

/** What get_user_info answers for a user who registered (or reset) with this wallet and main key. */
const registration = (
  wallet: Wallet,
  options: { purpose?: RegisterPurpose; pubkey?: string; signer?: Wallet } = {},
): AttestationInfo & { signature_content: string } => {
  const pubkey = options.pubkey ?? MAIN_PUB
  const userid = userIdFor(wallet.didType, wallet.address, TIMESTAMP)
  const nonce = registerNonce({
    userid,
    mainPublicKeyHex: pubkey,
    didType: wallet.didType,
    didValue: wallet.address,
    timestamp: TIMESTAMP,
  })
  const text = registerSignText({
    walletId: wallet.walletId,
    didValue: wallet.address,
    uri: 'http://localhost:5173',
    nonce,
    issuedAt: { now: TIMESTAMP, tzOffsetMinutes: 0 },
    ...(options.purpose ? { purpose: options.purpose } : {}),
  })
  return {
    userid,
    did_type: wallet.didType,
    did_value: wallet.address,
    pubkey,
    signature_content: text,
    did_signature: (options.signer ?? wallet).sign(text),
    timestamp: TIMESTAMP,
    ...(wallet.didPubkey ? { did_pubkey: wallet.didPubkey } : {}),
  }
}

const alice = ethWallet('alice')

describe('attestedMainKey, Ethereum wallets (EIP-191)', () => {
  it('gives the main key of a genuine registration and of a password reset', () => {
    expect(attestedMainKey(registration(alice))).toEqual({ ok: true, mainPublicKeyHex: MAIN_PUB })
    expect(attestedMainKey(registration(alice, { purpose: 'reset' }))).toEqual({
      ok: true,
      mainPublicKeyHex: MAIN_PUB,
    })
  })

  it('gives the key in lower case when it was registered in upper case', () => {
    const info = registration(alice, { pubkey: MAIN_PUB.toUpperCase() })
    expect(attestedMainKey(info)).toEqual({ ok: true, mainPublicKeyHex: MAIN_PUB })
  })

  it('refuses another main key than the one the text names', () => {
    expect(attestedMainKey({ ...registration(alice), pubkey: OTHER_PUB })).toEqual({
      ok: false,
      reason: 'nonce',
    })
    const info = registration(alice)
    for (const change of [{ userid: 'user:someone' }, { did_type: 'eth ' }, { timestamp: TIMESTAMP + 1 }])
      expect(attestedMainKey({ ...info, ...change })).toEqual({ ok: false, reason: 'nonce' })
  })

  it('refuses a text changed after the wallet signed it', () => {
    const info = registration(alice)
    const moved = info.signature_content.replace('URI: http://localhost:5173', 'URI: http://evil.example')
    expect(attestedMainKey({ ...info, signature_content: moved })).toEqual({ ok: false, reason: 'signature' })
    const noNonce = info.signature_content.replace('Nonce: ', 'Nonce:x')
    expect(attestedMainKey({ ...info, signature_content: noNonce })).toEqual({ ok: false, reason: 'nonce' })
    const twoNonces = `${info.signature_content}\nNonce: ${'0'.repeat(56)}`
    expect(attestedMainKey({ ...info, signature_content: twoNonces })).toEqual({ ok: false, reason: 'nonce' })
  })

  it('refuses a text that states another purpose', () => {
    const info = registration(alice)
    const follow = info.signature_content.replace('For Web3MQ register', 'For follow signature')
    expect(
      attestedMainKey({ ...info, signature_content: follow, did_signature: alice.sign(follow) }),
    ).toEqual({
      ok: false,
      reason: 'purpose',
    })
    const none = info.signature_content.replace('For Web3MQ register\n', '')
    expect(attestedMainKey({ ...info, signature_content: none, did_signature: alice.sign(none) })).toEqual({
      ok: false,
      reason: 'purpose',
    })
  })

  it("refuses a signature by another wallet, or a valid one that is not the DID's", () => {
    expect(attestedMainKey(registration(alice, { signer: ethWallet('mallory') }))).toEqual({
      ok: false,
      reason: 'signature',
    })
    expect(attestedMainKey({ ...registration(alice), did_signature: '0x1234' })).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('refuses an answer about another user than the one asked', () => {
    const info = registration(alice)
    expect(attestedMainKey(info, info.userid as string)).toEqual({ ok: true, mainPublicKeyHex: MAIN_PUB })
    expect(attestedMainKey(info, 'user:asked')).toEqual({ ok: false, reason: 'userid' })
  })

  it('names the first field that is missing, empty or of the wrong kind', () => {
    const info = registration(alice)
    for (const field of ['userid', 'did_type', 'did_value', 'pubkey', 'signature_content', 'did_signature'])
      for (const value of [undefined, '', 7])
        expect(attestedMainKey({ ...info, [field]: value })).toEqual({ ok: false, reason: 'missing', field })
    for (const value of [undefined, String(TIMESTAMP), 1.5, -1])
      expect(attestedMainKey({ ...info, timestamp: value })).toEqual({
        ok: false,
        reason: 'missing',
        field: 'timestamp',
      })
    expect(attestedMainKey({})).toEqual({ ok: false, reason: 'missing', field: 'userid' })
  })

  it('refuses a main key that is not 32 bytes of hex', () => {
    for (const pubkey of [MAIN_PUB.slice(2), `${MAIN_PUB}00`, `0x${MAIN_PUB.slice(2)}`])
      expect(attestedMainKey(registration(alice, { pubkey }))).toEqual({ ok: false, reason: 'pubkey' })
  })

  it('cannot check a DID type without a signature rule, stark key or not', () => {
    const sol = { ...alice, didType: 'sol' }
    expect(attestedMainKey(registration(sol))).toEqual({ ok: false, reason: 'unverifiable' })
    const withKey = { ...sol, didPubkey: starknetWallet('stella', 'SN_MAIN').didPubkey }
    expect(attestedMainKey(registration(withKey))).toEqual({ ok: false, reason: 'unverifiable' })
  })

  it('accepts a registration at timestamp 0', () => {
    const info = registration(alice)
    const userid = info.userid as string
    const nonce = registerNonce({
      userid,
      mainPublicKeyHex: MAIN_PUB,
      didType: 'eth',
      didValue: alice.address,
      timestamp: 0,
    })
    const text = info.signature_content.replace(/Nonce: .*/, `Nonce: ${nonce}`)
    const atZero = { ...info, timestamp: 0, signature_content: text, did_signature: alice.sign(text) }
    expect(attestedMainKey(atZero)).toEqual({ ok: true, mainPublicKeyHex: MAIN_PUB })
  })
})

describe('attestedMainKey, Starknet wallets', () => {
  it('checks the signature against the stark key the node reports, on any known chain', () => {
    for (const chain of ['SN_MAIN', 'SN_GOERLI2']) {
      const info = registration(starknetWallet('stella', chain))
      expect(attestedMainKey(info)).toEqual({ ok: true, mainPublicKeyHex: MAIN_PUB })
    }
  })

  it('cannot check without the stark key, and refuses another one', () => {
    const info = registration(starknetWallet('stella', 'SN_GOERLI'))
    expect(attestedMainKey({ ...info, did_pubkey: undefined })).toEqual({ ok: false, reason: 'unverifiable' })
    expect(attestedMainKey({ ...info, did_pubkey: '' })).toEqual({ ok: false, reason: 'unverifiable' })
    expect(attestedMainKey({ ...info, did_pubkey: 5 })).toEqual({ ok: false, reason: 'unverifiable' })
    const other = starknetWallet('mallory', 'SN_GOERLI').didPubkey
    expect(attestedMainKey({ ...info, did_pubkey: other })).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses a Starknet signature made on a chain the app does not know', () => {
    expect(attestedMainKey(registration(starknetWallet('stella', 'SN_OTHER')))).toEqual({
      ok: false,
      reason: 'signature',
    })
  })
})
