/**
 * Text folded for search (docs/product.md §14.12): case and accents do not count, so "Éte" finds
 * "été" and "ete". Each character is folded on its own (compatibility decomposition, combining marks
 * dropped, lower case), which keeps a map from every folded character back to where it came from in the
 * text, so a match in the folded text can be marked in the text as written.
 */

const MARKS = /\p{M}/gu

/**
 * One code point folded: "É" → "e", "ﬁ" → "fi", "ß" → "ss", a lone combining accent → "". Upper case then
 * lower case folds what lower case alone keeps apart ("ß" and "SS", final and other sigma).
 */
const foldChar = (char: string): string =>
  char.normalize('NFKD').toUpperCase().toLowerCase().normalize('NFKD').replace(MARKS, '')

export interface Folded {
  /** The folded text. */
  text: string
  /**
   * For each code unit of `text`, the index in the original text of the character it came from; one more
   * entry at the end holds the original's length, so a match ending at the end maps too.
   */
  origin: number[]
}

/** The text folded, with where each folded code unit came from. */
export const foldWithOrigin = (text: string): Folded => {
  let folded = ''
  const origin: number[] = []
  let at = 0
  for (const char of text) {
    const part = foldChar(char)
    folded += part
    for (let i = 0; i < part.length; i++) origin.push(at)
    at += char.length
  }
  origin.push(text.length)
  return { text: folded, origin }
}

/**
 * The text folded: no case, no accents; the same as `foldWithOrigin(text).text`, folded whole at once (a search
 * folds every stored message, and per character that cost most of its time). Lower case alone would turn a final
 * capital sigma into "ς" where the per-character fold gives "σ".
 */
export const fold = (text: string): string =>
  text.normalize('NFKD').toUpperCase().toLowerCase().normalize('NFKD').replace(MARKS, '').replace(/ς/gu, 'σ')
