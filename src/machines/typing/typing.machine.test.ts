import { describe, expect, it } from 'vitest'
import { startTyping } from '../../../tests/_util/machines/typing'
import { TYPING_SEND_INTERVAL_MS, TYPING_SHOWN_MS } from '../../domain/messages/typing'

describe('typing machine: who is typing', () => {
  it('shows a person from their typing frame until 6 s after the last one', () => {
    const { actor, handle, clock } = startTyping()
    handle.hear('user:peer')
    expect(actor.getSnapshot().context.typers).toEqual(['user:peer'])
    clock.increment(TYPING_SHOWN_MS - 1_000)
    handle.hear('user:peer')
    clock.increment(TYPING_SHOWN_MS - 1)
    expect(actor.getSnapshot().context.typers).toEqual(['user:peer'])
    clock.increment(1)
    expect(actor.getSnapshot().context.typers).toEqual([])
  })

  it('takes a person away as soon as their message arrives, and keeps the others', () => {
    const { actor, handle, clock } = startTyping()
    handle.hear('user:bob')
    handle.hear('user:carol')
    expect(actor.getSnapshot().context.typers).toEqual(['user:bob', 'user:carol'])
    actor.send({ type: 'typing.arrived', senders: ['user:bob', 'user:dave'] })
    expect(actor.getSnapshot().context.typers).toEqual(['user:carol'])
    // Bob types again: his new timer is his own, the one cancelled never fires on it.
    clock.increment(TYPING_SHOWN_MS - 2_000)
    handle.hear('user:bob')
    clock.increment(2_000)
    expect(actor.getSnapshot().context.typers).toEqual(['user:bob'])
    clock.increment(TYPING_SHOWN_MS)
    expect(actor.getSnapshot().context.typers).toEqual([])
  })

  it("ignores one's own typing heard from another device", () => {
    const { actor, handle } = startTyping()
    handle.hear('user:me')
    expect(actor.getSnapshot().context.typers).toEqual([])
  })
})

describe('typing machine: telling the others', () => {
  it('signals at most once per 3 s while the person types, and not for an emptied composer', () => {
    const { actor, handle, clock } = startTyping()
    actor.send({ type: 'composer.typed', text: 'h' })
    actor.send({ type: 'composer.typed', text: 'he' })
    clock.increment(TYPING_SEND_INTERVAL_MS - 1)
    actor.send({ type: 'composer.typed', text: 'hel' })
    expect(handle.announced).toEqual(['user:peer'])
    clock.increment(1)
    actor.send({ type: 'composer.typed', text: '' })
    actor.send({ type: 'composer.typed', text: '   ' })
    expect(handle.announced).toEqual(['user:peer'])
    actor.send({ type: 'composer.typed', text: 'hello' })
    expect(handle.announced).toEqual(['user:peer', 'user:peer'])
  })

  it('holds nothing back: what is typed in the quiet interval never goes out after it (nor after a send)', () => {
    const { actor, handle, clock } = startTyping()
    actor.send({ type: 'composer.typed', text: 'hi' })
    actor.send({ type: 'composer.typed', text: 'hi there' })
    clock.increment(TYPING_SEND_INTERVAL_MS * 5)
    expect(handle.announced).toEqual(['user:peer'])
  })

  it('keeps going when a signal could not be sent', () => {
    const { actor, handle, clock } = startTyping(async () => {
      throw new Error('offline')
    })
    actor.send({ type: 'composer.typed', text: 'a' })
    clock.increment(TYPING_SEND_INTERVAL_MS)
    actor.send({ type: 'composer.typed', text: 'ab' })
    expect(handle.announced).toEqual(['user:peer', 'user:peer'])
    expect(actor.getSnapshot().status).toBe('active')
  })
})
