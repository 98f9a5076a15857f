import { excerpt, type TextRange } from '../../../domain/search'
import styles from './search.module.css'

/** A result's text around its first match, each match marked (`<mark>`, read as such by screen readers). */
export const Highlighted = ({ text, ranges }: { text: string; ranges: readonly TextRange[] }) => (
  <span className={styles.text}>
    {excerpt(text, ranges).map((segment, i) =>
      segment.match ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
        <mark key={i}>{segment.text}</mark>
      ) : (
        // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
        <span key={i}>{segment.text}</span>
      ),
    )}
  </span>
)
