import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode } from '../errors'
import { sentMessageEcho, toDisplayMessage } from './display-message'
import type { ReceivedChatMessage } from './types'

const v = vectors.chatMessage

const received: ReceivedChatMessage = {
  messageId: v.messageId,
  from: v.comeFrom,
  comeFrom: v.comeFrom,
  contentTopic: v.contentTopic,
  timestamp: v.timestamp,
  payload: 'aGVsbG8gd2ViM21x',
  cipher_suite: 'NONE',
}

const delivered = { system: false, saved: true, distributed: true, seen: false, failure: false }

describe('toDisplayMessage', () => {
  it('[P3.19] builds the exact row of the golden message', () => {
    expect(
      toDisplayMessage(received, {
        tzOffsetMinutes: 0,
        senderInfo: { nickname: 'Alice', avatar_url: 'https://a/alice.png' },
      }),
    ).toEqual({
      id: 'afcbd000c7829959758341d499a285ba7c39ed2be0fc0313e6f37fef',
      content: 'hello web3mq',
      senderId: 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441',
      username: 'Alice',
      avatar: 'https://a/alice.png',
      date: '2023-11-14',
      time: '22:13',
      timestamp: 1_700_000_000_000,
      status: 'delivered',
      flags: delivered,
      msgLoading: 'success',
    })
  })

  it('uses the time zone offset, status and msgLoading given', () => {
    const row = toDisplayMessage(received, { tzOffsetMinutes: 120, status: 'read', msgLoading: 'loading' })
    expect(row).toMatchObject({ date: '2023-11-15', time: '00:13', status: 'read', msgLoading: 'loading' })
    expect(row.flags).toEqual({ ...delivered, seen: true })
    expect(row.username).toBe('')
    expect(row.avatar).toBe('')
  })

  it('falls back to from when comeFrom is empty, and marks system rows', () => {
    const row = toDisplayMessage({ ...received, comeFrom: '' }, { tzOffsetMinutes: 0, system: true })
    expect(row.senderId).toBe(v.comeFrom)
    expect(row.flags.system).toBe(true)
  })

  it('[P5.1] throws the decode error for an unsupported cipher suite', () => {
    expect(() =>
      toDisplayMessage({ ...received, cipher_suite: 'X25519/AES-GCM_SHA384' }, { tzOffsetMinutes: 0 }),
    ).toThrow(
      expect.objectContaining({ code: ErrorCode.MessageDecode, message: 'This message decode error' }),
    )
  })
})

describe('sentMessageEcho', () => {
  const sent = { messageId: v.messageId, from: v.comeFrom, text: 'hello web3mq', timestamp: v.timestamp }

  it('[P4.25] [P4.26] shows a sent message as delivered, settled when sent on the main channel', () => {
    expect(
      sentMessageEcho(sent, { path: 'main', tzOffsetMinutes: -300, senderInfo: { nickname: 'Me' } }),
    ).toEqual({
      id: v.messageId,
      content: 'hello web3mq',
      senderId: v.comeFrom,
      username: 'Me',
      avatar: '',
      date: '2023-11-14',
      time: '17:13',
      timestamp: v.timestamp,
      status: 'delivered',
      flags: delivered,
      msgLoading: 'success',
    })
  })

  it('[P4.26] is loading when sent by another path', () => {
    const row = sentMessageEcho(sent, { path: 'other', tzOffsetMinutes: 0 })
    expect(row.msgLoading).toBe('loading')
    expect(row.status).toBe('delivered')
  })
})
