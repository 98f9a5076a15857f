/**
 * The image waiting in a chat's composer (docs/product.md §14.8): a picked, pasted or dropped file is made a
 * chat image by the platform's encoder (`prepareImage`), shown with a caption field, and sent as the `image`
 * content type (`sendImage`). A file that is not an image, or cannot be made small enough, is refused in
 * words; nothing typed is lost, since the caption and the message box stay as they were. A failed send keeps
 * the image and its caption. I/O only through provided actors.
 */
import { assign, fromPromise, setup } from 'xstate'
import { bytesToBase64 } from '../../domain/crypto/encoding'
import { isImageRefusal } from '../../domain/media/image-refusal'
import { MachineCode, missing, toUiError, type UiError } from '../kit'
import {
  type AttachedImage,
  type AttachmentContext,
  type AttachmentEvent,
  type AttachmentInput,
  IMAGE_NOT_IMAGE,
  IMAGE_SEND_FAILED,
  IMAGE_TOO_LARGE,
  type PrepareImageInput,
  type PrepareImageOutput,
  type SendImageInput,
} from './attachment.types'

const MACHINE = 'attachmentMachine'

/** Why a file was refused, in words; any other failure of the encoder is said as "not an image". */
export const refusalOf = (error: unknown): UiError =>
  isImageRefusal(error) && error.reason === 'tooLarge'
    ? { code: MachineCode.chatImageTooLarge, message: IMAGE_TOO_LARGE }
    : { code: MachineCode.chatImageNotImage, message: IMAGE_NOT_IMAGE }

const attached = (prepared: PrepareImageOutput): AttachedImage => ({
  mime: prepared.mime,
  width: prepared.width,
  height: prepared.height,
  bytes: bytesToBase64(prepared.bytes),
  thumb: bytesToBase64(prepared.thumb),
})

const refuse = assign<
  AttachmentContext,
  { type: string; error?: unknown },
  undefined,
  AttachmentEvent,
  never
>({
  error: ({ event }) => refusalOf(event.error),
})

export const attachmentMachine = setup({
  types: {
    context: {} as AttachmentContext,
    events: {} as AttachmentEvent,
    input: {} as AttachmentInput,
  },
  actors: {
    prepareImage: fromPromise<PrepareImageOutput, PrepareImageInput>(missing(MACHINE, 'prepareImage')),
    sendImage: fromPromise<void, SendImageInput>(missing(MACHINE, 'sendImage')),
  },
}).createMachine({
  id: 'attachment',
  context: ({ input }) => ({ topic: input.topic, image: undefined, caption: '', error: undefined }),
  initial: 'empty',
  on: {
    'caption.change': { actions: assign({ caption: ({ event }) => event.text }) },
  },
  states: {
    empty: {
      on: { 'image.pick': 'preparing' },
    },
    preparing: {
      tags: 'preparing',
      entry: assign({ error: undefined }),
      invoke: {
        src: 'prepareImage',
        input: ({ event }) => ({ file: event.type === 'image.pick' ? event.file : new Blob() }),
        onDone: { target: 'ready', actions: assign({ image: ({ event }) => attached(event.output) }) },
        // The image held before (if any) stays: a second file that fails takes nothing away.
        onError: [
          { guard: ({ context }) => context.image !== undefined, target: 'ready', actions: refuse },
          { target: 'empty', actions: refuse },
        ],
      },
    },
    ready: {
      on: {
        'image.pick': 'preparing',
        'image.remove': {
          target: 'empty',
          actions: assign({ image: undefined, caption: '', error: undefined }),
        },
        'image.send': 'sending',
      },
    },
    sending: {
      tags: 'sending',
      entry: assign({ error: undefined }),
      invoke: {
        src: 'sendImage',
        input: ({ context }) => {
          const caption = context.caption.trim()
          return {
            topic: context.topic,
            fields: { ...(context.image as AttachedImage), ...(caption ? { caption } : {}) },
          }
        },
        onDone: { target: 'empty', actions: assign({ image: undefined, caption: '' }) },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => ({
              code: toUiError(event.error, { code: MachineCode.chatSend }).code,
              message: IMAGE_SEND_FAILED,
            }),
          }),
        },
      },
    },
  },
})
