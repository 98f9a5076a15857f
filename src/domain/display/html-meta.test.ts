import { describe, expect, it } from 'vitest'
import { readHtmlMeta } from './html-meta'
import { readPageMetadata } from './preview'

// The page metadata a link preview reads (docs/product.md §3 "Page metadata read for previews"), tag by
// tag as a browser would tokenise it: what a site writes decides the preview card a user sees.
describe('readHtmlMeta, how a tag is tokenised', () => {
  it.each([
    ['space', ' '],
    ['newline', '\n'],
    ['tab', '\t'],
    ['carriage return', '\r'],
    ['form feed', '\f'],
  ])('separates attributes, names and values by a %s', (_name, c) => {
    const html = `<meta${c}name${c}=${c}description${c}content=Hi${c}>`
    expect(readPageMetadata(html).description).toBe('Hi')
  })

  it('ignores a slash between attributes, as browsers do', () => {
    expect(readPageMetadata('<meta/property="og:title"/content="T"/>')['og:title']).toBe('T')
  })

  it('reads an attribute written without a value as empty, and goes on after it', () => {
    const html = '<meta property="og:title" content><title>Page</title>'
    expect(readPageMetadata(html)).toMatchObject({ 'og:title': '', title: 'Page' })
    const before = '<meta content name="description"><meta name="description" content="later">'
    expect(readPageMetadata(before).description).toBe('')
  })

  it('keeps the first of a repeated attribute', () => {
    const html = '<meta name="description" content="a" content="b">'
    expect(readPageMetadata(html).description).toBe('a')
  })

  it('reads the attributes after a quoted value that ends with ">"', () => {
    const html = `<meta content="a>" name="description"><meta content='b>' property='og:title'>`
    expect(readPageMetadata(html)).toMatchObject({ description: 'a>', 'og:title': 'b>' })
  })

  it('counts a meta without content as absent, so a later one with content is read', () => {
    const html = '<meta name="description"><meta name="description" content="later">'
    expect(readPageMetadata(html).description).toBe('later')
  })

  it('keeps no entry for a meta with neither property nor name', () => {
    expect(readHtmlMeta('<meta content="orphan">').meta.size).toBe(0)
    expect(readHtmlMeta('<meta name="  " content="blank">').meta.size).toBe(0)
  })
})

describe('readHtmlMeta, what is markup and what is text', () => {
  it('drops a tag cut off by the end of input, and reads nothing inside its open quote', () => {
    expect(readPageMetadata('<meta property="og:title" content="<title>Trap</title>').title).toBe('')
  })

  it('drops a tag cut off inside an unquoted value', () => {
    expect(readPageMetadata('<meta name=description content=abc').description).toBe('')
  })

  it('does not end a comment at a "-->" written before it', () => {
    const html = 'x--><!-- <title>Hidden</title> --><title>Real</title>'
    expect(readPageMetadata(html).title).toBe('Real')
  })

  it('reads no tag in text before the first "<"', () => {
    expect(readPageMetadata('xmeta name=description content=Trap>').description).toBe('')
    expect(readPageMetadata('Xtitle>Trap</title>').title).toBe('')
  })

  it('reads a "<" followed by a space as text, so a tag after it inside quotes is still a tag', () => {
    expect(readPageMetadata('<p>a < x="<title>Real</title>"</p>').title).toBe('Real')
  })

  it('skips a whole comment, whatever comes before the tag inside it', () => {
    const html = '<!-- old: <meta property="og:title" content="commented"> --><title>Real</title>'
    expect(readPageMetadata(html)).toMatchObject({ 'og:title': '', title: 'Real' })
  })

  it('takes the first <title> only, and never a script or style body as the title', () => {
    expect(readPageMetadata('<title>A</title><title>B</title>').title).toBe('A')
    expect(readPageMetadata('<script>var a</script><title>T</title>').title).toBe('T')
    expect(readPageMetadata('<style>p{}</style>').title).toBe('')
  })
})
