/** Registered users, their session keys and profiles. */
import type { profileSchema, userInfoSchema } from '../../../src/domain/contract'
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
  }

export interface SessionRecord {
  pubkey: string
  expires: number
}

/** did values compare case-insensitively: wallets return checksummed or lower-case addresses. */
export const didKey = (didType: string, didValue: string): string => `${didType}:${didValue.toLowerCase()}`

/** Users by id, their wallet index, sessions and last socket connects, in the node's key-value store. */
export class UserStore {
  constructor(private readonly kv: KeyValue) {}

  upsert(record: UserRecord): UserRecord {
    this.kv.write(() => {
      const previous = this.get(record.userid)
      if (previous) this.kv.remove(['did', didKey(previous.did_type, previous.did_value)])
      this.kv.put(['user', record.userid], record)
      this.kv.put(['did', didKey(record.did_type, record.did_value)], record.userid)
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

  /** A user addressed by wallet address regardless of chain, or by userid (`web3mq` did type). */
  find(didType: string, didValue: string): UserRecord | undefined {
    if (didType === 'web3mq' || didValue.startsWith('user:')) return this.get(didValue)
    return this.byDidValue(didType, didValue)
  }

  all(): UserRecord[] {
    return this.kv.range<UserRecord>(['user']).map((e) => e.value)
  }

  /** A reset replaces the main key, so every session signed by the old one is dropped. */
  setMainKey(userid: string, mainPubkey: string): void {
    const user = this.get(userid)
    if (!user) return
    this.kv.write(() => {
      this.kv.put(['user', userid], { ...user, main_pubkey: mainPubkey })
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

  search(keyword: string): UserRecord[] {
    const needle = keyword.toLowerCase()
    return this.all().filter(
      (u) =>
        u.userid.toLowerCase().includes(needle) ||
        u.did_value.toLowerCase().includes(needle) ||
        u.nickname.toLowerCase().includes(needle),
    )
  }
}
