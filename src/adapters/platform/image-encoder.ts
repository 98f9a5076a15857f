/**
 * The browser's ImageEncoder (docs/product.md §14.8): the file is decoded by `createImageBitmap` (its EXIF
 * orientation applied), drawn on an OffscreenCanvas (a page canvas where there is none) at the sizes of
 * `encodeAttempts` and encoded to WebP, or to JPEG on a white ground where the browser cannot write WebP,
 * until the bytes fit MAX_IMAGE_BYTES; then the thumbnail. Nothing leaves the browser.
 */

import { ImageRefusal } from '../../domain/media/image-refusal'
import {
  encodeAttempts,
  fitWithin,
  type ImageMime,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_SOURCE_BYTES,
  MAX_SOURCE_PIXELS,
  MAX_THUMB_BYTES,
  MAX_THUMB_SIDE,
  type Size,
} from '../../domain/media/image-rules'
import type { ImageEncoder, PreparedImage } from '../../ports/image-encoder'

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D

interface Surface {
  context: Canvas2D
  toBlob(type: string, quality: number): Promise<Blob | null>
}

const surfaceOf = (doc: Document | undefined, { width, height }: Size): Surface => {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2D canvas')
    return {
      context,
      toBlob: (type, quality) => canvas.convertToBlob({ type, quality }).catch(() => null),
    }
  }
  if (!doc) throw new Error('No canvas')
  const canvas = doc.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas')
  return {
    context,
    toBlob: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)),
  }
}

/** The picture at `size`, encoded as `mime`; undefined when the browser wrote another type (no WebP writer). */
const encode = async (
  doc: Document | undefined,
  bitmap: ImageBitmap,
  size: Size,
  mime: ImageMime,
  quality: number,
): Promise<Uint8Array | undefined> => {
  const surface = surfaceOf(doc, size)
  if (mime === 'image/jpeg') {
    // JPEG has no transparency: a transparent pixel would turn black.
    surface.context.fillStyle = '#ffffff'
    surface.context.fillRect(0, 0, size.width, size.height)
  }
  surface.context.imageSmoothingQuality = 'high'
  surface.context.drawImage(bitmap, 0, 0, size.width, size.height)
  const blob = await surface.toBlob(mime, quality)
  if (!blob || blob.type !== mime) return undefined
  return new Uint8Array(await blob.arrayBuffer())
}

/** The first of `attempts` whose bytes fit `maxBytes`, with its size. */
const fitting = async (
  doc: Document | undefined,
  bitmap: ImageBitmap,
  mime: ImageMime,
  maxSide: number,
  maxBytes: number,
): Promise<{ size: Size; bytes: Uint8Array } | undefined> => {
  for (const attempt of encodeAttempts(maxSide)) {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height }, attempt.maxSide)
    const bytes = await encode(doc, bitmap, size, mime, attempt.quality)
    if (bytes === undefined) return undefined
    if (bytes.length <= maxBytes) return { size, bytes }
  }
  return undefined
}

const decode = async (file: Blob): Promise<ImageBitmap> => {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    throw new ImageRefusal('notImage')
  }
}

/** `doc` draws on a page canvas where OffscreenCanvas is missing. */
export const createCanvasImageEncoder = (doc?: Document): ImageEncoder => ({
  async prepare(file: Blob): Promise<PreparedImage> {
    // An empty type is a file the system could not name: the decoder decides.
    if (file.type !== '' && !file.type.startsWith('image/')) throw new ImageRefusal('notImage')
    if (file.size > MAX_SOURCE_BYTES) throw new ImageRefusal('tooLarge')
    const bitmap = await decode(file)
    try {
      if (bitmap.width * bitmap.height > MAX_SOURCE_PIXELS) throw new ImageRefusal('tooLarge')
      // WebP where the browser writes it (it keeps transparency and is smaller), JPEG elsewhere.
      const webp = await encode(doc, bitmap, { width: 1, height: 1 }, 'image/webp', 0.5)
      const mime: ImageMime = webp ? 'image/webp' : 'image/jpeg'
      const main = await fitting(doc, bitmap, mime, MAX_IMAGE_SIDE, MAX_IMAGE_BYTES)
      const thumb = main && (await fitting(doc, bitmap, mime, MAX_THUMB_SIDE, MAX_THUMB_BYTES))
      if (!main || !thumb) throw new ImageRefusal('tooLarge')
      return { mime, width: main.size.width, height: main.size.height, bytes: main.bytes, thumb: thumb.bytes }
    } finally {
      bitmap.close()
    }
  },
})
