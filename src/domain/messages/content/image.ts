/**
 * The `image` content type (docs/protocol.md §3.11): a picture re-encoded by the sender's browser to at most
 * MAX_IMAGE_SIDE × MAX_IMAGE_SIDE and MAX_IMAGE_BYTES (domain/media/image-rules.ts), a thumbnail, and an
 * optional caption. Its fallback names it and its size, `🖼 Image (1280×960, 143 kB)`, then the caption on a
 * line of its own: what an official-SDK user reads.
 */
import { base64ToBytes, isBase64 } from '../../crypto/encoding'
import {
  type ImageMime,
  isImageMime,
  kilobytes,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIDE,
  MAX_THUMB_BYTES,
} from '../../media/image-rules'
import { defineCodec, refuseContent } from './codec'
import { readText } from './fields'

export interface ImageFields {
  mime: ImageMime
  width: number
  height: number
  /** Standard base64 of the encoded image. */
  bytes: string
  /** Standard base64 of the thumbnail, same type (MAX_THUMB_SIDE on its longer side when this app made it). */
  thumb: string
  caption?: string
}

/** Whether `bytes` start as a file of type `mime` does (the signature of JPEG, PNG, or RIFF…WEBP). */
export const hasSignatureOf = (mime: ImageMime, bytes: Uint8Array): boolean => {
  const starts = (at: number, sig: readonly number[]) => sig.every((b, i) => bytes[at + i] === b)
  switch (mime) {
    case 'image/jpeg':
      return starts(0, [0xff, 0xd8, 0xff])
    case 'image/png':
      return starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/webp':
      return starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])
  }
}

const readSide = (json: Readonly<Record<string, unknown>>, field: string): number => {
  const side = json[field]
  if (typeof side !== 'number' || !Number.isSafeInteger(side) || side < 1 || side > MAX_IMAGE_SIDE) {
    return refuseContent(`${field} is not a whole number from 1 to ${MAX_IMAGE_SIDE}`)
  }
  return side
}

/** The decoded size of the image, from its base64. */
export const imageByteLength = (bytes: string): number =>
  (bytes.length / 4) * 3 - (bytes.endsWith('==') ? 2 : bytes.endsWith('=') ? 1 : 0)

/** Standard base64 of a file of type `mime` holding at most `max` bytes. */
const readEncoded = (
  json: Readonly<Record<string, unknown>>,
  field: string,
  mime: ImageMime,
  max: number,
): string => {
  const value = json[field]
  if (typeof value !== 'string' || value === '' || !isBase64(value))
    return refuseContent(`${field} is not base64`)
  // The decoded length is known from the text, before a byte of it is decoded.
  if (imageByteLength(value) > max) return refuseContent(`${field} is larger than ${max} bytes`)
  if (!hasSignatureOf(mime, base64ToBytes(value.slice(0, 16)))) refuseContent(`${field} is not ${mime}`)
  return value
}

export const imageCodec = defineCodec<ImageFields>({
  needsRef: false,
  read: (json) => {
    const mime = json.mime
    if (!isImageMime(mime)) return refuseContent('mime is not image/webp, image/jpeg or image/png')
    const caption = json.caption === undefined ? undefined : readText(json, 'caption')
    const thumb = readEncoded(json, 'thumb', mime, MAX_THUMB_BYTES)
    return {
      mime,
      width: readSide(json, 'width'),
      height: readSide(json, 'height'),
      bytes: readEncoded(json, 'bytes', mime, MAX_IMAGE_BYTES),
      thumb,
      ...(caption === undefined ? {} : { caption }),
    }
  },
  write: ({ mime, width, height, bytes, thumb, caption }) => ({
    mime,
    width,
    height,
    bytes,
    thumb,
    ...(caption === undefined ? {} : { caption }),
  }),
  fallback: ({ width, height, bytes, caption }) =>
    `🖼 Image (${width}×${height}, ${kilobytes(imageByteLength(bytes))})${caption === undefined ? '' : `\n${caption}`}`,
  isRow: true,
  alerts: true,
})
