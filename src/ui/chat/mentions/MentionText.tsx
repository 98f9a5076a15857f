/**
 * A mention's text (docs/product.md §14.8): the `@Name` spans it carries highlighted, a mention of the reader
 * more strongly and said in words; the rest as any message's text (links made links, never HTML).
 */
import { useSelector } from '@xstate/react'
import { Fragment, useMemo } from 'react'
import { linkify } from '../../../domain/display/linkify'
import { type MentionFields, mentionParts } from '../../../domain/messages/content/mention'
import { useAppServices } from '../../app/services-context'
import chatStyles from '../Chat.module.css'
import styles from './Mentions.module.css'
import { MENTIONS_COPY } from './mentions-copy'

const Plain = ({ text }: { text: string }) => (
  <>
    {linkify(text).map((segment, index) =>
      segment.kind === 'link' ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional; the same URL may repeat.
        <a key={index} className={styles.link} href={segment.href} target="_blank" rel="noopener noreferrer">
          {segment.text}
        </a>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional.
        <Fragment key={index}>{segment.text}</Fragment>
      ),
    )}
  </>
)

export const MentionText = ({ fields }: { fields: MentionFields }) => {
  const { session } = useAppServices()
  const selfId = useSelector(session, (s) => s.context.keys?.userid ?? '')
  const parts = useMemo(() => mentionParts(fields), [fields])
  return (
    <p className={chatStyles.text}>
      {parts.map((part, index) =>
        'user' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional.
          <mark key={index} className={styles.mention} data-mention={part.user === selfId ? 'me' : 'other'}>
            {part.text}
            {part.user === selfId ? <span className="visually-hidden">{MENTIONS_COPY.you}</span> : null}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional.
          <Plain key={index} text={part.text} />
        ),
      )}
    </p>
  )
}
