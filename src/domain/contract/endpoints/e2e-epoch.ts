/**
 * Who commits an MLS epoch (docs/protocol.md §3.10 "Concurrent commits", §4.5): before sending a commit, a
 * member claims its group's current epoch for that commit at the node; the first claim stored wins, and
 * every client applies only the commit the claim names. The node lets only the conversation's own members
 * claim: the group id names the conversation (a `group:` id, or the two `user:` ids of a 1:1 chat).
 */
import * as z from 'zod/mini'
import { dataEndpoint, signedBy } from '../endpoint'
import { refuse } from '../refusals'
import { num, str } from '../schemas'

/** Hex of an MLS group id (its UTF-8 names the conversation, at most 256 bytes). */
const groupIdHex = z.string().check(z.regex(/^(?:[0-9a-f]{2}){16,256}$/))
/** The epoch the commit was made in, in decimal (an MLS epoch is a 64-bit integer). */
const epoch = z.string().check(z.regex(/^(?:0|[1-9][0-9]{0,19})$/))
/** Hex sha256 of the commit's encoded MLSMessage. */
const commitRef = z.string().check(z.regex(/^[0-9a-f]{64}$/))

export const epochClaimSchema = z.looseObject({
  group_id: str,
  epoch: str,
  commit_ref: str,
  /** Who claimed it. */
  userid: str,
  claimed_at: num,
})

const notMember = refuse.forbidden('the signer is not in the conversation the group id names')

/** Claims the epoch for a commit; answers the claim that holds: this one, or an earlier one. */
export const claimEpoch = dataEndpoint({
  name: 'e2e.claimEpoch',
  method: 'POST',
  path: '/api/user/e2e_epoch/',
  auth: signedBy.userSignature('group_id', 'epoch', 'commit_ref'),
  refusals: { forbidden: notMember },
  params: z.object({ group_id: groupIdHex, epoch, commit_ref: commitRef }),
  data: epochClaimSchema,
})

/** The claim of an epoch, or null while nobody claimed it. */
export const readEpochClaim = dataEndpoint({
  name: 'e2e.readEpochClaim',
  method: 'GET',
  path: '/api/user/e2e_epoch/',
  auth: signedBy.userSignature('group_id', 'epoch'),
  refusals: { forbidden: notMember },
  params: z.object({ group_id: groupIdHex, epoch }),
  data: z.nullable(epochClaimSchema),
})

export const e2eEpochEndpoints = [claimEpoch, readEpochClaim] as const
