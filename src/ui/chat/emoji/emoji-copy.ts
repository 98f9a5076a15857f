/** Every word of the emoji picker (docs/product.md §14.8). */
export const EMOJI_COPY = {
  /** The composer's button that opens the picker. */
  open: 'Add emoji',
  /** The picker's name as a dialog. */
  label: 'Emoji',
  search: 'Search emoji',
  categories: 'Emoji categories',
  results: (query: string) => `Emoji matching “${query}”`,
  count: (n: number) => (n === 1 ? '1 emoji found' : `${n} emoji found`),
  none: 'No emoji matches that search.',
  close: 'Close',
  loading: 'Loading emoji…',
  category: {
    smileys: 'Smileys',
    people: 'People and gestures',
    nature: 'Animals and nature',
    food: 'Food and drink',
    activities: 'Activities and travel',
    objects: 'Objects',
    symbols: 'Symbols',
  },
} as const
