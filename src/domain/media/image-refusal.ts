/**
 * Why a file cannot be sent as a chat image (docs/product.md §14.8): it is no picture the browser can read,
 * or no size and quality of domain/media/image-rules.ts brings it under the limit.
 */
export type ImageRefusalReason = 'notImage' | 'tooLarge'

export class ImageRefusal extends Error {
  override name = 'ImageRefusal'
  constructor(readonly reason: ImageRefusalReason) {
    super(reason === 'notImage' ? 'The file is not an image' : 'The image cannot be made small enough')
  }
}

export const isImageRefusal = (error: unknown): error is ImageRefusal => error instanceof ImageRefusal
