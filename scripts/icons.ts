/**
 * `npx tsx scripts/icons.ts`: draws the app's mark (the inline SVG favicon of index.html, read from there so
 * the two never drift) at the sizes the web app manifest names, in Debian's Chromium, and writes the PNGs
 * to public/icons/. The PNGs are committed, so a build needs no browser; run this again after changing the
 * mark. A flat mark has few colours: it is written as an indexed PNG at zlib's best level when it can be.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
]
const OUT = join(import.meta.dirname, '..', 'public', 'icons')

/** The favicon's SVG, decoded from its data URL in index.html. */
const readMark = (): string => {
  const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8')
  const href = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)"/.exec(html)?.[1]
  if (!href) throw new Error('index.html has no inline SVG icon')
  return decodeURIComponent(href)
}

/**
 * The maskable variant: the square fills the whole image (a launcher cuts its own shape) and the W is
 * shrunk into the central circle of 80% that every mask keeps.
 */
const maskable = (svg: string): string =>
  svg
    .replace(/ rx='[^']*'/, '')
    .replace('<path', "<g transform='translate(16 16) scale(0.78) translate(-16 -16)'><path")
    .replace('</svg>', '</g></svg>')

/** RGBA pixels of `svg` drawn at `size`×`size`, as base64 (a canvas in the page). */
const rasterise = (svg: string, size: number) => async (): Promise<Buffer> => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS })
  try {
    const page = await browser.newPage()
    const base64 = await page.evaluate(
      async ({ svg, size }) => {
        const image = new Image(size, size)
        image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = size
        canvas.height = size
        const context = canvas.getContext('2d')
        if (!context) throw new Error('no 2d canvas')
        context.drawImage(image, 0, 0, size, size)
        const bytes = context.getImageData(0, 0, size, size).data
        let text = ''
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
        return btoa(text)
      },
      { svg, size },
    )
    return Buffer.from(base64, 'base64')
  } finally {
    await browser.close()
  }
}

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A PNG of `size`×`size` RGBA pixels: indexed (palette + alpha table) when 256 colours suffice. */
const encodePng = (rgba: Buffer, size: number): Buffer => {
  const colours = new Map<number, number>()
  for (let i = 0; i < rgba.length && colours.size <= 256; i += 4) {
    const key = rgba.readUInt32BE(i)
    if (!colours.has(key)) colours.set(key, colours.size)
  }
  const indexed = colours.size <= 256
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8
  header[9] = indexed ? 3 : 6
  const stride = indexed ? size : size * 4
  const rows = Buffer.alloc((stride + 1) * size)
  for (let y = 0; y < size; y++) {
    // Filter 0 (none) on every row: a flat image compresses best unfiltered.
    const row = (stride + 1) * y + 1
    if (!indexed) rgba.copy(rows, row, y * stride, (y + 1) * stride)
    else
      for (let x = 0; x < size; x++) rows[row + x] = colours.get(rgba.readUInt32BE((y * size + x) * 4)) ?? 0
  }
  const palette = [...colours.keys()]
  const parts = [chunk('IHDR', header)]
  if (indexed) {
    parts.push(
      chunk('PLTE', Buffer.from(palette.flatMap((c) => [c >>> 24, (c >>> 16) & 255, (c >>> 8) & 255]))),
    )
    parts.push(chunk('tRNS', Buffer.from(palette.map((c) => c & 255))))
  }
  parts.push(chunk('IDAT', deflateSync(rows, { level: 9, memLevel: 9 })), chunk('IEND', Buffer.alloc(0)))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...parts])
}

const ICONS: readonly (readonly [file: string, size: number, variant: (svg: string) => string])[] = [
  ['icon-192.png', 192, (svg) => svg],
  ['icon-512.png', 512, (svg) => svg],
  ['icon-maskable-512.png', 512, maskable],
]

mkdirSync(OUT, { recursive: true })
const mark = readMark()
for (const [file, size, variant] of ICONS) {
  const png = encodePng(await rasterise(variant(mark), size)(), size)
  writeFileSync(join(OUT, file), png)
  console.log(`public/icons/${file}: ${png.length} B`)
}
