/**
 * The dapps the signed-in user created (docs/product.md §7 dapp rows): list, create, update, all signed by the
 * creator's session key over creator_id + dapp_id + dapp_type + dapp_name + dapp_pubkey + domain +
 * timestamp; plus the dapp's own ed25519 key pair and its "KeyPairs" download.
 */
import { KEYPAIR_FILENAME } from '../../domain/config'
import { createDapp, type Dapp, type ListPage, myCreatedDapps, updateDapp } from '../../domain/contract'
import { errors } from '../../domain/errors'
import { generateKeyPair, type KeyPair } from '../../domain/keys/key-pair'
import type { ClientContext } from '../core/context'
import { type DappKeyPair, keyPairFileText } from './key-pair-file'

export interface DappInput {
  dapp_id: string
  dapp_name: string
  dapp_description?: string
  dapp_type: string
  /** The dapp's ed25519 public key, 64 hex chars. */
  dapp_pubkey: string
  /** Optional deploy domain; sent and signed as '' when absent (docs/product.md §3). */
  domain?: string
}

const bodyOf = (input: DappInput) => ({
  dapp_id: input.dapp_id,
  dapp_type: input.dapp_type,
  dapp_name: input.dapp_name,
  ...(input.dapp_description === undefined ? {} : { dapp_description: input.dapp_description }),
  dapp_pubkey: input.dapp_pubkey,
  domain: input.domain ?? '',
})

export class DappModule {
  constructor(private readonly ctx: ClientContext) {}

  /** Dapps created by the signed-in user, as `{items, total}`. */
  async getMyCreateDappList(): Promise<ListPage<Dapp>> {
    return this.ctx.api.call(myCreatedDapps, {})
  }

  /** Registers a new dapp owned by the signed-in user; the node refuses a taken dapp_id. */
  async createDapp(input: DappInput): Promise<Dapp> {
    return this.ctx.api.call(createDapp, bodyOf(input))
  }

  /** Updates one of the user's dapps (same payload and signature rule as create). */
  async updateDapp(input: DappInput): Promise<Dapp> {
    return this.ctx.api.call(updateDapp, bodyOf(input))
  }

  /** A fresh ed25519 key pair (hex) for a dapp, from the Random port. */
  generateDappKeyPair(): KeyPair {
    return generateKeyPair((n) => this.ctx.ports.random.bytes(n))
  }

  /** The "KeyPairs" file text for a dapp's key pair. */
  keyPairFileText(pair: DappKeyPair): string {
    return keyPairFileText(pair)
  }

  /** Offers the key pair as the "KeyPairs" text file through the FileSaver port; no name (or an empty one) saves it as "KeyPairs". */
  async downloadKeyPair(pair: DappKeyPair, filename?: string): Promise<void> {
    const saver = this.ctx.ports.fileSaver
    if (!saver) throw errors.invalidInput('A FileSaver port is required to download a key pair')
    await saver.saveText(filename || KEYPAIR_FILENAME, keyPairFileText(pair))
  }
}
