/** The composer's image on a scripted encoder and send, for the attachment machine's tests and the chat views'. Test support only. */
import { fromPromise } from 'xstate'
import { attachmentMachine } from '../../../src/machines/attachment/attachment.machine'
import type {
  PrepareImageInput,
  PrepareImageOutput,
  SendImageInput,
} from '../../../src/machines/attachment/attachment.types'

export interface AttachmentScript {
  prepare: (input: PrepareImageInput) => Promise<PrepareImageOutput>
  /** Default: sent. */
  send?: (input: SendImageInput) => Promise<void>
}

/** The smallest bytes a JPEG starts with, FF D8 FF E0, and a 4 × 3 image of them. */
export const JPEG_START = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0)
export const SMALL_JPEG: PrepareImageOutput = {
  mime: 'image/jpeg',
  width: 4,
  height: 3,
  bytes: JPEG_START,
  thumb: JPEG_START,
}

/** The attachment machine on `script`, and every send it asked for, in order. */
export const fakeAttachment = (script: AttachmentScript) => {
  const sends: SendImageInput[] = []
  const machine = attachmentMachine.provide({
    actors: {
      prepareImage: fromPromise<PrepareImageOutput, PrepareImageInput>(({ input }) => script.prepare(input)),
      sendImage: fromPromise<void, SendImageInput>(async ({ input }) => {
        sends.push(input)
        await script.send?.(input)
      }),
    },
  })
  return { machine, sends }
}
