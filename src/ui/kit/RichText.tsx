import { useEffect, useMemo, useState } from 'react'
import { extractUrls, linkify } from '../../domain/display/linkify'
import type { LinkPreview } from '../../machines/app/app-services'
import { useAppServices } from '../app/services-context'
import styles from './RichText.module.css'

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Whether a preview has anything to show beyond its own URL. */
const hasContent = (preview: LinkPreview): boolean =>
  preview.title !== '' || preview.desc !== '' || preview.img !== ''

/** The host a card names, so a person sees where the link goes whatever the page claims. */
const hostOf = (url: string): string => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** One linked page's card; nothing while it loads, when its fetch failed, or when the page says nothing. */
const PreviewCard = ({ url }: { url: string }) => {
  const { linkPreviews } = useAppServices()
  const [preview, setPreview] = useState<LinkPreview | null>(null)
  const [imageFailed, setImageFailed] = useState(false)
  useEffect(() => {
    if (!linkPreviews) return undefined
    let current = true
    linkPreviews.get(url).then(
      (found) => current && setPreview(found),
      // A failed fetch is skipped: the link in the text still works (docs/product.md §2).
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [linkPreviews, url])
  if (!preview || !hasContent(preview)) return null
  const title = preview.title || hostOf(url)
  return (
    <article className={styles.card} aria-label={`Link preview: ${title}`}>
      {preview.img && !imageFailed ? (
        <img className={styles.image} src={preview.img} alt="" onError={() => setImageFailed(true)} />
      ) : null}
      <div className={styles.body}>
        <a className={styles.title} href={url} {...NEW_TAB}>
          {title}
        </a>
        {preview.desc ? <p className={styles.desc}>{preview.desc}</p> : null}
        <span className={styles.host}>{hostOf(url)}</span>
      </div>
    </article>
  )
}

/**
 * A text shown as text, never as HTML (docs/product.md §2): http(s) URLs become links that open in a new
 * tab, any other scheme (`javascript:`, `data:`) stays inert text, and each linked page gets a preview card
 * below the text when the app's `linkPreviews` service can read one.
 */
export const RichText = ({ text, className }: { text: string; className?: string }) => {
  const segments = useMemo(() => linkify(text), [text])
  const urls = useMemo(() => extractUrls(text), [text])
  return (
    <div className={[styles.richText, className ?? ''].join(' ')}>
      <p className={styles.text}>
        {segments.map((segment, index) =>
          segment.kind === 'link' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional; the same URL may repeat.
            <a key={index} className={styles.link} href={segment.href} {...NEW_TAB}>
              {segment.text}
            </a>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional.
            <span key={index}>{segment.text}</span>
          ),
        )}
      </p>
      {urls.map((url) => (
        <PreviewCard key={url} url={url} />
      ))}
    </div>
  )
}
