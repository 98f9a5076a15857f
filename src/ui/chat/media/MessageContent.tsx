/**
 * A message's text or, for the content types this folder and ../mentions render, their view (docs/product.md
 * §14.8): an image as a thumbnail, a mention with its `@Name` spans highlighted. Everything else, and any
 * content that does not read, is the message's text as always.
 */
import { useMemo } from 'react'
import type { DisplayMessage } from '../../../domain/messages'
import { fromPlain } from '../../../domain/messages/content'
import { MessageText } from '../MessageText'
import { MentionText } from '../mentions/MentionText'
import { ImageBubble } from './ImageBubble'

interface MessageContentProps {
  message: DisplayMessage
  /** The sender's display name (the alt text of an image without a caption). */
  senderName: string
}

export const MessageContent = ({ message, senderName }: MessageContentProps) => {
  const { payloadType, content: text } = message
  // Read once per row: an image's fields are a few hundred kB of text.
  const content = useMemo(
    () => (payloadType ? fromPlain({ payloadType, text }) : undefined),
    [payloadType, text],
  )
  if (content?.type === 'image') return <ImageBubble image={content.fields} senderName={senderName} />
  if (content?.type === 'mention') return <MentionText fields={content.fields} />
  return <MessageText text={text} />
}
