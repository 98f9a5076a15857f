/** Dapps registered by creators (docs/product.md §3 "Dapp"). */

export interface DappRecord {
  dapp_id: string
  dapp_type: string
  dapp_name: string
  dapp_description: string
  dapp_pubkey: string
  domain: string
  creator_id: string
  create_at: number
  update_at: number
}

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
