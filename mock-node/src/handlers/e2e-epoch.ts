/**
 * Epoch claims (docs/protocol.md §3.10 "Concurrent commits", §4.5): the first commit claimed for an epoch
 * holds it. Only the conversation's members may claim or read: the group id names the conversation.
 */
import { claimEpoch, readEpochClaim } from '#domain/contract'
import { hexToBytes } from '#domain/crypto/encoding'
import { parseGroupId } from '#domain/e2e'
import { isGroupTopic } from '#domain/protocol'
import type { NodeContext } from '../context'
import { fail } from '../failure'
import { route } from '../http/routes'

const NOT_IN_CONVERSATION = 'You are not in this conversation'

/** Refuses a caller who is not in the conversation `groupIdHex` names (a group's member, or one of the pair). */
const requireInConversation = (ctx: NodeContext, caller: string, groupIdHex: string): void => {
  const parsed = parseGroupId(hexToBytes(groupIdHex))
  if (!parsed) throw fail.badRequest('Invalid group id')
  const { conversation } = parsed
  const inside = isGroupTopic(conversation)
    ? Boolean(ctx.state.groups.get(conversation)?.members.has(caller))
    : conversation.split('+').includes(caller)
  if (!inside) throw fail.forbidden(NOT_IN_CONVERSATION)
}

export const e2eEpochRoutes = [
  route(claimEpoch, ({ fields, caller }, ctx) => {
    const userid = caller ?? ''
    requireInConversation(ctx, userid, fields.group_id)
    const { group_id, epoch, commit_ref } = fields
    return ctx.state.e2eEpochs.claim({ group_id, epoch, commit_ref, userid, claimed_at: ctx.now() })
  }),

  route(readEpochClaim, ({ fields, caller }, ctx) => {
    requireInConversation(ctx, caller ?? '', fields.group_id)
    return ctx.state.e2eEpochs.get(fields.group_id, fields.epoch) ?? null
  }),
]
