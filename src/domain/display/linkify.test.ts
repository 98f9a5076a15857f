import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { extractUrls, linkify } from './linkify'

const link = (href: string, text = href) => ({ kind: 'link', href, text })
const text = (value: string) => ({ kind: 'text', text: value })

describe('linkify', () => {
  it('[P2.19] splits text around http and https links', () => {
    expect(linkify('see https://example.com/a?b=1#c and http://x.org')).toEqual([
      text('see '),
      link('https://example.com/a?b=1#c'),
      text(' and '),
      link('http://x.org'),
    ])
  })

  it('returns [] for empty text and one text segment without links', () => {
    expect(linkify('')).toEqual([])
    expect(linkify('no links here')).toEqual([text('no links here')])
  })

  it('matches the scheme in any case and lowercases it in href only', () => {
    expect(linkify('HTTPS://Example.COM/X')).toEqual([link('https://Example.COM/X', 'HTTPS://Example.COM/X')])
    expect(linkify('Http://a.b')).toEqual([link('http://a.b', 'Http://a.b')])
  })

  it('never links other schemes', () => {
    for (const input of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      'file:///etc/passwd',
      'mailto:a@b.c',
      '//example.com',
      'www.example.com',
    ]) {
      expect(linkify(input)).toEqual([text(input)])
    }
  })

  it('does not start a link glued to a preceding letter or digit', () => {
    expect(linkify('javascripthttp://evil.com')).toEqual([text('javascripthttp://evil.com')])
    expect(linkify('(https://a.com)')).toEqual([text('('), link('https://a.com'), text(')')])
  })

  it('leaves trailing punctuation outside the link', () => {
    expect(linkify('Go to https://a.com.')).toEqual([text('Go to '), link('https://a.com'), text('.')])
    expect(linkify('https://a.com/x, then')).toEqual([link('https://a.com/x'), text(', then')])
    expect(linkify('https://a.com?!')).toEqual([link('https://a.com'), text('?!')])
    expect(linkify('"https://a.com/q"')).toEqual([text('"'), link('https://a.com/q'), text('"')])
    expect(linkify('say "https://a.com/q"')).toEqual([text('say "'), link('https://a.com/q'), text('"')])
    expect(linkify('at https://a.com/x; https://b.com/y: done')).toEqual([
      text('at '),
      link('https://a.com/x'),
      text('; '),
      link('https://b.com/y'),
      text(': done'),
    ])
  })

  it('keeps balanced brackets and drops unbalanced closers', () => {
    expect(linkify('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual([
      link('https://en.wikipedia.org/wiki/Foo_(bar)'),
    ])
    expect(linkify('(see https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([
      text('(see '),
      link('https://en.wikipedia.org/wiki/Foo_(bar)'),
      text(')'),
    ])
    expect(linkify('[https://a.com/x]')).toEqual([text('['), link('https://a.com/x'), text(']')])
    expect(linkify('https://a.com/x).')).toEqual([link('https://a.com/x'), text(').')])
    expect(linkify('{https://a.com/x}')).toEqual([text('{'), link('https://a.com/x'), text('}')])
    expect(linkify('https://a.com/{x}')).toEqual([link('https://a.com/{x}')])
  })

  it('stops at whitespace and markup delimiters', () => {
    expect(linkify('<https://a.com/x>')).toEqual([text('<'), link('https://a.com/x'), text('>')])
    expect(linkify('https://a.com/x\nnext')).toEqual([link('https://a.com/x'), text('\nnext')])
    expect(linkify('https://a.com/"onmouseover="x')).toEqual([
      link('https://a.com/'),
      text('"onmouseover="x'),
    ])
  })

  it('leaves a scheme without a host as text', () => {
    expect(linkify('http:// nothing')).toEqual([text('http:// nothing')])
    expect(linkify('https://.')).toEqual([text('https://.')])
    expect(linkify('ok https://')).toEqual([text('ok https://')])
    // A candidate that is no link stays inside the one text segment around it.
    expect(linkify('see https://. then https://a.com')).toEqual([
      text('see https://. then '),
      link('https://a.com'),
    ])
  })

  it('keeps ports, credentials-free paths and non-ASCII text', () => {
    expect(linkify('héllo http://localhost:8080/päth ✓')).toEqual([
      text('héllo '),
      link('http://localhost:8080/päth'),
      text(' ✓'),
    ])
  })

  it(
    'always reproduces the input and only ever emits http(s) hrefs',
    () => {
      const fragment = fc.constantFrom(
        'http://',
        'HTTPS://',
        'javascript:',
        'data:',
        'a.com',
        '/p',
        '(',
        ')',
        '[',
        ']',
        '.',
        ',',
        '"',
        ' ',
        'x',
        '\n',
      )
      fc.assert(
        fc.property(fc.array(fragment, { maxLength: 24 }), (parts) => {
          const input = parts.join('')
          const segments = linkify(input)
          expect(segments.map((s) => s.text).join('')).toBe(input)
          for (const segment of segments) {
            expect(segment.text).not.toBe('')
            if (segment.kind !== 'link') continue
            expect(segment.href).toMatch(/^https?:\/\/[^\s]/)
            expect(segment.href.toLowerCase()).toBe(segment.text.toLowerCase())
            expect(segment.text).not.toMatch(/[.,"]$/)
          }
        }),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('extractUrls', () => {
  it('lists the linked hrefs in order without duplicates', () => {
    expect(extractUrls('a https://a.com, b HTTP://b.org/x. again https://a.com javascript:x')).toEqual([
      'https://a.com',
      'http://b.org/x',
    ])
    expect(extractUrls('nothing')).toEqual([])
  })
})
