/**
 * The picker's built-in emoji (docs/product.md §14.8): a modest set grouped by category, each with the name
 * it is searched by (its Unicode name in lower case). Built in so the picker asks no server for anything;
 * loaded only with the picker's chunk, never with the first page.
 */

import { EMOJI_COPY } from './emoji-copy'
import { NATURE, PEOPLE, SMILEYS } from './emoji-faces'
import { ACTIVITIES, FOOD, OBJECTS, SYMBOLS } from './emoji-things'

export interface Emoji {
  char: string
  name: string
}

export interface EmojiCategory {
  id: string
  label: string
  emoji: readonly Emoji[]
}

/** `char name` pairs, one per line (./emoji-faces.ts, ./emoji-things.ts): the data stays readable and small. */
const parse = (lines: string): Emoji[] =>
  lines
    .trim()
    .split('\n')
    .map((line) => {
      const at = line.indexOf(' ')
      return { char: line.slice(0, at), name: line.slice(at + 1).trim() }
    })

export const EMOJI_CATEGORIES: readonly EmojiCategory[] = [
  { id: 'smileys', label: EMOJI_COPY.category.smileys, emoji: parse(SMILEYS) },
  { id: 'people', label: EMOJI_COPY.category.people, emoji: parse(PEOPLE) },
  { id: 'nature', label: EMOJI_COPY.category.nature, emoji: parse(NATURE) },
  { id: 'food', label: EMOJI_COPY.category.food, emoji: parse(FOOD) },
  { id: 'activities', label: EMOJI_COPY.category.activities, emoji: parse(ACTIVITIES) },
  { id: 'objects', label: EMOJI_COPY.category.objects, emoji: parse(OBJECTS) },
  { id: 'symbols', label: EMOJI_COPY.category.symbols, emoji: parse(SYMBOLS) },
]

/** Every built-in emoji, in category order. */
export const ALL_EMOJI: readonly Emoji[] = EMOJI_CATEGORIES.flatMap((c) => c.emoji)
