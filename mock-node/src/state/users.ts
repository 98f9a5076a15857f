/** Registered users, their session keys and profiles. */
import { USERID_DID_TYPE } from '#domain/config'
import type { profileSchema, userInfoSchema } from '#domain/contract'
import type { KeyValue } from './kv/port'
import type { RecordOf } from './record'

/** `main_pubkey` is the ed25519 key (hex) registered with the wallet signature. */
export type UserRecord = RecordOf<
  typeof userInfoSchema,
  'userid' | 'did_type' | 'did_value' | 'main_pubkey'
> &
  RecordOf<typeof profileSchema, 'nickname' | 'avatar_url'> & {
    /** Starknet account public key; '' for Ethereum wallets. */
    did_pubkey: string
    avatar_base64: string
    created_at: number
    /** The last registration or reset's wallet signature of the main key; absent before schema version 5. */
    attestation?: WalletAttestation
  }

/** What `get_user_info` shows so any client can check that the wallet attested the main key (docs/protocol.md §3.10). */
export type WalletAttestation = RecordOf<
  typeof userInfoSchema,
  'signature_content' | 'did_signature' | 'timestamp'
>

export interface SessionRecord {
  pubkey: string
  expires: number
}

/**
 * The one spelling of a wallet address wherever a wallet identifies a user (mock-node/README.md
 * "Verification"). A Starknet address is a felt (docs/protocol.md §6: the typed-data hash reads it as a
 * number), so `0x0abc`, `0xABC` and `0xabc` are one account: hex felts are written by numeric value,
 * lower-case, without leading zeros. An Ethereum address is 20 bytes in any letter case (§5.1: wallets
 * return it checksummed or lower-cased), so it is lower-cased and keeps its digits. Anything else (a value
 * that is no hex address) is lower-cased.
 */
export const walletAddressForm = (didType: string, address: string): string =>
  didType === 'starknet' ? feltForm(address) : address.toLowerCase()

/**
 * A Starknet felt (an address or an account key) by its value: hex, with or without `0x`, in any case and
 * padding, becomes `0x` and lower-case hex without leading zeros; anything else is only lower-cased.
 */
export const feltForm = (value: string): string => {
  const lower = value.toLowerCase()
  const hex = /^(?:0x)?([0-9a-f]+)$/.exec(lower)?.[1]
  return hex === undefined ? lower : `0x${BigInt(`0x${hex}`).toString(16)}`
}

/** The wallet index's key: the type and the address in its one spelling (`walletAddressForm`). */
export const didKey = (didType: string, didValue: string): string =>
  `${didType}:${walletAddressForm(didType, didValue)}`

/** Search needs this many characters before it reads anything, so "0x" or a letter lists no one. */
export const MIN_SEARCH_CHARS = 3
/** A partial address or userid matches from its start with at least this many characters after `0x`/`user:`. */
export const MIN_ID_PREFIX = 8

const USERID_PREFIX = 'user:'

/**
 * Whether `user` answers a search for `needle` (trimmed, lower-case). A nickname matches anywhere in it;
 * a wallet address or userid, which identify someone, only whole (an address in any spelling) or from its
 * start with at least MIN_ID_PREFIX characters (hex digits after `0x`; characters after `user:`), so a
 * keyword that names no one in particular lists no one.
 */
const answersSearch = (user: UserRecord, needle: string): boolean => {
  if (user.nickname.toLowerCase().includes(needle)) return true
  const userid = user.userid.toLowerCase()
  const useridPrefix =
    needle.startsWith(USERID_PREFIX) && needle.length - USERID_PREFIX.length >= MIN_ID_PREFIX
  if (userid === needle || (useridPrefix && userid.startsWith(needle))) return true
  const hex = /^(?:0x)?([0-9a-f]+)$/.exec(needle)?.[1]
  if (hex === undefined) return false
  const address = walletAddressForm(user.did_type, user.did_value)
  if (address === walletAddressForm(user.did_type, `0x${hex}`)) return true
  if (hex.length < MIN_ID_PREFIX) return false
  if (user.did_value.toLowerCase().replace(/^0x/, '').startsWith(hex)) return true
  // A felt's leading zeros are padding: a prefix typed from a padded spelling is one of its value too,
  // when it holds enough digits past the zeros.
  const significant = hex.replace(/^0+/, '')
  return (
    user.did_type === 'starknet' &&
    significant.length >= MIN_ID_PREFIX &&
    address.slice(2).startsWith(significant)
  )
}

/** Users by id, their wallet index, sessions and last socket connects, in the node's key-value store. */
export class UserStore {
  constructor(private readonly kv: KeyValue) {}

  /**
   * Stores the user and indexes their wallet. The index names one user per wallet: an entry held by
   * another user (a later account under a spelling of the same felt, kept by the schema-3 migration) is
   * neither taken over nor removed.
   */
  upsert(record: UserRecord): UserRecord {
    this.kv.write(() => {
      const previous = this.get(record.userid)
      if (previous) {
        const key = ['did', didKey(previous.did_type, previous.did_value)]
        if (this.kv.get<string>(key) === record.userid) this.kv.remove(key)
      }
      this.kv.put(['user', record.userid], record)
      const key = ['did', didKey(record.did_type, record.did_value)]
      const owner = this.kv.get<string>(key)
      if (owner === undefined || owner === record.userid) this.kv.put(key, record.userid)
    })
    return record
  }

  get(userid: string): UserRecord | undefined {
    return this.kv.get(['user', userid])
  }

  byDidValue(didType: string, didValue: string): UserRecord | undefined {
    const userid = this.kv.get<string>(['did', didKey(didType, didValue)])
    return userid === undefined ? undefined : this.get(userid)
  }

  /** A user addressed by wallet address regardless of chain, or by userid (`USERID_DID_TYPE`). */
  find(didType: string, didValue: string): UserRecord | undefined {
    if (didType === USERID_DID_TYPE || didValue.startsWith('user:')) return this.get(didValue)
    return this.byDidValue(didType, didValue)
  }

  all(): UserRecord[] {
    return this.kv.range<UserRecord>(['user']).map((e) => e.value)
  }

  /**
   * A reset replaces the main key, and the wallet's attestation with it, so every session signed by the
   * old one is dropped.
   */
  setMainKey(userid: string, mainPubkey: string, attestation: WalletAttestation): void {
    const user = this.get(userid)
    if (!user) return
    this.kv.write(() => {
      this.kv.put(['user', userid], { ...user, main_pubkey: mainPubkey, attestation })
      for (const session of this.sessionsOf(userid)) this.kv.remove(['connect', userid, session.pubkey])
      this.kv.remove(['sessions', userid])
    })
  }

  addSession(userid: string, session: SessionRecord, now: number): void {
    const live = this.sessionsOf(userid).filter((s) => s.expires > now && s.pubkey !== session.pubkey)
    this.kv.put(['sessions', userid], [...live, session])
  }

  session(userid: string, pubkey: string): SessionRecord | undefined {
    return this.sessionsOf(userid).find((s) => s.pubkey === pubkey)
  }

  sessionsOf(userid: string): readonly SessionRecord[] {
    return this.kv.get<SessionRecord[]>(['sessions', userid]) ?? []
  }

  /** A connect must be newer than this one; -1 when the key never connected. */
  lastConnect(userid: string, pubkey: string): number {
    return this.kv.get<number>(['connect', userid, pubkey]) ?? -1
  }

  connectAccepted(userid: string, pubkey: string, timestamp: number): void {
    this.kv.put(['connect', userid, pubkey], timestamp)
  }

  /** Users a search for `keyword` answers (`answersSearch`); nothing for fewer than MIN_SEARCH_CHARS. */
  search(keyword: string): UserRecord[] {
    const needle = keyword.trim().toLowerCase()
    if (needle.length < MIN_SEARCH_CHARS) return []
    return this.all().filter((u) => answersSearch(u, needle))
  }
}
