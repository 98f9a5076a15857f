/** Search over the messages kept on this device, and pinned and archived chats (docs/product.md §14.12). */
export {
  type ArchivedChat,
  type ArrangedChats,
  archive,
  arrangeChats,
  type ChatPrefs,
  NO_PREFS,
  pin,
  prefsOf,
  settled,
  unarchive,
  unpin,
} from './chat-prefs'
export { fold, foldWithOrigin } from './fold'
export { inAccount, NewestHits, newestFirst, type SearchHit, type SearchResult, searchableText } from './hits'
export {
  EXCERPT_LENGTH,
  excerpt,
  matches,
  matchRanges,
  searchTerms,
  type TextRange,
  type TextSegment,
} from './match'
export { type StoredMessage, StoredSearch } from './stored'
