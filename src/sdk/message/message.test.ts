import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, ME, historyItem as nodeHistoryItem, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import {
  ManualClock,
  MemoryChatStore,
  MemoryKeyStore,
  MemoryLogger,
  seededRandom,
} from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import vectors from '../../../tests/fixtures/vectors.json'
import { StorageKeys } from '../../domain/config'
import { messageHistory, messageStatus, newMessages, userInfo } from '../../domain/contract'
import { bytesToBase64, utf8ToBytes } from '../../domain/crypto/encoding'
import { ErrorCode, errors } from '../../domain/errors'
import type { DisplayMessage, MessageStatus, ReceivedChatMessage } from '../../domain/messages'
import { messageFrame, messageStatusChangeFrame, messageStatusFrame } from '../../domain/protocol'
import { messageId } from '../../domain/signing/socket'
import type { ChatActivity } from './activity'
import { MessageModule } from './message'

let clock: ManualClock
let node: MemoryNode
let session: FakeSession
let logger: MemoryLogger
let keyStore: MemoryKeyStore
let chatStore: MemoryChatStore

const setup = (withSession = true) => {
  const { ctx } = memoryContext({
    node,
    keys: KEYS,
    ports: { clock, random: seededRandom(), logger, keyStore, chatStore },
    ...(withSession ? { session } : {}),
  })
  const module = new MessageModule(ctx)
  const seen: Record<string, unknown[]> = {}
  for (const name of [
    'message.send',
    'message.delivered',
    'message.statusUpdate',
    'message.received',
    'message.updated',
    'message.getList',
    'message.read',
  ] as const) {
    ctx.events.on(name, (payload) => {
      seen[name] = [...(seen[name] ?? []), payload]
    })
  }
  const activities: ChatActivity[] = []
  module.onActivity((a) => activities.push(a))
  return { ctx, module, seen, activities }
}

/** A chat frame as a peer's client sends it (the node relays it unchanged). */
const incoming = (
  text: string,
  timestamp: number,
  from = PEER,
  extra: { cipherSuite?: string; messageType?: string } = {},
) => {
  const payload = utf8ToBytes(text)
  return messageFrame({
    payload,
    contentTopic: from === ME ? PEER : ME,
    comeFrom: from,
    timestamp,
    messageId: messageId({ comeFrom: from, contentTopic: from === ME ? PEER : ME, timestamp, payload }),
    fromSign: 'sig',
    nodeId: 'node:1',
    ...extra,
  })
}

const historyItem = (text: string, timestamp: number, from = PEER, status = 'received') =>
  nodeHistoryItem(text, timestamp, { from, status })

const ids = (list: readonly DisplayMessage[]) => list.map((m) => m.content)

beforeEach(() => {
  clock = new ManualClock(T0, 120)
  node = new MemoryNode()
  session = new FakeSession()
  logger = new MemoryLogger()
  keyStore = new MemoryKeyStore()
  chatStore = new MemoryChatStore()
})

describe('MessageModule.sendMessage', () => {
  it('[P7.54] [P9.7] sends the exact chat message of the vectors', async () => {
    const { module } = setup()
    await module.sendMessage(vectors.chatMessage.payload, PEER)
    expect(session.sent).toHaveLength(1)
    const frame = session.sent[0]!
    if (frame.kind !== 'message') throw new Error('expected a chat message')
    expect(frame.type).toBe(16)
    expect(frame.message).toMatchObject({
      contentTopic: PEER,
      version: 1,
      comeFrom: ME,
      fromSign: vectors.chatMessage.fromSign,
      payloadType: 'text/plain; charset=utf-8',
      cipherSuite: 'NONE',
      needStore: true,
      timestamp: BigInt(T0),
      messageId: vectors.chatMessage.messageId,
      nodeId: vectors.chatMessage.nodeId,
      validatePubKey: vectors.chatMessage.validatePubKey,
    })
    expect(new TextDecoder().decode(frame.message.payload)).toBe('hello web3mq')
    expect(frame.message.messageType).toBeUndefined()
  })

  it('[P4.25] shows a delivered-type echo at once, then the ack settles it', async () => {
    const { module, seen } = setup()
    module.setTopic(PEER)
    const echo = await module.sendMessage('hi there', PEER)
    expect(echo).toMatchObject({
      content: 'hi there',
      senderId: ME,
      status: 'delivered',
      msgLoading: 'success',
      date: '2023-11-15',
      time: '00:13',
      flags: { system: false, saved: true, distributed: true, seen: false, failure: false },
    })
    expect(seen['message.send']).toEqual([{ message: echo }])
    expect(module.messageList).toEqual([echo])
    session.push(
      messageStatusFrame({
        messageId: echo.id,
        contentTopic: PEER,
        messageStatus: 'received',
        comeFrom: ME,
        // [P9.8] the ack counts whole seconds; the event carries milliseconds.
        timestamp: Math.floor(T0 / 1000) + 5,
      }),
    )
    const ack = seen['message.delivered']?.[0] as { status: MessageStatus }
    expect(ack.status).toEqual({
      messageId: echo.id,
      contentTopic: PEER,
      messageStatus: 'received',
      version: '1',
      comeFrom: ME,
      fromSign: '',
      timestamp: (Math.floor(T0 / 1000) + 5) * 1000,
    })
    expect(module.messageList[0]).toMatchObject({ status: 'delivered', msgLoading: 'success' })
  })

  it.each(['invalidSignature', 'userNotFound'])('flags the echo failed on a %s ack', async (status) => {
    const { module, seen } = setup()
    module.setTopic(PEER)
    const echo = await module.sendMessage('x', PEER)
    session.push(
      messageStatusFrame({ messageId: echo.id, contentTopic: PEER, messageStatus: status, timestamp: 1 }),
    )
    expect(module.messageList[0]).toMatchObject({
      status,
      msgLoading: 'error',
      flags: { failure: true, saved: false },
    })
    expect(seen['message.updated']).toHaveLength(2)
  })

  it('[P5.8] refuses to send on a socket that is not set up, showing nothing', async () => {
    const { module, seen } = setup()
    session.setStatus('idle')
    await expect(module.sendMessage('x', PEER)).rejects.toThrow('websocket Initialization failed')
    const detached = setup(false).module
    await expect(detached.sendMessage('x', PEER)).rejects.toMatchObject({
      code: ErrorCode.SocketSendUninitialised,
    })
    expect(seen['message.send']).toBeUndefined()
    session.setStatus('open')
    await expect(module.sendMessage('x')).rejects.toMatchObject({ code: ErrorCode.InvalidInput })
  })

  it.each(['connecting', 'handshaking', 'backingOff', 'closed'] as const)(
    'queues what is sent while a socket set up once is %s, and sends it when the link opens',
    async (status) => {
      const { module, seen } = setup()
      module.setTopic(PEER)
      session.setStatus(status)
      const echo = await module.sendMessage('while away', PEER)
      expect(echo).toMatchObject({ content: 'while away', msgLoading: 'loading' })
      expect(seen['message.send']).toHaveLength(1)
      expect(session.sent).toEqual([])
      session.setStatus('open')
      expect(session.sent.map((frame) => frame.kind === 'message' && frame.message.messageId)).toEqual([
        echo.id,
      ])
    },
  )

  it('marks the echo failed and rethrows when the wire refuses the frame', async () => {
    const { module } = setup()
    module.setTopic(PEER)
    session.send = () => {
      throw new Error('socket gone')
    }
    await expect(module.sendMessage('x', PEER)).rejects.toThrow('socket gone')
    expect(module.messageList[0]).toMatchObject({ status: 'failed', msgLoading: 'error' })
  })

  it('keeps a message the link drops at the write (status still open) and sends it when the link is back', async () => {
    const { module } = setup()
    module.setTopic(PEER)
    const send = session.send.bind(session)
    // The socket went down between the status check and the write, before its status said so.
    session.send = () => {
      throw errors.socketSendUninitialised()
    }
    const echo = await module.sendMessage('as the link drops', PEER)
    expect(echo).toMatchObject({ content: 'as the link drops', msgLoading: 'success' })
    expect(module.messageList[0]).toMatchObject({ id: echo.id, msgLoading: 'success' })
    expect(session.sent).toEqual([])
    session.send = send
    session.setStatus('backingOff')
    session.setStatus('open')
    expect(session.sent.map((frame) => frame.kind === 'message' && frame.message.messageId)).toEqual([
      echo.id,
    ])
  })

  it('uses a new timestamp for every message, so equal texts get distinct ids', async () => {
    const { module } = setup()
    const a = await module.sendMessage('same', PEER)
    const b = await module.sendMessage('same', PEER)
    expect(a.id).not.toBe(b.id)
    expect(b.timestamp).toBe(a.timestamp + 1)
  })
})

describe('MessageModule: a wallet address as the recipient', () => {
  const ADDRESS = '0x2222222222222222222222222222222222222222'
  /** The node knows one wallet: ADDRESS, held by PEER on eth and by 'user:stark' on starknet. */
  const knowAddress = () =>
    node.answer(userInfo, ({ did_type, did_value }) => {
      if (did_value.toLowerCase() !== ADDRESS) throw new Error(`unexpected ${did_value}`)
      return { userid: did_type === 'starknet' ? 'user:stark' : PEER, main_pubkey: 'ab' }
    })
  const sentTo = () => session.sent.map((frame) => frame.kind === 'message' && frame.message.contentTopic)

  it('sendMessage looks the userid up (eth by default) and sends the frame to it, once the socket was set up', async () => {
    knowAddress()
    // A socket never set up is refused first (docs/product.md [P5.8]), before any lookup.
    await expect(setup(false).module.sendMessage('x', ADDRESS)).rejects.toThrow(
      'websocket Initialization failed',
    )
    expect(node.calls).toEqual([])
    const { module, seen } = setup()
    const echo = await module.sendMessage('to a wallet', ADDRESS)
    expect(node.callsTo(userInfo).map((c) => c.body)).toEqual([
      { did_type: 'eth', did_value: ADDRESS, timestamp: T0 },
    ])
    const frame = session.sent[0]
    if (frame?.kind !== 'message') throw new Error('expected a chat message')
    const payload = utf8ToBytes('to a wallet')
    // The id hashes the userid, not the address (docs/protocol.md §3.3).
    const timestamp = Number(frame.message.timestamp)
    expect(frame.message).toMatchObject({
      contentTopic: PEER,
      comeFrom: ME,
      messageId: messageId({ comeFrom: ME, contentTopic: PEER, timestamp, payload }),
    })
    expect(timestamp).toBeGreaterThan(T0)
    expect(echo).toMatchObject({ content: 'to a wallet', senderId: ME, id: frame.message.messageId })
    expect(seen['message.send']).toHaveLength(1)
  })

  it('names the did type it is given, and resolves an address once for a burst of sends', async () => {
    knowAddress()
    const { module } = setup()
    await module.sendMessage('one', ADDRESS, 'starknet')
    await module.sendMessage('two', ADDRESS.toUpperCase().replace('0X', '0x'), 'starknet')
    await module.queueMessage('three', ADDRESS, 'starknet')
    // A topic is sent as it is, whatever the did type, without asking the node.
    await module.sendMessage('plain', PEER, 'eth')
    await module.queueMessage('plain too', 'group:0123456789abcdef0123456789abcdef01234567', 'starknet')
    expect(node.callsTo(userInfo).map((c) => c.body?.did_type)).toEqual(['starknet'])
    expect(node.calls).toHaveLength(1)
    expect(sentTo()).toEqual([
      'user:stark',
      'user:stark',
      'user:stark',
      PEER,
      'group:0123456789abcdef0123456789abcdef01234567',
    ])
  })

  it('queueMessage resolves the address, then queues for the userid while the link is down', async () => {
    knowAddress()
    const { module } = setup()
    session.setStatus('backingOff')
    const echo = await module.queueMessage('queued to a wallet', ADDRESS)
    expect(module.outboxPending.map((e) => [e.messageId, e.topic])).toEqual([[echo.id, PEER]])
    expect(session.sent).toEqual([])
    session.setStatus('open')
    expect(sentTo()).toEqual([PEER])
  })

  it('rejects an address no user holds with "User not found", sending and showing nothing', async () => {
    node.refuse(userInfo, 404, 'User not found')
    const { module, seen } = setup()
    module.setTopic(PEER)
    const unknown = '0x0000000000000000000000000000000000000bad'
    for (const send of [() => module.sendMessage('x', unknown), () => module.queueMessage('y', unknown)]) {
      await expect(send()).rejects.toMatchObject({
        name: 'NodeError',
        code: ErrorCode.NodeError,
        message: 'User not found',
        nodeCode: 404,
      })
    }
    expect(session.sent).toEqual([])
    expect(module.outboxPending).toEqual([])
    expect(module.messageList).toEqual([])
    expect(seen['message.send']).toBeUndefined()
  })
})

describe('MessageModule: incoming frames', () => {
  it('[P3.18] hands on a received message with its exact fields and adds it to the open chat', () => {
    const { module, seen, activities } = setup()
    module.setTopic(PEER)
    session.push(incoming('héllo 👋', T0 + 10))
    const received = (seen['message.received']?.[0] as { message: ReceivedChatMessage } | undefined)?.message
    expect(received).toEqual({
      messageId: messageId({ comeFrom: PEER, contentTopic: ME, timestamp: T0 + 10, payload: 'héllo 👋' }),
      from: PEER,
      comeFrom: PEER,
      contentTopic: ME,
      timestamp: T0 + 10,
      payload: bytesToBase64(utf8ToBytes('héllo 👋')),
      cipher_suite: 'NONE',
    })
    expect(module.messageList.map((m) => [m.content, m.senderId, m.status])).toEqual([
      ['héllo 👋', PEER, 'delivered'],
    ])
    expect(activities).toMatchObject([
      { chatId: PEER, contentTopic: ME, fromSelf: false, countsAsUnread: true, source: 'live' },
    ])
  })

  it('skips an undecodable message with the catalogue message and keeps going', () => {
    const { module, activities } = setup()
    module.setTopic(PEER)
    session.push(incoming('secret', T0 + 1, PEER, { cipherSuite: 'X25519/AES-GCM_SHA384' }))
    session.push(incoming('plain', T0 + 2))
    expect(ids(module.messageList)).toEqual(['plain'])
    expect(activities).toHaveLength(1)
    expect(logger.entries.some((e) => e.level === 'warn' && e.message === 'This message decode error')).toBe(
      true,
    )
  })

  it('ignores bridge messages and duplicates', () => {
    const { module, seen } = setup()
    module.setTopic(PEER)
    session.push(incoming('{"a":1}', T0 + 1, PEER, { messageType: 'dapp_bridge' }))
    session.push(incoming('{"a":2}', T0 + 2, PEER, { messageType: 'Web3MQ/bridge' }))
    session.push(incoming('once', T0 + 3))
    session.push(incoming('once', T0 + 3))
    expect(ids(module.messageList)).toEqual(['once'])
    expect(seen['message.received']).toHaveLength(1)
  })

  it('keeps the open chat newest first and leaves other chats out of it', () => {
    const { module, activities } = setup()
    module.setTopic(PEER)
    session.push(incoming('second', T0 + 20))
    session.push(incoming('first', T0 + 10))
    session.push(incoming('elsewhere', T0 + 30, 'user:someone-else'))
    expect(ids(module.messageList)).toEqual(['second', 'first'])
    expect(activities.map((a) => a.chatId)).toEqual([PEER, PEER, 'user:someone-else'])
  })

  it('applies a type-22 read to the own message', async () => {
    const { module, seen } = setup()
    module.setTopic(PEER)
    const echo = await module.sendMessage('read me', PEER)
    session.push(
      messageStatusChangeFrame({
        messageId: echo.id,
        contentTopic: PEER,
        messageStatus: 'read',
        comeFrom: PEER,
        timestamp: T0 + 9,
      }),
    )
    expect(module.messageList[0]).toMatchObject({ status: 'read', flags: { seen: true, distributed: true } })
    expect(
      (seen['message.statusUpdate']?.[0] as { status: MessageStatus } | undefined)?.status,
    ).toMatchObject({
      messageId: echo.id,
      messageStatus: 'read',
      comeFrom: PEER,
      timestamp: T0 + 9,
    })
  })

  it('[P3.8] stores received messages and the sync time when the chat store is open', async () => {
    await chatStore.open()
    const { module } = setup()
    module.setTopic('user:other')
    clock.advance(1_000)
    session.push(incoming('kept', T0 + 10))
    await new Promise((r) => setTimeout(r, 0))
    const [record] = await chatStore.messagesOf(PEER)
    expect(record).toMatchObject({
      chatId: PEER,
      from: PEER,
      contentTopic: ME,
      timestamp: T0 + 10,
      unread: true,
      lastMessage: 'kept',
    })
    expect(keyStore.get(StorageKeys.lastMessageUpdatedAt)).toBe(String(T0 + 1_000))
    expect(await chatStore.lastUpdate()).toBe(T0 + 1_000)
    expect(await module.lastSyncTime()).toBe(T0 + 1_000)
  })

  it('does not touch a chat store that is not open', async () => {
    setup()
    session.push(incoming('kept', T0 + 10))
    await new Promise((r) => setTimeout(r, 0))
    expect(chatStore.ready).toBe(false)
    expect(keyStore.get(StorageKeys.lastMessageUpdatedAt)).toBe(String(T0))
    expect(logger.entries.filter((e) => e.level === 'warn')).toEqual([])
  })
})

describe('MessageModule: history and status', () => {
  it('[P7.16] pages history: page 1 replaces, page 2 appends older messages', async () => {
    const all = [5, 4, 3, 2, 1].map((n) => historyItem(`m${n}`, T0 + n))
    node.answer(messageHistory, (f) => {
      const page = Number(f.page)
      const size = Number(f.size)
      return { items: all.slice((page - 1) * size, page * size), total: all.length }
    })
    const { module, seen } = setup()
    expect(ids(await module.getMessageList(PEER, 1, 2))).toEqual(['m5', 'm4'])
    expect(ids(await module.getMessageList(PEER, 2, 2))).toEqual(['m5', 'm4', 'm3', 'm2'])
    expect(ids(await module.getMessageList(PEER, 1, 2))).toEqual(['m5', 'm4'])
    expect(node.callsTo(messageHistory).map((c) => [c.fields.topic, c.fields.page, c.fields.size])).toEqual([
      [PEER, '1', '2'],
      [PEER, '2', '2'],
      [PEER, '1', '2'],
    ])
    expect(seen['message.getList']?.map((p) => (p as { page: number }).page)).toEqual([1, 2, 1])
    expect(module.messageList[0]).toMatchObject({ status: 'received', senderId: PEER })
  })

  it('skips undecodable history items and starts empty on another topic', async () => {
    node.answer(messageHistory, () => ({
      items: [historyItem('ok', T0), { ...historyItem('bad', T0 + 1), cipher_suite: 'MLS' }],
      total: 2,
    }))
    const { module } = setup()
    module.setTopic('user:other')
    session.push(incoming('x', T0, 'user:other'))
    expect(module.messageList).toHaveLength(1)
    expect(ids(await module.getMessageList(PEER, 2))).toEqual(['ok'])
    expect(logger.entries.filter((e) => e.message === 'This message decode error')).toHaveLength(1)
  })

  it('[P7.17] marks messages read on the node and in the list', async () => {
    node.answer(messageStatus, () => null)
    node.answer(messageHistory, () => ({ items: [historyItem('hey', T0)], total: 1 }))
    const { module, seen } = setup()
    const [row] = await module.getMessageList(PEER)
    await module.changeMessageStatus([row!.id], 'read')
    expect(node.callsTo(messageStatus)[0]?.fields).toMatchObject({
      topic: PEER,
      messages: [row!.id],
      status: 'read',
      userid: ME,
    })
    expect(module.messageList[0]).toMatchObject({ status: 'read', flags: { seen: true } })
    expect(seen['message.read']).toEqual([{ topic: PEER, messageIds: [row!.id] }])
    await expect(setup().module.changeMessageStatus(['x'])).rejects.toMatchObject({
      code: ErrorCode.InvalidInput,
    })
  })
})

describe('MessageModule.catchUp', () => {
  it('[P7.18] fetches what changed, adds new messages oldest first and updates known ones', async () => {
    await chatStore.open()
    const { module, activities } = setup()
    module.setTopic(PEER)
    const mine = await module.sendMessage('mine', PEER)
    const missed = [historyItem('missed 2', T0 + 20), historyItem('missed 1', T0 + 10)]
    const ownRead = { ...historyItem('mine', T0, ME, 'read'), messageid: mine.id }
    node.answer(newMessages, () => ({
      [PEER]: { [missed[0]!.messageid]: 'received', [missed[1]!.messageid]: 'received', [mine.id]: 'read' },
    }))
    node.answer(messageHistory, () => ({ items: [...missed, ownRead], total: 3 }))
    clock.advance(5_000)
    activities.length = 0
    const result = await module.catchUp(T0 - 1_000)
    expect(node.callsTo(newMessages)[0]?.fields).toMatchObject({ sync_timestamp: T0 - 1_000 })
    expect(result.chats).toEqual([PEER])
    expect(ids(result.messages)).toEqual(['missed 1', 'missed 2'])
    expect(activities.map((a) => [a.message.content, a.source, a.countsAsUnread])).toEqual([
      ['missed 1', 'catchUp', true],
      ['missed 2', 'catchUp', true],
    ])
    expect(ids(module.messageList)).toEqual(['missed 2', 'missed 1', 'mine'])
    expect(module.messageList[2]).toMatchObject({ status: 'read', flags: { seen: true } })
    expect((await chatStore.messagesOf(PEER)).map((r) => r.lastMessage)).toEqual([
      'mine',
      'missed 1',
      'missed 2',
    ])
    expect(keyStore.get(StorageKeys.lastMessageUpdatedAt)).toBe(String(T0 + 5_000))
  })

  it('pages through history until the reported ids are found', async () => {
    const wanted = historyItem('deep', T0)
    const filler = Array.from({ length: 50 }, (_, i) => historyItem(`f${i}`, T0 + 100 + i))
    node.answer(newMessages, () => ({ [PEER]: { [wanted.messageid]: 'received' } }))
    node.answer(messageHistory, (f) => ({ items: Number(f.page) === 1 ? filler : [wanted], total: 51 }))
    const { module } = setup()
    const result = await module.catchUp(0)
    expect(ids(result.messages)).toEqual(['deep'])
    expect(node.callsTo(messageHistory).map((c) => [c.fields.page, c.fields.size])).toEqual([
      ['1', '50'],
      ['2', '50'],
    ])
  })

  it('does not announce a message twice when live and catch-up overlap', async () => {
    const { module, activities } = setup()
    session.push(incoming('live', T0 + 1))
    const item = historyItem('live', T0 + 1)
    node.answer(newMessages, () => ({ [PEER]: { [item.messageid]: 'received' } }))
    node.answer(messageHistory, () => ({ items: [item], total: 1 }))
    const result = await module.catchUp(T0)
    expect(result.messages).toEqual([])
    expect(activities).toHaveLength(1)
  })

  it('rejects with the node error when the sync call fails', async () => {
    node.refuse(newMessages, 400, 'sync refused')
    await expect(setup().module.catchUp(0)).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'sync refused',
    })
  })
})
