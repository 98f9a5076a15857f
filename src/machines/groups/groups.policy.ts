/** The join policies of a group (docs/protocol.md §4.4 "Groups") and what each means for a person outside. */
import { GROUP_JOIN_VALUES, GroupJoinValue } from '../../domain/contract/group-join'
import type { Nft } from '../../domain/contract/schemas'
import type { JoinPolicyValue, PolicyDraft } from './groups.types'

/** The `group:join` values, in the order the setting lists them (the contract's, `domain/contract/group-join.ts`). */
export const JOIN_POLICIES = GROUP_JOIN_VALUES

/** A value the node answered, read as one of the four; an unknown one is treated as invite-only (the safe side). */
export const policyOf = (value: string): JoinPolicyValue =>
  (JOIN_POLICIES as readonly string[]).includes(value) ? (value as JoinPolicyValue) : GroupJoinValue.invite

/** How a person who is not a member gets in under a policy. */
export type JoinWay = 'join' | 'request' | 'invitation'

export const joinWayOf = (policy: string): JoinWay => {
  switch (policyOf(policy)) {
    case GroupJoinValue.public:
    case GroupJoinValue.nft:
      return 'join'
    case GroupJoinValue.approval:
      return 'request'
    default:
      return 'invitation'
  }
}

/** Chain ids named with an NFT when the person picks only the chain. */
const CHAIN_IDS = { evm: '1', starknet: 'SN_MAIN' } as const

/** The NFTs the setting sends for an NFT-gated policy. */
export const nftsOf = (draft: PolicyDraft): Nft[] => [
  { chain_type: draft.chain, chain_id: CHAIN_IDS[draft.chain], contract: draft.contract.trim() },
]

/** What the setting starts from: the group's policy and its first NFT. */
export const policyDraftOf = (policy: string, nfts: readonly Nft[]): PolicyDraft => {
  const first = nfts[0]
  return {
    policy: policyOf(policy),
    contract: typeof first?.contract === 'string' ? first.contract : '',
    chain: first?.chain_type === 'starknet' ? 'starknet' : 'evm',
  }
}
