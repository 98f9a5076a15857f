/** Dapps registered by creators (docs/product.md §3 "Dapp"). */
import type { dappSchema } from '../../../src/domain/contract'
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

export class DappStore {
  private readonly dapps = new Map<string, DappRecord>()

  get(dappId: string): DappRecord | undefined {
    return this.dapps.get(dappId)
  }

  put(dapp: DappRecord): DappRecord {
    this.dapps.set(dapp.dapp_id, dapp)
    return dapp
  }

  createdBy(creatorId: string): DappRecord[] {
    return [...this.dapps.values()]
      .filter((d) => d.creator_id === creatorId)
      .sort((a, b) => a.create_at - b.create_at)
  }
}
