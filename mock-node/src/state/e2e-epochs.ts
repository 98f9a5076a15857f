/**
 * Epoch claims of end-to-end encrypted conversations (docs/protocol.md §3.10 "Concurrent commits"): the first
 * commit claimed for a group's epoch, under `e2e-epoch <group id> <epoch>`. A claim is never replaced, so every
 * member applies the same commit whatever order the frames reach it in.
 */
import type { epochClaimSchema } from '#domain/contract'
import type { KeyValue } from './kv/port'
import type { RecordOf } from './record'

export type EpochClaim = RecordOf<
  typeof epochClaimSchema,
  'group_id' | 'epoch' | 'commit_ref' | 'userid' | 'claimed_at'
>

const TABLE = 'e2e-epoch'

export class E2eEpochStore {
  constructor(private readonly kv: KeyValue) {}

  get(groupId: string, epoch: string): EpochClaim | undefined {
    return this.kv.get([TABLE, groupId, epoch])
  }

  /** Stores `claim` unless the epoch is claimed already; answers the claim that holds. */
  claim(claim: EpochClaim): EpochClaim {
    return this.kv.write(() => {
      const held = this.get(claim.group_id, claim.epoch)
      if (held) return held
      this.kv.put([TABLE, claim.group_id, claim.epoch], claim)
      return claim
    })
  }
}
