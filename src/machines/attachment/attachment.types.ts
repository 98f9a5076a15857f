/** Context, events, input and actor contracts of the attachment machine (an image in a chat's composer). */
import type { ImageFields } from '../../domain/messages/content/image'
import type { PreparedImage } from '../../ports/image-encoder'
import type { UiError } from '../kit'

export interface AttachmentInput {
  /** The chat the image goes to. */
  topic: string
}

/** An image ready to send: its fields as the `image` content type carries them, without the caption. */
export type AttachedImage = Omit<ImageFields, 'caption'>

export interface AttachmentContext extends AttachmentInput {
  image: AttachedImage | undefined
  /** The caption typed beside the image ('' for none). */
  caption: string
  error: UiError | undefined
}

export type AttachmentEvent =
  /** A file picked, pasted or dropped. */
  | { type: 'image.pick'; file: Blob }
  | { type: 'image.remove' }
  | { type: 'caption.change'; text: string }
  | { type: 'image.send' }

export interface PrepareImageInput {
  file: Blob
}

export type PrepareImageOutput = PreparedImage

export interface SendImageInput {
  topic: string
  fields: ImageFields
}

export const IMAGE_NOT_IMAGE =
  'That file is not an image. Choose a photo or a picture (JPEG, PNG, WebP or GIF).'
export const IMAGE_TOO_LARGE =
  'That image cannot be made small enough to send (at most 1280 pixels on its longer side and 160 kB).'
export const IMAGE_SEND_FAILED = 'Your image was not sent. It is kept here; try again.'
