/** Every text of the message search and of pinned and archived chats (docs/product.md §14.12), in one place. */
export const SEARCH_COPY = {
  label: 'Search messages',
  inChatLabel: (name: string) => `Search messages with ${name}`,
  hint: 'Only the messages on this device are searched; press / or Ctrl+K to search, Escape to clear.',
  inChatHint: 'Only the messages on this device are searched; Escape closes.',
  searching: 'Searching…',
  found: (shown: number, total: number) =>
    total > shown
      ? `The newest ${shown} of ${total} messages that match`
      : total === 1
        ? '1 message matches'
        : `${total} messages match`,
  none: (query: string) => `No message on this device matches “${query}”.`,
  failed: 'The messages on this device could not be searched.',
  results: 'Messages found',
  you: 'You',
  openSearch: 'Search in this chat',
  closeSearch: 'Close search',
  /** The message a search result opened is not in the history any more (deleted, or another device's). */
  notFound: 'That message could not be found in this chat’s history.',
  /** Pinned and archived chats, kept on this device only (docs/product.md §14.12). */
  pin: 'Pin',
  unpin: 'Unpin',
  archive: 'Archive',
  unarchive: 'Unarchive',
  actions: (name: string) => `Actions for ${name}`,
  pinned: 'Pinned',
  pinnedMark: 'pinned',
  archived: (count: number) => `Archived (${count})`,
  prefsFailed: 'Pinned and archived chats could not be saved on this device; they last until you leave.',
} as const
