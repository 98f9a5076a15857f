/**
 * How a picture becomes a chat image (docs/protocol.md §3.11 "image", docs/product.md §14.8): the limits that
 * keep one image message far inside the node's 1 MiB frame and request limit (mock-node/README.md), the
 * sizes tried one after another until the encoded bytes fit, and the words of its size. Pure; the encoding
 * itself is the browser's (adapters/platform/image-encoder.ts).
 */

/** The longest side of a sent image, in pixels. */
export const MAX_IMAGE_SIDE = 1280
/**
 * The most bytes of a sent image. Written as base64 inside JSON inside base64url (the `w3mq-content`
 * parameter), 160,000 bytes become about 285,000 characters: a quarter of a 1 MiB frame.
 */
export const MAX_IMAGE_BYTES = 160_000
/** The longest side of the thumbnail a bubble shows. */
export const MAX_THUMB_SIDE = 320
/** The most bytes of the thumbnail. */
export const MAX_THUMB_BYTES = 24_000
/** The longest file a person may pick, before any decoding: larger ones are refused at once. */
export const MAX_SOURCE_BYTES = 40_000_000
/** The most pixels of a picture the browser is asked to decode (a 100-megapixel photo and no more). */
export const MAX_SOURCE_PIXELS = 100_000_000

/** The image types a chat image is encoded to and accepted as. */
export const IMAGE_MIMES = ['image/webp', 'image/jpeg', 'image/png'] as const
export type ImageMime = (typeof IMAGE_MIMES)[number]

export const isImageMime = (value: unknown): value is ImageMime =>
  typeof value === 'string' && (IMAGE_MIMES as readonly string[]).includes(value)

export interface Size {
  width: number
  height: number
}

/**
 * `size` scaled down (never up) so its longer side is at most `maxSide`, the aspect ratio kept and each side
 * at least 1 pixel. Throws RangeError for a side that is not a positive whole number.
 */
export const fitWithin = ({ width, height }: Size, maxSide: number): Size => {
  for (const side of [width, height, maxSide]) {
    if (!Number.isSafeInteger(side) || side <= 0) throw new RangeError('sides must be positive whole numbers')
  }
  const longest = Math.max(width, height)
  if (longest <= maxSide) return { width, height }
  const scale = maxSide / longest
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/** One try of the encoder: the longest side and the lossy quality (0–1). */
export interface EncodeAttempt {
  maxSide: number
  quality: number
}

/**
 * The tries, in order, until the bytes fit `maxBytes`: the full side at falling qualities, then smaller
 * sides. A picture none of them brings under the limit is refused, never sent blurred beyond use.
 */
export const encodeAttempts = (maxSide: number): EncodeAttempt[] => {
  const sides = [maxSide, Math.round(maxSide * 0.75), Math.round(maxSide * 0.5)]
  const qualities = [0.85, 0.72, 0.6]
  return sides.flatMap((side) => qualities.map((quality) => ({ maxSide: side, quality })))
}

/** `143 kB`: bytes in kilobytes of 1,000, rounded, never 0. */
export const kilobytes = (bytes: number): string => `${Math.max(1, Math.round(bytes / 1000))} kB`
