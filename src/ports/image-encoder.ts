/**
 * Turns a picked, pasted or dropped file into a chat image (docs/product.md §14.8): decoded and encoded again
 * within the limits of domain/media/image-rules.ts, with its thumbnail. Rejects with an ImageRefusal
 * (`notImage`, `tooLarge`) for a file it cannot use; nothing else.
 */
import type { ImageMime } from '../domain/media/image-rules'

export interface PreparedImage {
  mime: ImageMime
  width: number
  height: number
  bytes: Uint8Array
  thumb: Uint8Array
}

export interface ImageEncoder {
  prepare(file: Blob): Promise<PreparedImage>
}
