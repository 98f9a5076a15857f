/**
 * Each conversation as an MLS group (docs/protocol.md §3.10): set up on first use with every published
 * device of its members, its state advanced one step at a time under the E2E store's lock, messages sealed
 * in the preferred group and opened in whichever group they name. A conversation with a member who
 * published no device stays plain and says who.
 */
import { PayloadType } from '../../domain/config'
import { messageHistory } from '../../domain/contract'
import { bytesToHex, hexToBytes } from '../../domain/crypto/encoding'
import {
  conversationKey,
  decodeDeviceCert,
  decodeEnvelope,
  encodeEnvelope,
  isE2ESuite,
  MlsFrameType,
  makeGroupId,
  parseGroupId,
  preferredGroup,
} from '../../domain/e2e'
import {
  fromEnvelope,
  fromPlain,
  type PlainContent,
  toEnvelope,
  toPlain,
} from '../../domain/messages/content'
import { isGroupTopic } from '../../domain/protocol'
import type { MlsEngine } from '../../ports'
import type { ClientContext } from '../core/context'
import type { Device } from './device'
import type { ClaimedDevice, Directory } from './directory'
import type { Identities, RefusedDevice } from './identity'
import type { E2ERecords } from './records'
import type { Roster, Survey } from './roster'

/** Whether a conversation is end-to-end encrypted, and if not, why (the conversation says so). */
export type ChatSecurity =
  /**
   * `joinedLate`: this device joined after the conversation began, so what was said before is not shown here
   * (docs/protocol.md §3.10 "Membership").
   */
  | {
      state: 'encrypted'
      refused: readonly RefusedDevice[]
      joinedLate: boolean
      /** Members the group cannot reach (no published device that verifies): they cannot read what is sent. */
      missing: readonly string[]
    }
  /** Members who published no device: their app does not support it. */
  | { state: 'plain'; reason: 'unsupported'; userids: readonly string[] }
  /** Members whose every published device was refused (its certificate does not verify). */
  | { state: 'plain'; reason: 'refused'; userids: readonly string[]; refused: readonly RefusedDevice[] }
  /** The node keeps no key packages. */
  | { state: 'plain'; reason: 'node' }

/** A handshake frame to send (through the outbox, never shown as a row). */
export interface Handshake {
  topic: string
  messageType: MlsFrameType
  payload: Uint8Array
}

/** What a received MLS payload turned out to be. */
export type Opened =
  /** A chat message in its plain form (docs/protocol.md §3.11): its text, and the payloadType of a content type. */
  | { kind: 'text'; text: string; payloadType?: string }
  | { kind: 'handshake' }
  /** Sent before this device joined: no key for it ever reached this device, and no row is shown. */
  | { kind: 'beforeJoin' }
  | { kind: 'undecryptable'; reason: string }
  /**
   * For a group this device does not hold, or an epoch past its state: a Welcome or commit may have reached
   * the node unseen (./e2e.ts reads what was missed, then opens it again). `wanted` names what is missing;
   * `otherwise` is the answer when nothing more is found.
   */
  | { kind: 'behind'; wanted: string; otherwise: Settled }

/** An answer that reading what was missed cannot change. */
export type Settled = Exclude<Opened, { kind: 'behind' }>

export interface IncomingMls {
  messageId: string
  comeFrom: string
  payload: Uint8Array
}

interface Parts {
  ctx: ClientContext
  engine: MlsEngine
  records: E2ERecords
  identities: Identities
  directory: Directory
  device: Device
  roster: Roster
  sendHandshake(handshake: Handshake): Promise<void>
}

/**
 * How long a plain conversation is taken as plain between messages before the directory is asked again (the
 * peer may install this app meanwhile): a minute spares each message its directory read.
 */
export const PLAIN_RECHECK_MS = 60_000

/** The newest history items looked at to tell whether a conversation was encrypted before this device. */
const LATE_PROBE = 20

/** Kept in place of a text for a handshake already applied, so a repeat (live, then in history) is not. */
const HANDSHAKE_SEEN = '\u0000handshake'

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export class Conversations {
  private readonly known = new Map<string, ChatSecurity>()
  /** When each conversation's security was last found, ms. */
  private readonly checkedAt = new Map<string, number>()
  /** Conversations whose members' devices are synced at the next message (a Welcome brought a new group). */
  private readonly stale = new Set<string>()

  constructor(private readonly parts: Parts) {}

  private get me(): string {
    return this.parts.ctx.keys.userid
  }

  /**
   * Finds or sets up the conversation's group; with `sync`, also brings its groups in line with who is in
   * the conversation now (./roster.ts). A plain answer is checked again at the next call (the peer may
   * install this app); an encrypted conversation stays encrypted. Call inside the store's lock.
   */
  async ensure(topic: string, given?: Survey): Promise<ChatSecurity> {
    let survey = given
    const key = conversationKey(topic, this.me)
    if (key === null) return { state: 'plain', reason: 'unsupported', userids: [topic] }
    const now = this.parts.ctx.ports.clock.now()
    const known = this.known.get(key)
    // Between messages an encrypted answer stands (it never goes back) until a device joined one of the
    // conversation's groups (its other groups may lack that device); a plain one stands for a while. With a
    // survey (opening the chat, a group's message) the groups are synced with it.
    const stale = this.stale.has(key)
    if (!survey && !stale && known?.state === 'encrypted') return known
    // A Welcome that arrived after the caller looked: read who is in it now, here (rare, so inside the lock).
    if (!survey && stale) survey = await this.parts.roster.survey(key, topic).catch(() => undefined)
    if (!survey && known?.state === 'plain' && now - (this.checkedAt.get(key) ?? 0) < PLAIN_RECHECK_MS)
      return known
    const groups = await this.parts.records.groupsOf(key)
    let security: ChatSecurity
    if (!groups.length) security = await this.create(key, topic)
    else {
      let missing = [...(this.cachedMissing(key) ?? [])]
      if (survey) {
        this.stale.delete(key)
        const preferred = preferredGroup(groups)
        for (const groupId of groups) {
          const unreached = await this.parts.roster.sync(groupId, topic, survey)
          if (groupId === preferred) missing = unreached
        }
      }
      security = await this.encrypted(key, missing)
    }
    this.known.set(key, security)
    this.checkedAt.set(key, now)
    return security
  }

  /** Whether this client has found the conversation's security before (set up or joined, or plain). */
  knows(conversation: string): boolean {
    return this.known.has(conversation)
  }

  /** Whether the conversation's groups must be synced before its next message (a Welcome brought a new one). */
  needsSurvey(topic: string): boolean {
    const key = conversationKey(topic, this.me)
    return key !== null && (isGroupTopic(topic) || this.stale.has(key))
  }

  /**
   * The message sealed in the conversation's preferred group; undefined for a plain conversation. With a
   * survey (./e2e.ts reads one before every group message) the groups follow who is in it first, so someone
   * who left never reads what follows.
   */
  async seal(topic: string, plain: PlainContent, survey?: Survey): Promise<Uint8Array | undefined> {
    const security = await this.ensure(topic, survey)
    if (security.state !== 'encrypted') return undefined
    const key = conversationKey(topic, this.me) as string
    const { records, engine } = this.parts
    const groupId = preferredGroup(await records.groupsOf(key)) as string
    const state = await records.group(groupId)
    if (!state) throw new Error(`E2E group ${groupId} is missing its state`)
    // A content type rides inside the envelope (docs/protocol.md §3.11); nothing of it shows outside.
    const { message, next } = await engine.encrypt(state, encodeEnvelope(toEnvelope(fromPlain(plain))))
    await records.putGroup(groupId, next)
    return message
  }

  /** Opens an MLS payload: a chat message's text, a handshake applied, or why it could not be read. */
  async open(incoming: IncomingMls): Promise<Opened> {
    const { records, engine } = this.parts
    const known = await records.plaintext(incoming.messageId)
    if (known === HANDSHAKE_SEEN) return { kind: 'handshake' }
    if (known !== undefined) return this.opened(incoming.messageId, known)
    let header: ReturnType<MlsEngine['peek']>
    try {
      header = engine.peek(incoming.payload)
    } catch (error) {
      return { kind: 'undecryptable', reason: reasonOf(error) }
    }
    if (header.wireformat === 'welcome') return this.join(incoming)
    if (!header.groupId) return { kind: 'undecryptable', reason: `unexpected ${header.wireformat}` }
    const state = await records.group(header.groupId)
    if (!state) return this.notHeld(header.groupId)
    if (header.epoch !== undefined && header.epoch < (await records.joinedAt(header.groupId)))
      return { kind: 'beforeJoin' }
    const isCommit = header.contentType === 'commit'
    if (header.epoch !== undefined && header.epoch > engine.epoch(state))
      return {
        kind: 'behind',
        wanted: `${header.groupId}@${header.epoch}`,
        otherwise: isCommit ? { kind: 'handshake' } : { kind: 'undecryptable', reason: 'epoch not reached' },
      }
    // A commit counts only when the node's claim for its epoch names it (./roster.ts): a race's loser and a
    // replay are refused here, the state untouched.
    if (isCommit) {
      const epoch = header.epoch ?? -1n
      if (epoch !== engine.epoch(state)) return { kind: 'handshake' }
      if (!(await this.parts.roster.holdsEpoch(header.groupId, epoch, incoming.payload)))
        return { kind: 'handshake' }
    }
    try {
      const processed = await engine.process(state, incoming.payload, this.parts.identities.check)
      if (processed.kind === 'commit') {
        await records.putGroup(header.groupId, processed.next)
        await records.putPlaintext(incoming.messageId, HANDSHAKE_SEEN)
        return { kind: 'handshake' }
      }
      const { text, payloadType } = toPlain(fromEnvelope(decodeEnvelope(processed.plaintext)))
      const typed = payloadType === PayloadType.text ? undefined : payloadType
      // The text first: MLS opens a message once, so a page that leaves between the two writes must not keep
      // the advanced state without the text. The other way round, the message opens again next time.
      await this.remember(incoming.messageId, text, typed)
      await records.putGroup(header.groupId, processed.next)
      return { kind: 'text', text, ...(typed ? { payloadType: typed } : {}) }
    } catch (error) {
      // A commit for an epoch already settled is the loser of a race, or a replay: refused, state kept.
      if (isCommit) return { kind: 'handshake' }
      return { kind: 'undecryptable', reason: reasonOf(error) }
    }
  }

  /**
   * The plaintext of a message, and the payloadType of a content type: an own one is kept because a sender
   * cannot decrypt what it sent, a received one because MLS opens a message once.
   */
  async remember(messageId: string, text: string, payloadType?: string): Promise<void> {
    if (payloadType) await this.parts.records.putPayloadType(messageId, payloadType)
    await this.parts.records.putPlaintext(messageId, text)
  }

  /** A message opened before, from what was kept of it. */
  private async opened(messageId: string, text: string): Promise<Opened> {
    const payloadType = await this.parts.records.payloadTypeOf(messageId)
    return { kind: 'text', text, ...(payloadType ? { payloadType } : {}) }
  }

  private async encrypted(conversation: string, missing: readonly string[] = []): Promise<ChatSecurity> {
    const { records, identities } = this.parts
    let joinedLate = await records.joinedLate(conversation)
    for (const groupId of await records.groupsOf(conversation))
      if ((await records.joinedAt(groupId)) > 1n) joinedLate = true
    return { state: 'encrypted', refused: [...identities.refused], joinedLate, missing }
  }

  /** The members last found unreachable in an encrypted conversation (kept between syncs). */
  private cachedMissing(conversation: string): readonly string[] | undefined {
    const known = this.known.get(conversation)
    return known?.state === 'encrypted' ? known.missing : undefined
  }

  /**
   * A message of a group this device does not hold: one whose Welcome it has not read yet, one of its
   * conversation made before it joined, or not ours.
   */
  private async notHeld(groupId: string): Promise<Opened> {
    const conversation = parseGroupId(groupId)?.conversation
    const held = conversation !== undefined && (await this.parts.records.groupsOf(conversation)).length > 0
    return {
      kind: 'behind',
      wanted: groupId,
      otherwise: held
        ? { kind: 'beforeJoin' }
        : { kind: 'undecryptable', reason: 'not a member of this group' },
    }
  }

  private async join(incoming: IncomingMls): Promise<Opened> {
    const { records } = this.parts
    const opened = await this.joinOnce(incoming)
    await records.putPlaintext(incoming.messageId, HANDSHAKE_SEEN)
    return opened
  }

  private async joinOnce(incoming: IncomingMls): Promise<Opened> {
    const { records, engine, identities } = this.parts
    const packages = await records.packages()
    let joined: Awaited<ReturnType<MlsEngine['join']>>
    try {
      joined = await engine.join(incoming.payload, packages, identities.check)
    } catch (error) {
      // A Welcome for another device of this user is not for this one.
      this.parts.ctx.ports.logger.debug('E2E welcome not joined', reasonOf(error))
      return { kind: 'handshake' }
    }
    const parsed = parseGroupId(joined.groupId)
    const members = parsed?.conversation.split('+') ?? []
    const isPair = !parsed?.conversation.startsWith('group:')
    // A Welcome must name a conversation of this user with its sender.
    if (!parsed || (isPair && !(members.includes(this.me) && members.includes(incoming.comeFrom))))
      return { kind: 'undecryptable', reason: 'welcome for a conversation that is not ours' }
    // A group already held is further on than its Welcome: never rewound to it. It is linked to its
    // conversation still, in case a page left between the two writes below (the store has no transactions).
    if (await records.group(joined.groupId)) {
      await records.addGroup(parsed.conversation, joined.groupId)
      return { kind: 'handshake' }
    }
    await records.putJoinedAt(joined.groupId, engine.epoch(joined.state))
    await records.putGroup(joined.groupId, joined.state)
    await records.addGroup(parsed.conversation, joined.groupId)
    const used = packages.find((pkg) => bytesToHex(pkg.publicPackage) === bytesToHex(joined.usedPackage))
    if (used && !used.lastResort) await records.dropPackage(used.id)
    this.known.set(parsed.conversation, await this.encrypted(parsed.conversation))
    this.stale.add(parsed.conversation)
    return { kind: 'handshake' }
  }

  private async create(key: string, topic: string): Promise<ChatSecurity> {
    const { directory, device, identities } = this.parts
    const members = (await this.parts.roster.membersOf(key, topic)).filter((userid) => userid !== this.me)
    if (!members.length) return { state: 'plain', reason: 'unsupported', userids: [topic] }
    // Listed first, which consumes nothing: a conversation that stays plain claims no one's key packages.
    const listed = new Map<string, string[]>()
    for (const userid of members) {
      const devices = await directory.devices(userid)
      if (devices === undefined) return { state: 'plain', reason: 'node' }
      listed.set(
        userid,
        devices.map((entry) => entry.device_id),
      )
    }
    const unsupported = members.filter((userid) => !listed.get(userid)?.length)
    if (unsupported.length) return { state: 'plain', reason: 'unsupported', userids: unsupported }
    const own = await device.current()
    const claimed = new Map<string, ClaimedDevice[]>()
    for (const userid of [...members, this.me]) {
      const devices = (await directory.claim(userid)) ?? []
      claimed.set(
        userid,
        devices.filter((entry) => entry.deviceId !== own.deviceId),
      )
    }
    const accepted = new Map<string, ClaimedDevice[]>()
    for (const [userid, devices] of claimed) accepted.set(userid, await this.verified(devices))
    const refusedUsers = members.filter((userid) => !accepted.get(userid)?.length)
    if (refusedUsers.length)
      return { state: 'plain', reason: 'refused', userids: refusedUsers, refused: [...identities.refused] }
    const { engine, records, ctx } = this.parts
    const groupId = makeGroupId(key, bytesToHex(ctx.ports.random.bytes(16)))
    const add = [...accepted.values()].flat().map((entry) => entry.keyPackage)
    const created = await engine.createGroup(own, groupId)
    // Nobody else knows this group yet, so its first commit cannot lose a race: kept at once.
    const { next, welcome } = await engine.commit(created, { add }, identities.check)
    const groupHex = bytesToHex(groupId)
    // Encrypted messages already in the conversation (from another device of this user, say) stay unreadable here.
    const { items } = await ctx.api.call(messageHistory, { topic, page: 1, size: LATE_PROBE })
    if (items.some((item) => isE2ESuite(item.cipher_suite))) await records.markJoinedLate(key)
    await records.putGroup(groupHex, next)
    await records.addGroup(key, groupHex)
    if (welcome) {
      for (const userid of accepted.keys())
        if (accepted.get(userid)?.length)
          await this.parts.sendHandshake({
            topic: userid,
            messageType: MlsFrameType.welcome,
            payload: welcome,
          })
    }
    return this.encrypted(key)
  }

  /** The claimed devices whose certificate verifies against the wallet-attested main key. */
  private async verified(devices: readonly ClaimedDevice[]): Promise<ClaimedDevice[]> {
    const kept: ClaimedDevice[] = []
    for (const entry of devices) {
      let devicePublicKey: Uint8Array
      try {
        devicePublicKey = hexToBytes(decodeDeviceCert(entry.credential).device)
      } catch {
        devicePublicKey = new Uint8Array()
      }
      if (await this.parts.identities.check(entry.credential, devicePublicKey)) kept.push(entry)
    }
    return kept
  }
}
