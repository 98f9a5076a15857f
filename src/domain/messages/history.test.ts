import { describe, expect, it } from 'vitest'
import vectors from '../../../tests/fixtures/vectors.json'
import { ErrorCode, errors, Web3MQError } from '../errors'
import { historyItemToDisplay, historyToDisplay } from './history'
import type { HistoryItem } from './types'

const v = vectors.chatMessage

const item = (overrides: Partial<HistoryItem> = {}): HistoryItem => ({
  messageid: v.messageId,
  from: v.comeFrom,
  topic: v.contentTopic,
  from_sign: v.fromSign,
  cipher_suite: 'NONE',
  payload_type: 'text/plain; charset=utf-8',
  payload: 'aGVsbG8gd2ViM21x',
  timestamp: v.timestamp,
  version: 1,
  message_status: { status: 'read', timestamp: 1_700_000_100_000 },
  ...overrides,
})

describe('historyItemToDisplay', () => {
  it('turns a history item into a row with its node status', () => {
    expect(
      historyItemToDisplay(item(), { tzOffsetMinutes: 0, senderInfo: { nickname: 'A', avatar_url: 'u' } }),
    ).toEqual({
      id: v.messageId,
      content: 'hello web3mq',
      senderId: v.comeFrom,
      username: 'A',
      avatar: 'u',
      date: '2023-11-14',
      time: '22:13',
      timestamp: v.timestamp,
      status: 'read',
      flags: { system: false, saved: true, distributed: true, seen: true, failure: false },
      msgLoading: 'success',
    })
  })

  it('[P4.24] defaults a missing or unknown status to delivered', () => {
    expect(historyItemToDisplay(item({ message_status: null }), { tzOffsetMinutes: 0 }).status).toBe(
      'delivered',
    )
    expect(historyItemToDisplay(item({ message_status: undefined }), { tzOffsetMinutes: 0 }).status).toBe(
      'delivered',
    )
    const odd = item({ message_status: { status: 'weird', timestamp: 0 } })
    expect(historyItemToDisplay(odd, { tzOffsetMinutes: 0 }).status).toBe('delivered')
  })
})

describe('historyToDisplay', () => {
  it('keeps order, looks up each sender and collects decode failures with their ids', () => {
    const items = [
      item({ messageid: 'm1', from: 'user:a' }),
      item({ messageid: 'm2', cipher_suite: 'RSA_OAEP' }),
      item({ messageid: 'm3', from: 'user:b', payload: 'not base64!' }),
      item({ messageid: 'm4', from: 'user:b', payload: 'Ynll' }),
    ]
    const names: Record<string, string> = { 'user:a': 'Ann', 'user:b': 'Ben' }
    const page = historyToDisplay(items, {
      tzOffsetMinutes: 0,
      senderInfoFor: (id) => ({ nickname: names[id] ?? null }),
    })
    expect(page.messages.map((m) => [m.id, m.content, m.username])).toEqual([
      ['m1', 'hello web3mq', 'Ann'],
      ['m4', 'bye', 'Ben'],
    ])
    expect(page.failures.map((e) => [e.code, e.message, e.detail?.messageId, e.detail?.reason])).toEqual([
      [ErrorCode.MessageDecode, 'This message decode error', 'm2', 'cipher suite'],
      [ErrorCode.MessageDecode, 'This message decode error', 'm3', 'base64'],
    ])
  })

  it('lets a bug in the sender lookup propagate', () => {
    const boom = () => {
      throw new TypeError('bug')
    }
    expect(() => historyToDisplay([item()], { tzOffsetMinutes: 0, senderInfoFor: boom })).toThrow('bug')
  })
})

describe('a history page', () => {
  it('shows rows without sender details when no reader of them is given', () => {
    const page = historyToDisplay([item()], { tzOffsetMinutes: 0 })
    expect(page.messages.map((m) => m.content)).toEqual(['hello web3mq'])
    expect(page.failures).toEqual([])
  })

  it('lets every failure but a decode failure through: those are bugs, not data', () => {
    const refuse = () => {
      throw errors.invalidInput('no profile reader')
    }
    expect(() => historyToDisplay([item()], { tzOffsetMinutes: 0, senderInfoFor: refuse })).toThrowError(
      Web3MQError,
    )
    const crash = () => {
      throw new RangeError('bug')
    }
    expect(() => historyToDisplay([item()], { tzOffsetMinutes: 0, senderInfoFor: crash })).toThrowError(
      RangeError,
    )
  })
})
