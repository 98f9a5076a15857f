/**
 * What typed messages do to a chat's rows (docs/protocol.md §3.11 "How they apply", docs/product.md §14.9).
 * Pure: given the rows held (newest first, as the SDK keeps them) it returns the rows a screen shows. A reply is a row with its quote; a reaction, an edit or a delete is never a row of its own but changes
 * its target when the target is held:
 * - reactions count per target, per sender, per emoji; between an add and a remove the later one wins;
 * - an edit applies only when its sender sent the target; the latest edit wins; the row says it was edited;
 * - a delete applies only when its sender sent the target; the row becomes a placeholder (the node keeps the
 *   original: only clients that know the type hide it).
 * "Later" is by timestamp, then by message id, so every client holding the same messages shows the same rows.
 */
import type { DisplayMessage, ReactionSummary } from '../types'
import { fromPlain, type MessageContent, textContent } from './content'
import { CONTENT_TYPES } from './content-types'

const decoded = new WeakMap<DisplayMessage, MessageContent>()

/** A row's content, decoded once per row object. A row without a payloadType is text. */
export const contentOf = (row: DisplayMessage): MessageContent => {
  if (row.payloadType === undefined) return textContent(row.content)
  let content = decoded.get(row)
  if (!content) {
    content = fromPlain({ payloadType: row.payloadType, text: row.content })
    decoded.set(row, content)
  }
  return content
}

/** Whether a row's message raises unread counts and alerts (reactions, edits and deletes do not). */
export const alertsFor = (row: DisplayMessage): boolean => {
  const content = contentOf(row)
  return content.type === 'text' || CONTENT_TYPES[content.type].alerts
}

/** `alertsFor` of a message known only by its payloadType (a received frame, docs/product.md §14.6 alerts). */
export const alertsForPayloadType = (payloadType: string): boolean => {
  const content = fromPlain({ payloadType, text: '' })
  return content.type === 'text' || CONTENT_TYPES[content.type].alerts
}

/** Whether a row's message is a row of its own (text and replies) rather than a change to another row. */
export const isOwnRow = (row: DisplayMessage): boolean => {
  const content = contentOf(row)
  return content.type === 'text' || CONTENT_TYPES[content.type].isRow
}

const later = (a: DisplayMessage, b: DisplayMessage): boolean =>
  a.timestamp !== b.timestamp ? a.timestamp > b.timestamp : a.id > b.id

interface Changes {
  edit?: { row: DisplayMessage; text: string }
  deleted: boolean
  /** emoji → sender → the latest reaction message and whether it added. */
  reactions: Map<string, Map<string, { row: DisplayMessage; add: boolean }>>
}

const changesOf = (rows: readonly DisplayMessage[]): Map<string, Changes> => {
  const senderOf = new Map(rows.map((row) => [row.id, row.senderId]))
  const byTarget = new Map<string, Changes>()
  const at = (id: string) => {
    let changes = byTarget.get(id)
    if (!changes) {
      changes = { deleted: false, reactions: new Map() }
      byTarget.set(id, changes)
    }
    return changes
  }
  for (const row of rows) {
    const content = contentOf(row)
    const changesTarget = content.type === 'reaction' || content.type === 'edit' || content.type === 'delete'
    if (!changesTarget || content.ref === undefined) continue
    const targetSender = senderOf.get(content.ref)
    if (targetSender === undefined) continue
    if (content.type === 'reaction') {
      const { emoji, action } = content.fields
      const byEmoji = at(content.ref).reactions
      const bySender = byEmoji.get(emoji) ?? new Map<string, { row: DisplayMessage; add: boolean }>()
      byEmoji.set(emoji, bySender)
      const held = bySender.get(row.senderId)
      if (!held || later(row, held.row)) bySender.set(row.senderId, { row, add: action === 'add' })
      continue
    }
    // Only the target's own sender may edit or delete it.
    if (row.senderId !== targetSender) continue
    const changes = at(content.ref)
    if (content.type === 'delete') changes.deleted = true
    if (content.type === 'edit' && (!changes.edit || later(row, changes.edit.row)))
      changes.edit = { row, text: content.fields.text }
  }
  return byTarget
}

/** Each emoji still added by someone, its senders in the order they reacted, emoji by first reaction. */
const summaries = (changes: Changes, me: string): ReactionSummary[] => {
  const out: { summary: ReactionSummary; first: DisplayMessage }[] = []
  for (const [emoji, bySender] of changes.reactions) {
    const added = [...bySender.entries()]
      .filter(([, held]) => held.add)
      .sort(([, a], [, b]) => (later(a.row, b.row) ? 1 : -1))
    const [first] = added
    if (!first) continue
    const senders = added.map(([sender]) => sender)
    out.push({ summary: { emoji, senders, mine: senders.includes(me) }, first: first[1].row })
  }
  return out.sort((a, b) => (later(a.first, b.first) ? 1 : -1)).map(({ summary }) => summary)
}

/** A row whose text this module rewrote: its payloadType no longer describes `content`, so it goes. */
const rewritten = ({ payloadType: _type, ...row }: DisplayMessage, content: string): DisplayMessage => ({
  ...row,
  content,
})

/** One row as shown: a reply's text and quote, then its edits, deletion and reactions. */
const shown = (row: DisplayMessage, changes: Changes | undefined, me: string): DisplayMessage => {
  const content = contentOf(row)
  let next: DisplayMessage = row
  if (content.type === 'reply') {
    const { text, from, excerpt } = content.fields
    const reply = { parentId: content.ref ?? '', from, excerpt }
    next = { ...rewritten(row, text), contentType: 'reply', reply }
  }
  if (!changes) return next
  if (changes.deleted) {
    const { reply: _reply, contentType: _kind, ...rest } = rewritten(next, '')
    return { ...rest, deleted: true }
  }
  if (changes.edit) next = { ...rewritten(next, changes.edit.text), edited: true }
  const reactions = summaries(changes, me)
  return reactions.length > 0 ? { ...next, reactions } : next
}

/**
 * The rows a screen shows for the rows held (newest first): reaction, edit and delete messages taken out and
 * applied to their targets, replies given their quote; `me` says which reactions are the viewer's. Rows with
 * nothing to change are returned as the same objects.
 */
export const showContent = (rows: readonly DisplayMessage[], me: string): DisplayMessage[] => {
  if (rows.every((row) => row.payloadType === undefined)) return [...rows]
  const changes = changesOf(rows)
  return rows.filter(isOwnRow).map((row) => shown(row, changes.get(row.id), me))
}
