/** Dapps registered by creators (docs/product.md §3 "Dapp"). */
import type { dappSchema } from '#domain/contract'
import type { KeyValue } from './kv/port'
import type { RecordOf } from './record'

export type DappRecord = RecordOf<
  typeof dappSchema,
  | 'dapp_id'
  | 'dapp_type'
  | 'dapp_name'
  | 'dapp_description'
  | 'dapp_pubkey'
  | 'domain'
  | 'creator_id'
  | 'create_at'
> & { update_at: number }

/** Dapps by id, and by creator in creation order. */
export class DappStore {
  constructor(private readonly kv: KeyValue) {}

  get(dappId: string): DappRecord | undefined {
    return this.kv.get(['dapp', dappId])
  }

  put(dapp: DappRecord): DappRecord {
    this.kv.write(() => {
      const old = this.get(dapp.dapp_id)
      if (old) this.kv.remove(['dapps-by', old.creator_id, old.create_at, old.dapp_id])
      this.kv.put(['dapp', dapp.dapp_id], dapp)
      this.kv.put(['dapps-by', dapp.creator_id, dapp.create_at, dapp.dapp_id], dapp.dapp_id)
    })
    return dapp
  }

  createdBy(creatorId: string): DappRecord[] {
    return this.kv.range<string>(['dapps-by', creatorId]).flatMap((e) => this.get(e.value) ?? [])
  }
}
