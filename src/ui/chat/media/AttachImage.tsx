/**
 * The composer's image (docs/product.md §14.8): the "Attach image" button with its hidden file field, and
 * above the message box the image waiting to be sent (its thumbnail, size, a caption, "Send image" and
 * "Remove image") or why a file was refused. Paste and drop reach the same machine (./use-attachment).
 */
import { useSelector } from '@xstate/react'
import { useId, useRef } from 'react'
import { kilobytes } from '../../../domain/media/image-rules'
import { MAX_CONTENT_TEXT } from '../../../domain/messages/content'
import { imageByteLength } from '../../../domain/messages/content/image'
import { Alert, Button, kitStyles } from '../../kit'
import styles from './Media.module.css'
import { MEDIA_COPY } from './media-copy'
import type { AttachmentRef } from './use-attachment'

/** The button and its file field; the button opens the system's file picker. */
export const AttachButton = ({ attach }: { attach: AttachmentRef }) => {
  const input = useRef<HTMLInputElement>(null)
  const busy = useSelector(attach, (s) => s.hasTag('preparing') || s.hasTag('sending'))
  return (
    <>
      <button
        type="button"
        className={`${kitStyles.button} ${kitStyles.ghost} ${styles.iconButton}`}
        aria-label={MEDIA_COPY.attach}
        title={MEDIA_COPY.attach}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {/* Drawn, not an emoji character: it shows whatever fonts the system has. */}
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="9" cy="10" r="1.6" fill="currentColor" />
          <path
            d="M4 18l5-5 3 3 3-4 5 6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        aria-label={MEDIA_COPY.chooseFile}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // The same file picked twice in a row is a change too.
          event.target.value = ''
          if (file) attach.send({ type: 'image.pick', file })
        }}
      />
    </>
  )
}

/** The image waiting to be sent, or the reason a file was refused; nothing otherwise. */
export const AttachedImage = ({ attach }: { attach: AttachmentRef }) => {
  const captionId = useId()
  const image = useSelector(attach, (s) => s.context.image)
  const caption = useSelector(attach, (s) => s.context.caption)
  const error = useSelector(attach, (s) => s.context.error)
  const preparing = useSelector(attach, (s) => s.hasTag('preparing'))
  const sending = useSelector(attach, (s) => s.hasTag('sending'))
  return (
    <div aria-live="polite" className={styles.attachArea}>
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      {preparing ? <p role="status">{MEDIA_COPY.preparing}</p> : null}
      {image ? (
        <section
          className={styles.attached}
          aria-label={MEDIA_COPY.attached(image.width, image.height, kilobytes(imageByteLength(image.bytes)))}
        >
          <img
            src={`data:${image.mime};base64,${image.thumb}`}
            alt=""
            width={image.width}
            height={image.height}
            className={styles.attachedThumb}
          />
          <div className={styles.attachedFields}>
            <p className={styles.attachedSize}>
              {image.width}×{image.height}, {kilobytes(imageByteLength(image.bytes))}
            </p>
            <label htmlFor={captionId} className="visually-hidden">
              {MEDIA_COPY.caption}
            </label>
            <input
              id={captionId}
              type="text"
              placeholder={MEDIA_COPY.caption}
              maxLength={MAX_CONTENT_TEXT}
              value={caption}
              onChange={(event) => attach.send({ type: 'caption.change', text: event.target.value })}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                attach.send({ type: 'image.send' })
              }}
            />
            <div className={styles.attachedActions}>
              <Button variant="primary" busy={sending} onClick={() => attach.send({ type: 'image.send' })}>
                {MEDIA_COPY.sendImage}
              </Button>
              <Button
                variant="ghost"
                disabled={sending}
                onClick={() => attach.send({ type: 'image.remove' })}
              >
                {MEDIA_COPY.remove}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </div>
  )
}
