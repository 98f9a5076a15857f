import { describe, expect, it } from 'vitest'
import { decodeHtmlEntities } from './html-entities'

describe('decodeHtmlEntities', () => {
  it('decodes the named references of page metadata', () => {
    expect(decodeHtmlEntities('Tom &amp; Jerry &quot;1&quot; &apos;2&#39; &lt;b&gt;&nbsp;!')).toBe(
      'Tom & Jerry "1" \'2\' <b>\u00a0!',
    )
    expect(decodeHtmlEntities('&AMP; &Lt;')).toBe('& <')
  })

  it('decodes decimal and hexadecimal references', () => {
    expect(decodeHtmlEntities('&#233;t&#xE9; &#X1F600; &#128512;')).toBe('été 😀 😀')
  })

  it('decodes in a single pass', () => {
    expect(decodeHtmlEntities('&amp;lt;')).toBe('&lt;')
  })

  it('decodes up to the last code point and refuses every surrogate', () => {
    expect(decodeHtmlEntities('&#x10FFFF;&#1114111;')).toBe('\u{10FFFF}\u{10FFFF}')
    expect(decodeHtmlEntities('&#xD7FF;&#xE000;')).toBe('\uD7FF\uE000')
    expect(decodeHtmlEntities('&#xDFFF; &#57343;')).toBe('&#xDFFF; &#57343;')
  })

  it('leaves unknown names, invalid code points and unterminated references as written', () => {
    expect(decodeHtmlEntities('&copy; &#0; &#xD800; &#x110000; &amp &#12')).toBe(
      '&copy; &#0; &#xD800; &#x110000; &amp &#12',
    )
  })
})
