import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { MAX_HTML_CHARS, readHtmlMeta } from './html-meta'
import { extractPreview, readPageMetadata } from './preview'

const page = 'https://news.example.com/articles/42?x=1'

const full = `<!doctype html><html><head>
<title>  Plain
  title </title>
<meta name="description" content="Meta description">
<meta property="og:title" content="OG &amp; title">
<meta property="og:description" content="OG description &#8212; long">
<meta property="og:image" content="/img/cover.png">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Example News">
<meta name="twitter:title" content="Twitter title">
<meta name="twitter:image" content="https://cdn.example.com/t.png">
</head><body><p>hi</p></body></html>`

describe('extractPreview', () => {
  it('[P2.20] prefers Open Graph values and resolves a relative image against the page', () => {
    expect(extractPreview(full, page)).toEqual({
      title: 'OG & title',
      img: 'https://news.example.com/img/cover.png',
      desc: 'OG description — long',
      url: page,
    })
  })

  it('falls back to twitter:title, twitter:image and meta description', () => {
    const html = full.replace(/<meta property="og:(title|image|description)"[^>]*>/g, '')
    expect(extractPreview(html, page)).toEqual({
      title: 'Twitter title',
      img: 'https://cdn.example.com/t.png',
      desc: 'Meta description',
      url: page,
    })
  })

  it('falls back to <title> with whitespace collapsed', () => {
    const html = '<html><head><TITLE lang="en">  A &lt;b&gt;\n title </TITLE></head></html>'
    expect(extractPreview(html, page)).toEqual({ title: 'A <b> title', img: '', desc: '', url: page })
  })

  it('ignores attribute order, quote style and case', () => {
    const html = `<META CONTENT='Reordered' PROPERTY='OG:TITLE'/>
      <meta content=unquoted.png property=og:image>
      <meta
        content="multi
        line"   name = "description" >`
    expect(extractPreview(html, 'http://site.test/dir/page.html')).toEqual({
      title: 'Reordered',
      img: 'http://site.test/dir/unquoted.png',
      desc: 'multi line',
      url: 'http://site.test/dir/page.html',
    })
  })

  it('resolves protocol-relative and parent-relative images', () => {
    const img = (ref: string) => extractPreview(`<meta property="og:image" content="${ref}">`, page).img
    expect(img('//cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png')
    expect(img('../b.png?s=1')).toBe('https://news.example.com/b.png?s=1')
    expect(img('https://other.test/c.png')).toBe('https://other.test/c.png')
  })

  it('drops images that are not http(s) or cannot be resolved', () => {
    const img = (ref: string, base = page) =>
      extractPreview(`<meta property="og:image" content="${ref}">`, base).img
    expect(img('javascript:alert(1)')).toBe('')
    expect(img('data:image/png;base64,AAAA')).toBe('')
    expect(img('relative.png', 'not a url')).toBe('')
    expect(img('')).toBe('')
  })

  it('takes the first tag when a key repeats', () => {
    const html = '<meta property="og:title" content="first"><meta property="og:title" content="second">'
    expect(extractPreview(html, page).title).toBe('first')
  })

  it('keeps a `>` inside a quoted attribute value', () => {
    const html = '<meta property="og:title" content="a > b"><meta name="description" content="d">'
    expect(extractPreview(html, page)).toMatchObject({ title: 'a > b', desc: 'd' })
  })

  it('skips metadata inside comments, scripts and styles', () => {
    const html = `<!-- <meta property="og:title" content="commented"> -->
      <script>document.write('<meta property="og:title" content="scripted">')</script>
      <style>/* <title>styled</title> */</style>
      <meta property="og:title" content="real">`
    expect(extractPreview(html, page).title).toBe('real')
  })

  it('returns empty fields for junk and never throws', () => {
    const empty = { title: '', img: '', desc: '', url: page }
    for (const junk of [
      '',
      'plain text',
      '<<<>>>',
      '<meta',
      '<meta property="og:title" content="x',
      '<title>x',
      '<!--',
    ]) {
      expect(extractPreview(junk, page)).toEqual(empty)
    }
    expect(extractPreview('<meta property="og:title">', page)).toEqual(empty)
    expect(extractPreview('<meta content="orphan">', page)).toEqual(empty)
  })

  it('reads only the first MAX_HTML_CHARS characters', () => {
    const tail = '<meta property="og:title" content="too late">'
    expect(extractPreview(' '.repeat(MAX_HTML_CHARS) + tail, page).title).toBe('')
    expect(extractPreview(' '.repeat(MAX_HTML_CHARS - tail.length) + tail, page).title).toBe('too late')
  })

  it(
    'never throws on arbitrary markup fragments',
    () => {
      const fragment = fc.constantFrom(
        '<meta',
        '<title>',
        '</title>',
        '<script>',
        '</script>',
        '<!--',
        '-->',
        ' property="og:title"',
        " content='x'",
        ' content=y',
        '>',
        '"',
        "'",
        '&amp;',
        '&#x',
        '=',
        '/',
        ' ',
        'og:image',
      )
      fc.assert(
        fc.property(fc.array(fragment, { maxLength: 30 }), (parts) => {
          const preview = extractPreview(parts.join(''), page)
          expect(preview.url).toBe(page)
          expect(preview.img === '' || preview.img.startsWith('https://')).toBe(true)
        }),
        propertyOptions(100),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('handles hostile input in linear time', () => {
    const hostile = '<meta "'.repeat(70_000) + '<title>'.repeat(10_000)
    expect(extractPreview(hostile, page)).toEqual({ title: '', img: '', desc: '', url: page })
  })
})

describe('readPageMetadata', () => {
  it('[P3.2] returns every spec field', () => {
    expect(readPageMetadata(full)).toEqual({
      title: 'Plain title',
      description: 'Meta description',
      'og:title': 'OG & title',
      'og:type': 'article',
      'og:site_name': 'Example News',
      'og:description': 'OG description — long',
      'og:image': '/img/cover.png',
      'twitter:title': 'Twitter title',
      'twitter:image': 'https://cdn.example.com/t.png',
    })
  })
})

describe('readHtmlMeta', () => {
  it('lowercases and trims keys and keeps empty content', () => {
    const { meta } = readHtmlMeta('<meta name=" Keywords " content="">')
    expect([...meta]).toEqual([['keywords', '']])
  })
})
