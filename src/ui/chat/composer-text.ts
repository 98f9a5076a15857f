/**
 * Edits of the composer's text at the caret, as pure rules: an emoji from the picker or an `@Name` from
 * the mention list goes where the person was typing (docs/product.md §14.8), replacing a selection.
 */

export interface TextEdit {
  text: string
  /** Where the caret goes after the edit: just past what was inserted. */
  caret: number
}

/** `insert` in place of `text[start, end)`; positions out of range are brought into it. */
export const insertAt = (text: string, start: number, end: number, insert: string): TextEdit => {
  const from = Math.min(Math.max(start, 0), text.length)
  const to = Math.min(Math.max(end, from), text.length)
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length }
}
