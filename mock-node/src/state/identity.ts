/** Bound DIDs (user_binddid, the Telegram bind service) and dapp authorisations (docs/protocol.md §9.4, §9.5). */
import type { authInfoSchema, bindDidEntrySchema } from '#domain/contract'
import type { KeyValue } from './kv/port'
import type { OptionalOf, RecordOf } from './record'

export type BoundDid = RecordOf<typeof bindDidEntrySchema, 'did_type' | 'did_value' | 'provider_id'> &
  OptionalOf<typeof bindDidEntrySchema, 'bind_type' | 'bind_value' | 'bind_name'> & {
    metadata?: Record<string, unknown>
    created_at: number
  }

export type DappAuthorisation = RecordOf<
  typeof authInfoSchema,
  'userid' | 'dapp_id' | 'auth_status' | 'scopes' | 'create_at'
>

export class IdentityStore {
  constructor(private readonly kv: KeyValue) {}

  /**
   * One binding per (did_type, did_value) and user: binding again updates it. A bind-service binding
   * (`bind_type`, e.g. one Telegram chat) is one per type: a new chat replaces the old one, so a profile
   * never lists a pile of stale chats.
   */
  bind(userid: string, did: BoundDid): void {
    const replaces = (b: BoundDid): boolean =>
      (b.did_type === did.did_type && b.did_value === did.did_value) ||
      (did.bind_type !== undefined && b.bind_type === did.bind_type)
    this.kv.put(['binds', userid], [...this.bindsOf(userid).filter((b) => !replaces(b)), did])
  }

  unbind(userid: string, didType: string, didValue: string): boolean {
    const list = this.bindsOf(userid)
    const next = list.filter((b) => !(b.did_type === didType && b.did_value === didValue))
    this.kv.put(['binds', userid], next)
    return next.length !== list.length
  }

  bindsOf(userid: string): BoundDid[] {
    return [...(this.kv.get<BoundDid[]>(['binds', userid]) ?? [])]
  }

  setAuth(auth: DappAuthorisation): DappAuthorisation {
    this.kv.put(['auth', auth.userid, auth.dapp_id], auth)
    return auth
  }

  auth(userid: string, dappId: string): DappAuthorisation | undefined {
    return this.kv.get(['auth', userid, dappId])
  }
}
