/** Registered users, their session keys and profiles. */
import type { profileSchema, userInfoSchema } from '../../../src/domain/contract'
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

export class UserStore {
  private readonly users = new Map<string, UserRecord>()
  private readonly byDid = new Map<string, string>()
  /** Several sessions per user: each device logs in with its own temp key. */
  private readonly sessions = new Map<string, SessionRecord[]>()
  /** The timestamp of the last accepted socket connect, per user and session key. */
  private readonly connects = new Map<string, number>()

  upsert(record: UserRecord): UserRecord {
    const previous = this.users.get(record.userid)
    if (previous) this.byDid.delete(didKey(previous.did_type, previous.did_value))
    this.users.set(record.userid, record)
    this.byDid.set(didKey(record.did_type, record.did_value), record.userid)
    return record
  }

  get(userid: string): UserRecord | undefined {
    return this.users.get(userid)
  }

  byDidValue(didType: string, didValue: string): UserRecord | undefined {
    const userid = this.byDid.get(didKey(didType, didValue))
    return userid === undefined ? undefined : this.users.get(userid)
  }

  /** A user addressed by wallet address regardless of chain, or by userid (`web3mq` did type). */
  find(didType: string, didValue: string): UserRecord | undefined {
    if (didType === 'web3mq' || didValue.startsWith('user:')) return this.users.get(didValue)
    return this.byDidValue(didType, didValue)
  }

  all(): UserRecord[] {
    return [...this.users.values()]
  }

  /** A reset replaces the main key, so every session signed by the old one is dropped. */
  setMainKey(userid: string, mainPubkey: string): void {
    const user = this.users.get(userid)
    if (!user) return
    user.main_pubkey = mainPubkey
    for (const session of this.sessions.get(userid) ?? []) this.connects.delete(`${userid} ${session.pubkey}`)
    this.sessions.delete(userid)
  }

  addSession(userid: string, session: SessionRecord, now: number): void {
    const live = (this.sessions.get(userid) ?? []).filter(
      (s) => s.expires > now && s.pubkey !== session.pubkey,
    )
    live.push(session)
    this.sessions.set(userid, live)
  }

  session(userid: string, pubkey: string): SessionRecord | undefined {
    return this.sessions.get(userid)?.find((s) => s.pubkey === pubkey)
  }

  sessionsOf(userid: string): readonly SessionRecord[] {
    return this.sessions.get(userid) ?? []
  }

  /** A connect must be newer than this one; -1 when the key never connected. */
  lastConnect(userid: string, pubkey: string): number {
    return this.connects.get(`${userid} ${pubkey}`) ?? -1
  }

  connectAccepted(userid: string, pubkey: string, timestamp: number): void {
    this.connects.set(`${userid} ${pubkey}`, timestamp)
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
