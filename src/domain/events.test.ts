import { describe, expect, it, vi } from 'vitest'
import { ErrorCode, Web3MQError } from './errors'
import { createEventCenter, EVENT_NAMES, type EventName, isEventName, type Listener } from './events'

const bad = (name: string) => name as EventName
const notAFunction = (value: unknown) => value as Listener<'message.send'>

const expectError = (run: () => unknown, code: string, message: string) => {
  let thrown: unknown
  try {
    run()
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(Web3MQError)
  expect((thrown as Web3MQError).code).toBe(code)
  expect((thrown as Web3MQError).message).toBe(message)
}

describe('event names', () => {
  it('[P4.22] holds the fixed list, including the SDK, socket and bridge events', () => {
    expect(EVENT_NAMES).toHaveLength(44)
    expect(new Set(EVENT_NAMES).size).toBe(44)
    for (const name of [
      'channel.activeChange',
      'channel.getList',
      'channel.updated',
      'channel.invited',
      'message.send',
      'message.delivered',
      'message.getList',
      'message.updated',
      'message.statusUpdate',
      'notification.messageNew',
      'notification.getList',
      'notification.received',
      'contact.getList',
      'contact.friendRequest',
      'contact.updated',
      'connect.changeReadyStatus',
      'connect.socketStatus',
      'dappConnect.connect',
      'dappConnect.messageStatus',
      'dappConnect.dappConnect',
      'dappConnect.keys',
    ]) {
      expect(isEventName(name)).toBe(true)
    }
  })

  it("accepts the official SDK's notification.received: registered, emitted and removed like any event", () => {
    const events = createEventCenter()
    const heard: unknown[] = []
    const off = events.on('notification.received', (payload) => heard.push(payload))
    const payload = {
      notifications: [
        {
          title: 't',
          content: 'c',
          type: 'subscription',
          version: 1,
          timestamp: 1,
          messageId: 'n1',
          read: false,
        },
      ],
    }
    events.emit('notification.received', payload)
    off()
    expect(heard).toEqual([payload])
    expect(events.listenerCount('notification.received')).toBe(0)
  })

  it('[P5.12] rejects names outside the list', () => {
    for (const name of ['all', 'message', 'Message.send', 'message.send ', '', 'toString', '__proto__', 42]) {
      expect(isEventName(name)).toBe(false)
    }
  })
})

describe('createEventCenter errors', () => {
  it('[P8.10] rejects an unknown event name in every method', () => {
    const events = createEventCenter()
    const message = 'Invalid event type channel.nope'
    expectError(() => events.on(bad('channel.nope'), () => {}), ErrorCode.EventInvalidType, message)
    expectError(() => events.once(bad('channel.nope'), () => {}), ErrorCode.EventInvalidType, message)
    expectError(() => events.off(bad('channel.nope')), ErrorCode.EventInvalidType, message)
    expectError(
      () => events.emit(bad('channel.nope'), { chatid: 'x' } as never),
      ErrorCode.EventInvalidType,
      message,
    )
    expectError(() => events.listenerCount(bad('channel.nope')), ErrorCode.EventInvalidType, message)
    expectError(() => events.on(bad(''), () => {}), ErrorCode.EventInvalidType, 'Invalid event type ')
  })

  it('checks the name before the callback', () => {
    const events = createEventCenter()
    expectError(
      () => events.on(bad('x.y'), undefined as unknown as Listener<EventName>),
      ErrorCode.EventInvalidType,
      'Invalid event type x.y',
    )
  })

  it('[P5.12] [P8.11] needs a function for on', () => {
    const events = createEventCenter()
    for (const value of [undefined, null, 'cb', {}]) {
      expectError(
        () => events.on('message.send', notAFunction(value)),
        ErrorCode.EventCallbackMissing,
        'You need to add a callback method to the message.send event',
      )
    }
    expect(events.listenerCount('message.send')).toBe(0)
  })

  it('[P8.13] needs a function for once and for off with a callback argument', () => {
    const events = createEventCenter()
    const required = 'The callback function is required'
    expectError(
      () => events.once('message.send', notAFunction(undefined)),
      ErrorCode.CallbackRequired,
      required,
    )
    expectError(() => events.off('message.send', notAFunction('cb')), ErrorCode.CallbackRequired, required)
    expectError(() => events.off('message.send', notAFunction(null)), ErrorCode.CallbackRequired, required)
  })

  it('[P5.12] [P8.12] throws when emitting an event nobody listens to', () => {
    const events = createEventCenter()
    expectError(
      () => events.emit('channel.joined', { chatid: 'c' }),
      ErrorCode.EventNotRegistered,
      'The channel.joined event was not registered',
    )
    const off = events.on('channel.joined', () => {})
    off()
    expectError(
      () => events.emit('channel.joined', { chatid: 'c' }),
      ErrorCode.EventNotRegistered,
      'The channel.joined event was not registered',
    )
  })
})

describe('createEventCenter delivery', () => {
  it('calls listeners in registration order with the payload', () => {
    const events = createEventCenter()
    const calls: string[] = []
    events.on('topic.subscribed', (p) => calls.push(`a:${p.topicid}`))
    events.on('topic.subscribed', (p) => calls.push(`b:${p.topicid}`))
    events.emit('topic.subscribed', { topicid: 'topic:1' })
    expect(calls).toEqual(['a:topic:1', 'b:topic:1'])
    expect(events.listenerCount('topic.subscribed')).toBe(2)
  })

  it('keeps events apart', () => {
    const events = createEventCenter()
    const a = vi.fn()
    events.on('group.created', a)
    events.on('group.joined', () => {})
    events.emit('group.joined', { groupid: 'g' })
    expect(a).not.toHaveBeenCalled()
  })

  it('calls a once listener a single time', () => {
    const events = createEventCenter()
    const once = vi.fn()
    const always = vi.fn()
    events.once('dappConnect.connect', once)
    events.on('dappConnect.connect', always)
    events.emit('dappConnect.connect', { status: 'success' })
    events.emit('dappConnect.connect', { status: 'close' })
    expect(once.mock.calls).toEqual([[{ status: 'success' }]])
    expect(always).toHaveBeenCalledTimes(2)
  })

  it('off removes one callback, every registration of it, or all listeners', () => {
    const events = createEventCenter()
    const a = vi.fn()
    const b = vi.fn()
    events.on('dappConnect.keys', a)
    events.on('dappConnect.keys', a)
    events.once('dappConnect.keys', b)
    events.off('dappConnect.keys', a)
    expect(events.listenerCount('dappConnect.keys')).toBe(1)
    events.off('dappConnect.keys', b)
    expect(events.listenerCount('dappConnect.keys')).toBe(0)
    events.on('dappConnect.keys', a)
    events.on('dappConnect.keys', b)
    events.off('dappConnect.keys')
    expect(events.listenerCount('dappConnect.keys')).toBe(0)
    events.off('dappConnect.keys', a)
    expect(a).not.toHaveBeenCalled()
  })

  it('runs every listener when one throws, then rethrows the first error', () => {
    const events = createEventCenter()
    const first = new Error('first')
    const after = vi.fn()
    events.on('message.read', () => {
      throw first
    })
    events.on('message.read', () => {
      throw new Error('second')
    })
    events.on('message.read', after)
    expect(() => events.emit('message.read', { topic: 't', messageIds: ['m'] })).toThrow(first)
    expect(after).toHaveBeenCalledWith({ topic: 't', messageIds: ['m'] })
  })

  it('applies changes made during an emit from the next emit on', () => {
    const events = createEventCenter()
    const late = vi.fn()
    const second = vi.fn()
    events.on('channel.joined', () => {
      events.on('channel.joined', late)
      events.off('channel.joined', second)
    })
    events.on('channel.joined', second)
    events.emit('channel.joined', { chatid: '1' })
    expect(second).toHaveBeenCalledTimes(1)
    expect(late).not.toHaveBeenCalled()
    events.emit('channel.joined', { chatid: '2' })
    expect(second).toHaveBeenCalledTimes(1)
    expect(late).toHaveBeenCalledWith({ chatid: '2' })
  })

  it('emitIfListened reports whether anyone listened', () => {
    const events = createEventCenter()
    expect(events.emitIfListened('connect.changeReadyStatus', { readyState: 1 })).toBe(false)
    const cb = vi.fn()
    events.on('connect.changeReadyStatus', cb)
    expect(events.emitIfListened('connect.changeReadyStatus', { readyState: 3 })).toBe(true)
    expect(cb).toHaveBeenCalledWith({ readyState: 3 })
    expectError(
      () => events.emitIfListened(bad('nope'), { readyState: 1 } as never),
      ErrorCode.EventInvalidType,
      'Invalid event type nope',
    )
  })

  it('clear removes every listener and centers are independent', () => {
    const one = createEventCenter()
    const two = createEventCenter()
    one.on('group.created', () => {})
    two.on('group.created', () => {})
    one.clear()
    expect(one.listenerCount('group.created')).toBe(0)
    expect(two.listenerCount('group.created')).toBe(1)
  })
})

describe('off on an event nobody listens to', () => {
  it('leaves it without listeners, so emitting it still says it was not registered', () => {
    const center = createEventCenter()
    center.off('message.send', () => {})
    expect(center.listenerCount('message.send')).toBe(0)
    expectError(
      () => center.emit('message.send', {} as never),
      ErrorCode.EventNotRegistered,
      'The message.send event was not registered',
    )
  })
})
