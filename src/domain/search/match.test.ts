import { describe, expect, it } from 'vitest'
import { fold, foldWithOrigin } from './fold'
import { excerpt, matches, matchRanges, searchTerms } from './match'

const marked = (text: string, query: string) =>
  (matchRanges(text, searchTerms(query)) ?? []).map((r) => text.slice(r.start, r.end))

describe('search matching (docs/product.md §14.12)', () => {
  it('folds case and accents, ligatures too', () => {
    expect(fold('Été À ÇA ﬁn Straße')).toBe('ete a ca fin strasse')
    expect(fold('e\u0301te')).toBe('ete')
  })

  it('folds a whole text as it folds each character (the fast path a search takes)', () => {
    for (const text of [
      'Été À ÇA ﬁn Straße',
      'e\u0301te\u0301',
      'ΟΔΟΣ Σοφία',
      'İstanbul ǅ',
      '🐳 whale ①②',
      'ǈ ß ẞ',
    ]) {
      expect(fold(text)).toBe(foldWithOrigin(text).text)
    }
  })

  it('splits the query into folded words, each once, longest first', () => {
    expect(searchTerms('  Café   cafe  Crème ')).toEqual(['creme', 'cafe'])
    expect(searchTerms('   ')).toEqual([])
  })

  it('finds every word anywhere, inside words too, and marks the text as written', () => {
    expect(marked('Rendez-vous au Café de Flore', 'cafe')).toEqual(['Café'])
    expect(marked('Le CAFÉ, puis un café', 'café')).toEqual(['CAFÉ', 'café'])
    expect(marked('decaffeinated coffee', 'caf')).toEqual(['caf'])
    expect(marked('the blue whale and the blue sea', 'BLUE sea')).toEqual(['blue', 'blue', 'sea'])
  })

  it('needs every word: one missing is no match', () => {
    expect(matchRanges('blue whale', searchTerms('blue shark'))).toBeUndefined()
    expect(matches('blue whale', searchTerms('whale blue'))).toBe(true)
    expect(matches('blue whale', [])).toBe(false)
    expect(matchRanges('anything', [])).toBeUndefined()
  })

  it('maps a match over decomposed accents and expanded ligatures back to the whole characters', () => {
    expect(marked('une e\u0301te\u0301 chaude', 'ete')).toEqual(['e\u0301te\u0301'])
    expect(marked('the ﬁnal word', 'fin')).toEqual(['ﬁn'])
    expect(marked('emoji 🐳 whale', 'whale')).toEqual(['whale'])
  })

  it('joins overlapping marks', () => {
    const text = 'banana'
    expect(matchRanges(text, searchTerms('ana nan'))).toEqual([{ start: 1, end: 6 }])
  })

  it('shows a long text around its first match, marked, with ellipses where cut', () => {
    const text = `${'word '.repeat(30)}the secret harbour ${'tail '.repeat(60)}`
    const segments = excerpt(text, matchRanges(text, searchTerms('harbour')) ?? [])
    expect(segments[0]).toEqual({ text: '…', match: false })
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['harbour'])
    expect(segments[segments.length - 1]).toEqual({ text: '…', match: false })
    const shown = segments.map((s) => s.text).join('')
    expect(shown.startsWith('…word ')).toBe(true)
    expect(shown.length).toBeLessThanOrEqual(162)
    expect(excerpt('short one', matchRanges('short one', ['one']) ?? [])).toEqual([
      { text: 'short ', match: false },
      { text: 'one', match: true },
    ])
  })
})
