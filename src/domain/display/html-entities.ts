/**
 * Decodes the HTML character references that appear in page metadata. Single pass, so `&amp;lt;`
 * becomes `&lt;`, never `<`. Unknown names and invalid code points are left as written.
 */

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
}

const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z]+));/g

const fromCodePoint = (code: number): string | undefined => {
  const isSurrogate = code >= 0xd800 && code <= 0xdfff
  if (code <= 0 || code > 0x10ffff || isSurrogate) return undefined
  return String.fromCodePoint(code)
}

/** Replaces `&amp; &quot; &apos; &#39; &lt; &gt; &nbsp;`, `&#NNN;` and `&#xHH;` with their characters. */
export const decodeHtmlEntities = (text: string): string =>
  text.replace(
    REFERENCE,
    (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16)) ?? whole
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10)) ?? whole
      return NAMED[(name ?? '').toLowerCase()] ?? whole
    },
  )
