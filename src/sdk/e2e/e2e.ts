/**
 * End-to-end encryption for chats between this project's clients (docs/protocol.md §3.10): the one object
 * the message module and the screens talk to. It seals outgoing text for an encrypted conversation, turns
 * every MLS frame and history item back into a plain one (or drops it when it was a handshake), and says
 * of each conversation whether it is encrypted and, if not, why. Every step that reads or advances MLS
 * state runs under the E2E store's lock, so tabs and concurrent frames take turns.
 */
import { CIPHER_NONE, PayloadType } from '../../domain/config'
import { base64ToBytes, bytesToBase64, utf8ToBytes } from '../../domain/crypto/encoding'
import {
  conversationKey,
  E2E_CIPHER_SUITE,
  E2E_PAYLOAD_TYPE,
  isE2ESuite,
  OPENED_FROM_KEY,
  UNDECRYPTABLE_TEXT,
} from '../../domain/e2e'
import type { HistoryItem, SealedPayload } from '../../domain/messages'
import type { Web3MQRequestMessage } from '../../domain/protocol'
import type { E2EStore, MlsEngine } from '../../ports'
import type { ClientContext } from '../core/context'
import {
  type ChatSecurity,
  Conversations,
  type Handshake,
  type IncomingMls,
  type Opened,
  type Settled,
} from './conversations'
import { Device } from './device'
import { Directory } from './directory'
import { Identities } from './identity'
import { E2ERecords, type StoredDevice } from './records'
import { Roster, type Survey } from './roster'
import { Sweep } from './sweep'

export type { ChatSecurity, Handshake } from './conversations'

/** An outgoing payload as the frame carries it (the outbox keeps it as it is). */
export type Sealed = SealedPayload

export interface E2EOptions {
  engine: MlsEngine
  store: E2EStore
  /** The main key pair that certifies this device; without it the client does not encrypt. */
  mainKeys: { PrivateKey: string; PublicKey: string } | undefined
}

const sealedOf = (payload: Uint8Array, messageType?: string): Sealed => ({
  payload: bytesToBase64(payload),
  cipherSuite: E2E_CIPHER_SUITE,
  payloadType: E2E_PAYLOAD_TYPE,
  ...(messageType ? { messageType } : {}),
})

export class E2EModule {
  private readonly conversations: Conversations
  private readonly device: Device
  private readonly roster: Roster
  private readonly sweep: Sweep
  private readonly records: E2ERecords
  private sendHandshake: (topic: string, sealed: Sealed) => Promise<void> = async () => {
    throw new Error('E2E handshakes need the message module')
  }
  private started: Promise<void> | undefined
  private device_: Promise<StoredDevice> | undefined
  private sweeping: Promise<void> | undefined
  /** The sweep running to find what a message was behind, and the one that will start after it. */
  private catchingUp: Promise<void> | undefined
  private nextCatchUp: Promise<void> | undefined
  /** Groups and epochs already looked for: each is looked for once (./conversations.ts `behind`). */
  private readonly sought = new Set<string>()

  constructor(
    private readonly ctx: ClientContext,
    private readonly options: E2EOptions,
  ) {
    const records = new E2ERecords(options.store)
    this.records = records
    const directory = new Directory(ctx)
    const identities = new Identities(ctx)
    const { PrivateKey = '', PublicKey = '' } = options.mainKeys ?? {}
    this.device = new Device(ctx, options.engine, records, directory, {
      privateKeyHex: PrivateKey,
      publicKeyHex: PublicKey,
    })
    const sendHandshake = ({ topic, messageType, payload }: Handshake) =>
      this.sendHandshake(topic, sealedOf(payload, messageType))
    const { engine } = options
    // The roster applies a race's winning commit through the conversations' open path (bound once both exist).
    const applyHandshake = (incoming: IncomingMls) => this.conversations.open(incoming)
    const roster = new Roster({ ctx, engine, records, identities, directory, sendHandshake, applyHandshake })
    this.roster = roster
    this.conversations = new Conversations({
      ...{ ctx, engine, records, identities, directory, roster, sendHandshake },
      device: this.device,
    })
    // The sweep itself opens oldest first across chats, so it never sweeps again for what it opens.
    this.sweep = new Sweep(ctx, records, (items) => this.openItems(items, false))
  }

  /** The message module's hidden send (the outbox, no row): how Welcomes and commits leave. */
  setHandshakeSender(send: (topic: string, sealed: Sealed) => Promise<void>): void {
    this.sendHandshake = send
  }

  /**
   * Makes and publishes this device when needed, and tops up its key packages. Once per client. What reached
   * the node while the device was away is read meanwhile (./sweep.ts).
   */
  start(): Promise<void> {
    void this.swept()
    this.started ??= this.ready()
      .then((device) => this.device.topUp(device))
      .catch((error: unknown) => {
        this.started = undefined
        throw error
      })
    return this.started
  }

  /**
   * This device, made first when there is none (which needs the node); an existing device needs nothing from
   * the network, so a message is sealed while the node is away.
   */
  private ready() {
    this.device_ ??= this.exclusive(() => this.device.current()).catch((error: unknown) => {
      this.device_ = undefined
      throw error
    })
    return this.device_
  }

  /** Whether the conversation is encrypted: set up now if it can be, its members' devices synced. */
  async security(topic: string): Promise<ChatSecurity> {
    await this.ready()
    await this.beforeFirstGroup(topic)
    const survey = await this.survey(topic)
    return this.exclusive(() => this.conversations.ensure(topic, survey))
  }

  /**
   * The payload to send for `text`: sealed for an encrypted conversation, undefined for a plain one.
   * `payloadType` names a content type (docs/protocol.md §3.11), which is sealed with it.
   */
  async seal(
    topic: string,
    text: string,
    payloadType: string = PayloadType.text,
  ): Promise<Sealed | undefined> {
    await this.ready()
    await this.beforeFirstGroup(topic)
    const survey = this.conversations.needsSurvey(topic) ? await this.survey(topic) : undefined
    const plain = { payloadType, text }
    const sealed = await this.exclusive(() => this.conversations.seal(topic, plain, survey))
    return sealed && sealedOf(sealed)
  }

  /**
   * Who is in the conversation now, read outside the lock; undefined when the node cannot say (offline): the
   * groups then stay as they are, and the next survey catches up.
   */
  private async survey(topic: string): Promise<Survey | undefined> {
    const key = conversationKey(topic, this.ctx.keys.userid)
    if (key === null) return undefined
    try {
      return await this.roster.survey(key, topic)
    } catch (error) {
      this.ctx.ports.logger.warn('E2E members not read; the groups stay as they are', error)
      return undefined
    }
  }

  /** Keeps the text of an own sealed message under its id (a sender cannot decrypt its own message). */
  remember(messageId: string, text: string, payloadType?: string): Promise<void> {
    return this.conversations.remember(messageId, text, payloadType)
  }

  /**
   * Settles once what the device missed while away has been opened (./sweep.ts), so a Welcome is joined before
   * a message of its group is read. A failed sweep settles too (the node away: nothing live to open then) and
   * runs again at the next open, which comes with the node reachable.
   */
  private swept(): Promise<void> {
    this.sweeping ??= this.ready()
      .then((device) => this.sweep.run(device))
      .catch((error: unknown) => {
        this.sweeping = undefined
        this.ctx.ports.logger.warn('E2E missed messages not read; read again at the next message', error)
      })
    return this.sweeping
  }

  /** A live frame as the chat modules read it: opened in place, or undefined for a handshake. */
  async openFrame(message: Web3MQRequestMessage): Promise<Web3MQRequestMessage | undefined> {
    if (!isE2ESuite(message.cipherSuite)) return message
    await this.swept()
    const opened = await this.open(message)
    if (opened === undefined) return undefined
    return {
      ...message,
      cipherSuite: CIPHER_NONE,
      extraData: { ...message.extraData, [OPENED_FROM_KEY]: message.cipherSuite },
      payloadType: opened.payloadType ?? PayloadType.text,
      payload: utf8ToBytes(opened.text),
    }
  }

  /** History items opened in place, oldest first (MLS state advances in order); handshakes dropped. */
  async openHistory(items: readonly HistoryItem[]): Promise<HistoryItem[]> {
    if (!items.some((item) => isE2ESuite(item.cipher_suite))) return [...items]
    await this.swept()
    return this.openItems(items)
  }

  private async openItems(items: readonly HistoryItem[], mayCatchUp = true): Promise<HistoryItem[]> {
    const oldestFirst = [...items].sort((a, b) => a.timestamp - b.timestamp)
    const opened = new Map<string, HistoryItem | undefined>()
    for (const item of oldestFirst) {
      if (!isE2ESuite(item.cipher_suite)) continue
      const incoming = {
        messageId: item.messageid,
        comeFrom: item.from,
        payload: base64ToBytes(item.payload),
      }
      const plain = await this.open(incoming, mayCatchUp)
      opened.set(
        item.messageid,
        plain === undefined
          ? undefined
          : {
              ...item,
              cipher_suite: CIPHER_NONE,
              payload_type: plain.payloadType ?? PayloadType.text,
              payload: bytesToBase64(utf8ToBytes(plain.text)),
            },
      )
    }
    return items.flatMap((item) => {
      if (!opened.has(item.messageid)) return [item]
      const done = opened.get(item.messageid)
      return done ? [done] : []
    })
  }

  /**
   * The text to show and its payloadType (docs/protocol.md §3.11), or undefined for a handshake (never a row).
   * A message of a group or epoch this device has not reached is opened again after reading what was missed.
   */
  private async open(
    incoming: IncomingMls,
    mayCatchUp = true,
  ): Promise<{ text: string; payloadType?: string } | undefined> {
    await this.ready().catch(() => undefined)
    let opened = await this.openOnce(incoming)
    if (opened.kind === 'behind' && mayCatchUp && (await this.caughtUpFor(opened.wanted)))
      opened = await this.openOnce(incoming)
    const settled: Settled = opened.kind === 'behind' ? opened.otherwise : opened
    if (settled.kind === 'handshake' || settled.kind === 'beforeJoin') return undefined
    if (settled.kind === 'text') return settled
    this.ctx.ports.logger.warn(UNDECRYPTABLE_TEXT, { messageId: incoming.messageId, reason: settled.reason })
    return { text: UNDECRYPTABLE_TEXT }
  }

  private async openOnce(incoming: IncomingMls): Promise<Opened> {
    try {
      return await this.exclusive(() => this.conversations.open(incoming))
    } catch (error) {
      return { kind: 'undecryptable', reason: error instanceof Error ? error.message : String(error) }
    }
  }

  /**
   * Before this device makes a conversation's first group: a Welcome to one may be on the node unread
   * (`caughtUpFor`), and joining it spares every member a second group and its key packages. Once per
   * conversation, so a conversation this client has looked at already costs a send nothing here.
   */
  private async beforeFirstGroup(topic: string): Promise<void> {
    const key = conversationKey(topic, this.ctx.keys.userid)
    if (key === null || this.conversations.knows(key)) return
    if (!(await this.records.groupsOf(key)).length) await this.caughtUpFor(`first|${key}`)
  }

  /**
   * Reads again what reached the node since the last sweep, once for each missing group or epoch; false when
   * it was looked for before or the node could not be read. The sweep at start runs before the socket opens,
   * so a Welcome or commit stored between the two is neither swept nor heard live (docs/protocol.md §3.10
   * "Away"); its sender sent it before the message that needs it, so a sweep begun after that message came
   * finds it. Callers that arrive while a sweep runs share the next one, which begins after they asked.
   */
  private async caughtUpFor(wanted: string): Promise<boolean> {
    if (this.sought.has(wanted)) return false
    this.sought.add(wanted)
    this.nextCatchUp ??= (this.catchingUp ?? this.swept()).then(() => {
      this.nextCatchUp = undefined
      const run = this.ready().then((device) => this.sweep.run(device))
      this.catchingUp = run.catch(() => undefined)
      return run
    })
    try {
      await this.nextCatchUp
      return true
    } catch (error) {
      this.ctx.ports.logger.warn('E2E missed messages not read', error)
      return false
    }
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.options.store.exclusive(task)
  }
}
