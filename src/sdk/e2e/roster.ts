/**
 * Keeps each MLS group of a conversation in line with who is in it (docs/protocol.md §3.10 "Membership",
 * "Concurrent commits"): the published devices of its members (the two users of a 1:1 chat, the node's
 * `group_members` of a group). A device missing from the group is added (its user gets a Welcome); a leaf
 * of someone no longer in the conversation, or of a device no longer published, is removed. Every such
 * commit first claims its epoch at the node; only the first claim stored is sent and kept, and a member
 * that lost the claim leaves it to the winner's commit and checks again next time.
 */
import { claimEpoch, groupMembers, messageHistory, readEpochClaim } from '../../domain/contract'
import { base64ToBytes, hexToBytes } from '../../domain/crypto/encoding'
import { sha256Hex } from '../../domain/crypto/hash'
import { decodeDeviceCert, isE2ESuite, MlsFrameType } from '../../domain/e2e'
import { isGroupTopic } from '../../domain/protocol'
import type { MlsEngine } from '../../ports'
import type { ClientContext } from '../core/context'
import type { ClaimedDevice, Directory } from './directory'
import type { Identities } from './identity'
import type { E2ERecords } from './records'

export interface RosterParts {
  ctx: ClientContext
  engine: MlsEngine
  records: E2ERecords
  identities: Identities
  directory: Directory
  sendHandshake(handshake: { topic: string; messageType: MlsFrameType; payload: Uint8Array }): Promise<void>
  /** Applies a handshake read from the history (the conversation's open path, inside the lock). */
  applyHandshake(incoming: { messageId: string; comeFrom: string; payload: Uint8Array }): Promise<unknown>
}

/** Reads of the history while the winning commit is on its way to the node (it claims, then sends). */
const WINNER_READS = 6
const WINNER_FIRST_WAIT_MS = 100

const MEMBERS_PAGE = 100

interface Leaf {
  userid: string
  device: string
  credential: Uint8Array
}

const leafOf = (credential: Uint8Array): Leaf | undefined => {
  try {
    const cert = decodeDeviceCert(credential)
    return { userid: cert.userid, device: cert.device, credential }
  } catch {
    return undefined
  }
}

/** The reference a claim names a commit by: hex sha256 of its encoded MLSMessage. */
export const commitRef = (commit: Uint8Array): string => sha256Hex(commit)

/** Who is in a conversation and which devices each published: read before the lock is taken (./e2e.ts). */
export interface Survey {
  members: string[]
  published: Map<string, Set<string>>
}

export class Roster {
  constructor(private readonly parts: RosterParts) {}

  /**
   * The conversation's members and their published devices, from the node. Network only, no MLS state, so the
   * caller reads it outside the store's lock: a slow node never holds back a message being sealed.
   */
  async survey(conversation: string, topic: string): Promise<Survey> {
    const members = await this.membersOf(conversation, topic)
    const published = new Map<string, Set<string>>()
    for (const userid of members) {
      const devices = await this.parts.directory.devices(userid)
      published.set(userid, new Set((devices ?? []).map((entry) => entry.device_id)))
    }
    return { members, published }
  }

  /** The userids of the conversation behind `topic` (this user included). */
  async membersOf(conversation: string, topic: string): Promise<string[]> {
    if (!isGroupTopic(topic)) return conversation.split('+')
    const members: string[] = []
    for (let page = 1; ; page++) {
      const { items } = await this.parts.ctx.api.call(groupMembers, {
        groupid: topic,
        page,
        size: MEMBERS_PAGE,
      })
      members.push(...items.map((item) => item.userid))
      if (items.length < MEMBERS_PAGE) return members
    }
  }

  /**
   * Commits what `groupId` lacks or holds too much of, and answers the members it still cannot reach (no
   * published device, or none that verifies): the conversation warns of them. Call inside the store's lock.
   */
  async sync(groupId: string, topic: string, { members, published }: Survey): Promise<string[]> {
    const { records, engine, directory, identities } = this.parts
    const me = this.parts.ctx.keys.userid
    if (!members.includes(me)) return []
    const state = await records.group(groupId)
    if (!state) return []
    const leaves = engine.members(state).flatMap((credential) => leafOf(credential) ?? [])
    const held = new Set(leaves.map((leaf) => leaf.device))
    const remove = leaves.filter(
      (leaf) => leaf.userid !== me && !published.get(leaf.userid)?.has(leaf.device),
    )
    const lacking = members.filter((userid) => [...(published.get(userid) ?? [])].some((id) => !held.has(id)))
    const added = new Map<string, ClaimedDevice[]>()
    for (const userid of lacking) {
      const claimed = ((await directory.claim(userid)) ?? []).filter((entry) => !held.has(entry.deviceId))
      const verified: ClaimedDevice[] = []
      for (const entry of claimed) {
        const leaf = leafOf(entry.credential)
        if (leaf && (await identities.check(entry.credential, hexToBytes(leaf.device)))) verified.push(entry)
      }
      if (verified.length) added.set(userid, verified)
    }
    const add = [...added.values()].flat().map((entry) => entry.keyPackage)
    const reached = new Set([
      ...leaves.filter((leaf) => !remove.includes(leaf)).map((l) => l.userid),
      ...added.keys(),
    ])
    const missing = members.filter((userid) => !reached.has(userid))
    if (!add.length && !remove.length) return missing
    const result = await engine.commit(
      state,
      { add, remove: remove.map((leaf) => leaf.credential) },
      identities.check,
    )
    const ref = commitRef(result.commit)
    const claim = await this.parts.ctx.api.call(claimEpoch, {
      group_id: groupId,
      epoch: result.epoch.toString(),
      commit_ref: ref,
    })
    // Another member's commit holds this epoch: it arrives as a frame, and the next sync starts from it.
    if (claim.commit_ref !== ref) {
      this.parts.ctx.ports.logger.info('E2E commit lost its epoch', {
        groupId,
        epoch: claim.epoch,
        to: claim.userid,
      })
      // Nothing is sealed in the epoch the winner closed: a member it added could not read it.
      await this.applyWinner(topic, claim.commit_ref)
      return missing
    }
    await records.putGroup(groupId, result.next)
    await this.parts.sendHandshake({ topic, messageType: MlsFrameType.commit, payload: result.commit })
    if (result.welcome)
      for (const userid of added.keys())
        await this.parts.sendHandshake({
          topic: userid,
          messageType: MlsFrameType.welcome,
          payload: result.welcome,
        })
    return missing
  }

  /**
   * The commit that won an epoch, read from the conversation's history and applied now, so what this member
   * seals next is in the new epoch. Until it is stored (its sender claims first, then sends) the history is
   * read again, waiting longer each time; if it never shows, its live frame applies it later.
   */
  private async applyWinner(topic: string, ref: string): Promise<void> {
    const { ctx } = this.parts
    for (let read = 0; read < WINNER_READS; read++) {
      const { items } = await ctx.api.call(messageHistory, { topic, page: 1, size: MEMBERS_PAGE })
      const winner = items.find(
        (item) => isE2ESuite(item.cipher_suite) && commitRef(base64ToBytes(item.payload)) === ref,
      )
      if (winner) {
        const { messageid: messageId, from: comeFrom, payload } = winner
        await this.parts.applyHandshake({ messageId, comeFrom, payload: base64ToBytes(payload) })
        return
      }
      await new Promise((resolve) =>
        ctx.ports.clock.setTimeout(() => resolve(undefined), WINNER_FIRST_WAIT_MS * 2 ** read),
      )
    }
  }

  /** Whether `commit` is the one the node says holds its epoch (a commit nobody claimed is never applied). */
  async holdsEpoch(groupId: string, epoch: bigint, commit: Uint8Array): Promise<boolean> {
    const claim = await this.parts.ctx.api.call(readEpochClaim, {
      group_id: groupId,
      epoch: epoch.toString(),
    })
    return claim?.commit_ref === commitRef(commit)
  }
}
