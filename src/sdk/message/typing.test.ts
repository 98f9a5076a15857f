import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryChatStore, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import { TYPING_MESSAGE_TYPE } from '../../domain/messages/typing'
import { messageFrame, type Web3MQRequestMessage } from '../../domain/protocol'
import { verifyBase64 } from '../../domain/signing/sign'
import { fromSignContent, messageId } from '../../domain/signing/socket'
import type { ClientContext } from '../core/context'
import type { ChatSecurity, E2EModule } from '../e2e/e2e'
import { MessageModule } from './message'
import { TYPING_SECURITY_TTL_MS, TypingModule } from './typing'

const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'
const ENCRYPTED: ChatSecurity = { state: 'encrypted', refused: [], joinedLate: false, missing: [] }

let clock: ManualClock
let session: FakeSession
let asked: string[]

/** A client context whose E2E module answers `security` for every conversation (asked recorded); null: no E2E. */
const setup = (security: ChatSecurity | null = ENCRYPTED) => {
  const { ctx } = memoryContext({
    node: new MemoryNode(),
    keys: KEYS,
    ports: { clock, random: seededRandom(), logger: new MemoryLogger(), chatStore: new MemoryChatStore() },
    session,
  })
  if (security) {
    const e2e = {
      security: async (topic: string) => {
        asked.push(topic)
        return security
      },
    }
    ctx.e2e = e2e as unknown as E2EModule
  }
  return { ctx, typing: new TypingModule(ctx) }
}

const sentMessages = (): Web3MQRequestMessage[] =>
  session.sent.flatMap((frame) => (frame.kind === 'message' ? [frame.message] : []))

/** A typing frame as another client sends it (the node relays it unchanged). */
const typingFrame = (from: string, to: string) =>
  messageFrame({
    payload: new Uint8Array(0),
    contentTopic: to,
    comeFrom: from,
    timestamp: T0,
    messageId: messageId({ comeFrom: from, contentTopic: to, timestamp: T0, payload: new Uint8Array(0) }),
    fromSign: 'sig',
    nodeId: 'nodeId',
    needStore: false,
    messageType: TYPING_MESSAGE_TYPE,
  })

beforeEach(() => {
  clock = new ManualClock(T0, 0)
  session = new FakeSession()
  asked = []
})

describe('TypingModule.announce', () => {
  it('sends one signed type-16 frame: messageType Web3MQ/typing, needStore false, empty payload', async () => {
    const { typing } = setup()
    expect(await typing.announce(PEER)).toBe(true)
    const [frame] = sentMessages()
    const id = messageId({ comeFrom: ME, contentTopic: PEER, timestamp: T0, payload: new Uint8Array(0) })
    expect(frame).toMatchObject({
      contentTopic: PEER,
      comeFrom: ME,
      messageType: 'Web3MQ/typing',
      needStore: false,
      payload: new Uint8Array(0),
      messageId: id,
      nodeId: 'nodeId',
      cipherSuite: 'NONE',
      timestamp: BigInt(T0),
    })
    const signed = fromSignContent({
      messageId: id,
      comeFrom: ME,
      contentTopic: PEER,
      nodeId: 'nodeId',
      timestamp: T0,
    })
    expect(verifyBase64(signed, frame?.fromSign ?? '', KEYS.PublicKey)).toBe(true)
    expect(sentMessages()).toHaveLength(1)
  })

  it('sends nothing where a member may run another client: plain, a member missing, or no E2E at all', async () => {
    for (const security of [
      { state: 'plain', reason: 'unsupported', userids: [PEER] } as ChatSecurity,
      { ...ENCRYPTED, missing: [PEER] } as ChatSecurity,
      null,
    ]) {
      const { typing } = setup(security)
      expect(await typing.announce(PEER)).toBe(false)
    }
    expect(sentMessages()).toEqual([])
  })

  it('drops typing while the socket is not open, and sends nothing of it once it is', async () => {
    const { typing } = setup()
    session.setStatus('backingOff')
    expect(await typing.announce(PEER)).toBe(false)
    session.setStatus('open')
    expect(sentMessages()).toEqual([])
    expect(await typing.announce(PEER)).toBe(true)
    expect(sentMessages()).toHaveLength(1)
  })

  it('asks whether everyone runs this client once a minute per conversation, not at every frame', async () => {
    const { typing } = setup()
    await typing.announce(PEER)
    clock.advance(3_000)
    await typing.announce(PEER)
    await typing.announce(GROUP)
    expect(asked).toEqual([PEER, GROUP])
    clock.advance(TYPING_SECURITY_TTL_MS)
    await typing.announce(PEER)
    expect(asked).toEqual([PEER, GROUP, PEER])
    expect(sentMessages()).toHaveLength(4)
  })
})

describe('TypingModule.watch', () => {
  it("hears others' typing in the chat watched, never one's own from another device nor another chat", () => {
    const { typing } = setup()
    const heard: string[] = []
    const stop = typing.watch(PEER, (from) => heard.push(from))
    session.push(typingFrame(PEER, ME))
    session.push(typingFrame(ME, PEER))
    session.push(typingFrame('user:someone-else', ME))
    session.push(typingFrame(PEER, GROUP))
    expect(heard).toEqual([PEER])
    stop()
    session.push(typingFrame(PEER, ME))
    expect(heard).toEqual([PEER])
  })

  it('is never a row, an unread count nor a message event of the message module', async () => {
    const { ctx } = setup(null)
    const module = new MessageModule(ctx as ClientContext)
    const received: unknown[] = []
    ctx.events.on('message.received', (payload) => received.push(payload))
    const activities: unknown[] = []
    module.onActivity((activity) => activities.push(activity))
    const rows: number[] = []
    module.watch(PEER, (list) => rows.push(list.length))
    session.push(typingFrame(PEER, ME))
    expect(received).toEqual([])
    expect(activities).toEqual([])
    expect(module.messageList).toEqual([])
    expect(rows.every((n) => n === 0)).toBe(true)
  })
})
