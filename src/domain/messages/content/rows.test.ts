import { describe, expect, it } from 'vitest'
import { buildDisplayMessage } from '../display-message'
import type { DisplayMessage } from '../types'
import { type MessageContent, toPlain, typedContent } from './content'
import { alertsFor, showContent } from './rows'

const ALICE = 'user:a1'
const BOB = 'user:b2'
const CAROL = 'user:c3'
let n = 0
const idOf = () => (n++).toString(16).padStart(56, '0')

/** A held row carrying `content` as the SDK keeps it (its plain form). */
const row = (senderId: string, timestamp: number, content: MessageContent, id = idOf()): DisplayMessage => {
  const { payloadType, text } = toPlain(content)
  return buildDisplayMessage({ id, content: text, senderId, timestamp, payloadType }, { tzOffsetMinutes: 0 })
}
const text = (senderId: string, timestamp: number, body: string) =>
  row(senderId, timestamp, { type: 'text', text: body })
const react = (
  senderId: string,
  ts: number,
  target: DisplayMessage,
  emoji: string,
  action: 'add' | 'remove',
) => row(senderId, ts, typedContent('reaction', { emoji, action }, target.id))
const edit = (senderId: string, ts: number, target: DisplayMessage, body: string) =>
  row(senderId, ts, typedContent('edit', { text: body }, target.id))
const remove = (senderId: string, ts: number, target: DisplayMessage) =>
  row(senderId, ts, typedContent('delete', {}, target.id))
/** Newest first, as the SDK holds rows. */
const held = (...rows: DisplayMessage[]) => [...rows].sort((a, b) => b.timestamp - a.timestamp)

describe('showContent (docs/protocol.md §3.11 "How they apply")', () => {
  it('plain rows pass through as the same objects', () => {
    const rows = [text(ALICE, 2, 'b'), text(BOB, 1, 'a')]
    const shown = showContent(rows, ALICE)
    expect(shown).toEqual(rows)
    expect(shown[0]).toBe(rows[0])
  })

  it('a reply shows its own text and a quote of its parent, loaded or not', () => {
    const parent = text(ALICE, 1, 'Are we meeting today?')
    const reply = row(
      BOB,
      2,
      typedContent('reply', { text: 'Yes', from: ALICE, excerpt: 'Are we meeting today?' }, parent.id),
    )
    const [shownReply] = showContent([reply], BOB)
    expect(shownReply).toMatchObject({
      content: 'Yes',
      contentType: 'reply',
      reply: { parentId: parent.id, from: ALICE, excerpt: 'Are we meeting today?' },
    })
    // Its payloadType described the fallback, not the text shown now.
    expect(shownReply?.payloadType).toBeUndefined()
  })

  it('reactions count per emoji and sender; the later of add and remove wins; mine is flagged', () => {
    const target = text(ALICE, 1, 'hi')
    const rows = held(
      target,
      react(BOB, 2, target, '👍', 'add'),
      react(CAROL, 3, target, '👍', 'add'),
      react(BOB, 4, target, '❤️', 'add'),
      react(BOB, 5, target, '👍', 'remove'),
      react(CAROL, 6, target, '👍', 'add'),
    )
    expect(showContent(rows, BOB)).toEqual([
      {
        ...target,
        // Ordered by the earliest add still in force: Carol's 👍 counts from 6, after Bob's ❤️ at 4.
        reactions: [
          { emoji: '❤️', senders: [BOB], mine: true },
          { emoji: '👍', senders: [CAROL], mine: false },
        ],
      },
    ])
    // The same messages in any order held give the same rows.
    expect(showContent([...rows].reverse(), BOB)).toEqual(showContent(rows, BOB))
  })

  it('a removal older than the add it would undo changes nothing', () => {
    const target = text(ALICE, 1, 'hi')
    const rows = held(target, react(BOB, 3, target, '👍', 'add'), react(BOB, 2, target, '👍', 'remove'))
    expect(showContent(rows, ALICE)[0]?.reactions).toEqual([{ emoji: '👍', senders: [BOB], mine: false }])
  })

  it("an edit applies only from the target's sender; the latest wins and the row says so", () => {
    const target = text(ALICE, 1, 'See you at 5')
    const rows = held(
      target,
      edit(ALICE, 3, target, 'See you at 7'),
      edit(ALICE, 2, target, 'See you at 6'),
      edit(BOB, 4, target, 'hijack'),
    )
    expect(showContent(rows, BOB)).toEqual([{ ...target, content: 'See you at 7', edited: true }])
  })

  it("a delete applies only from the target's sender and leaves a placeholder", () => {
    const target = text(ALICE, 1, 'secret')
    const other = text(BOB, 2, 'keep me')
    const rows = held(
      target,
      other,
      remove(ALICE, 3, target),
      remove(ALICE, 4, other),
      react(BOB, 5, target, '👍', 'add'),
    )
    expect(showContent(rows, BOB)).toEqual([other, { ...target, content: '', deleted: true }])
  })

  it('changes to a message that is not held change nothing and show no row', () => {
    const target = text(ALICE, 1, 'hi')
    expect(showContent([react(BOB, 2, target, '👍', 'add'), edit(ALICE, 3, target, 'x')], BOB)).toEqual([])
  })

  it('a typed message this app cannot read is shown as its text', () => {
    const odd = buildDisplayMessage(
      {
        id: idOf(),
        content: '📊 Poll: lunch?',
        senderId: ALICE,
        timestamp: 1,
        payloadType: 'text/plain; charset=utf-8; w3mq-type=poll',
      },
      { tzOffsetMinutes: 0 },
    )
    expect(showContent([odd], BOB)).toEqual([odd])
  })
})

describe('alertsFor (docs/product.md §14.9)', () => {
  it('text and replies raise unread counts and alerts; reactions, edits and deletes do not', () => {
    const target = text(ALICE, 1, 'hi')
    expect(alertsFor(target)).toBe(true)
    expect(
      alertsFor(row(BOB, 2, typedContent('reply', { text: 'yo', from: ALICE, excerpt: 'hi' }, target.id))),
    ).toBe(true)
    expect(alertsFor(react(BOB, 2, target, '👍', 'add'))).toBe(false)
    expect(alertsFor(edit(ALICE, 2, target, 'x'))).toBe(false)
    expect(alertsFor(remove(ALICE, 2, target))).toBe(false)
  })
})
