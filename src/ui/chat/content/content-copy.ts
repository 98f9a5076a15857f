/** Every word of replies, reactions, edits and deletes (docs/product.md §14.9). */
export const CONTENT_COPY = {
  /** The quick reactions offered on every message. */
  quickReactions: ['👍', '❤️', '😂', '😮', '😢', '🙏'],
  actionsLabel: (name: string) => `Actions on ${name}'s message`,
  ownActionsLabel: 'Actions on your message',
  reply: 'Reply',
  react: 'React',
  reactWith: (emoji: string) => `React with ${emoji}`,
  removeReaction: (emoji: string) => `Remove your ${emoji} reaction`,
  edit: 'Edit',
  delete: 'Delete',
  confirmDelete: 'Delete this message for everyone?',
  confirmDeleteHint: 'Apps that do not support deleting still show it.',
  cancel: 'Cancel',
  /** The composer's bar while replying or editing. */
  replyingTo: (name: string) => `Replying to ${name}:`,
  editing: 'Editing message',
  cancelReply: 'Cancel reply',
  cancelEdit: 'Cancel editing',
  escapeHint: 'Escape cancels.',
  save: 'Save',
  /** A reply's quote of its parent. */
  /** Read around the quote's visible name and words: "Reply to Ann: Lunch? Show the original message". */
  quoteBefore: 'Reply to ',
  quoteBetween: ': ',
  quoteAfter: ' Show the original message',
  quoteNotLoaded: 'The original message is further back in this chat.',
  deleted: 'This message was deleted',
  edited: '(edited)',
  /** A reaction chip: the emoji, how many, and who. */
  reactionLabel: (emoji: string, names: readonly string[]) =>
    `${emoji} ${names.length} from ${listOf(names)}`,
  you: 'you',
} as const

/** "Ann", "Ann and Bo", "Ann, Bo and Cy". */
function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}
