/**
 * An image message in its bubble (docs/product.md §14.8): the thumbnail at the image's own aspect ratio, its
 * box sized from the message's width and height before a byte is decoded (no jump in the virtualised list),
 * a button that opens the full image in a dialog, and the caption under it. Alt text: the caption, else
 * "Image from <sender>".
 */
import { useState } from 'react'
import type { ImageFields } from '../../../domain/messages/content/image'
import { useThemeChoice } from '../../app/use-theme'
import { Dialog } from '../../wallet-modal/Dialog'
import { MessageText } from '../MessageText'
import styles from './Media.module.css'
import { MEDIA_COPY } from './media-copy'

interface ImageBubbleProps {
  image: ImageFields
  /** The sender's display name, for the alt text of an image without a caption. */
  senderName: string
}

export const ImageBubble = ({ image, senderName }: ImageBubbleProps) => {
  const [open, setOpen] = useState(false)
  const theme = useThemeChoice()
  const alt = image.caption?.trim() || MEDIA_COPY.altFrom(senderName)
  return (
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.thumbButton}
        aria-label={MEDIA_COPY.open(alt)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      >
        <img
          src={`data:${image.mime};base64,${image.thumb}`}
          alt={alt}
          width={image.width}
          height={image.height}
          className={styles.thumb}
          decoding="async"
        />
      </button>
      {image.caption ? (
        <figcaption>
          <MessageText text={image.caption} />
        </figcaption>
      ) : null}
      {open ? (
        <Dialog title={MEDIA_COPY.dialogTitle} subtitle={alt} theme={theme} onCancel={() => setOpen(false)}>
          <img
            src={`data:${image.mime};base64,${image.bytes}`}
            alt={alt}
            width={image.width}
            height={image.height}
            className={styles.full}
          />
        </Dialog>
      ) : null}
    </figure>
  )
}
