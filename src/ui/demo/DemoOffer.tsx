import { useId } from 'react'
import { useAppServices } from '../app/services-context'
import { kitStyles, pathSegment } from '../kit'
import styles from './Demo.module.css'
import { demoCopy } from './demo-copy'

/**
 * On the mock node, "Try a demo conversation" (docs/product.md §14.10): a link opening a new tab signed in as a
 * demo person (composition/demo-tab.ts). Given the signed-in person's user id, that tab opens its conversation
 * with them; signed out, it opens its Messages. Nothing where the node is not the app's own (a real node),
 * nor inside a demo tab. A link, not a button: it opens a tab, and the browser's own "open in new tab" works.
 */
export const DemoOffer = ({
  withUserid,
  card = false,
}: {
  withUserid?: string | undefined
  card?: boolean
}) => {
  const offer = useAppServices().demo?.offer
  const titleId = useId()
  if (!offer) return null
  const path = withUserid ? `/chat/${pathSegment(withUserid)}` : '/chat'
  return (
    <section className={card ? `${kitStyles.card} ${styles.card}` : styles.offer} aria-labelledby={titleId}>
      <h2 id={titleId}>{demoCopy.offerTitle}</h2>
      <p className={kitStyles.muted}>
        {withUserid ? demoCopy.offerSignedIn(offer.person) : demoCopy.offerSignedOut(offer.person)}
      </p>
      <a className={kitStyles.button} href={offer.url(path)} target="_blank" rel="noopener">
        {demoCopy.offerLink}
      </a>
    </section>
  )
}
