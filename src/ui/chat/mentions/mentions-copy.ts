/** Every word of `@` mentions (docs/product.md §14.8). */
export const MENTIONS_COPY = {
  suggestions: 'People to mention',
  /** Read after a mention of the reader, so it is not only a colour. */
  you: ' (mentions you)',
  count: (n: number) => (n === 1 ? '1 person to mention' : `${n} people to mention`),
  hint: 'Arrows choose, Enter or Tab mentions, Escape closes.',
} as const
