/**
 * The composer's attachment actor (docs/product.md §14.8) and the paste and drop handlers that feed it: an
 * image on the clipboard or dropped on the composer becomes the image to send; anything else pasted or
 * dropped goes where it always went (text into the message box).
 */
import { useActorRef } from '@xstate/react'
import type { ClipboardEvent, DragEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import { attachmentMachine } from '../../../machines/attachment/attachment.machine'
import { useChatMachines } from './use-chat-machines'

export type AttachmentRef = ActorRefFrom<typeof attachmentMachine>

/** The first file of a transfer that says it is an image, or the only file when one was dropped. */
const imageOf = (data: DataTransfer | null): File | undefined => {
  const files = Array.from(data?.files ?? [])
  return files.find((file) => file.type.startsWith('image/')) ?? (files.length === 1 ? files[0] : undefined)
}

/** The actor (undefined when the app composed no images) and the handlers for the composer's area. */
export const useAttachment = (topic: string) => {
  const machines = useChatMachines()
  // Without a provided machine the bare one is held but never sent anything: nothing offers it.
  const attach = useActorRef(machines?.attachment ?? attachmentMachine, { input: { topic } })
  const available = machines?.attachment !== undefined
  const handlers = available
    ? {
        onPaste: (event: ClipboardEvent) => {
          const file = Array.from(event.clipboardData.files).find((f) => f.type.startsWith('image/'))
          if (!file) return
          event.preventDefault()
          attach.send({ type: 'image.pick', file })
        },
        onDragOver: (event: DragEvent) => {
          if (Array.from(event.dataTransfer.types).includes('Files')) event.preventDefault()
        },
        onDrop: (event: DragEvent) => {
          const file = imageOf(event.dataTransfer)
          if (!file) return
          event.preventDefault()
          attach.send({ type: 'image.pick', file })
        },
      }
    : {}
  return { attach: available ? attach : undefined, handlers }
}
