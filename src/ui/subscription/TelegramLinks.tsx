import { Link } from 'react-router-dom'
import type { AppConfig } from '../../machines/app/app-services'
import type { BoundTelegram } from '../../sdk/bind-did/bind-did'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'

export interface TelegramLinksProps {
  links: AppConfig['telegramBot']
  /** The chat bound to me, when known: named, with the way to remove it (the bind screen's unbind). */
  bound: BoundTelegram | undefined
}

/** The Web3MQ Telegram bot, for the phone app and for the web client (docs/product.md §7 Configuration). */
export const TelegramLinks = ({ links, bound }: TelegramLinksProps) => (
  <section className={styles.card} aria-labelledby="telegram-bot-title">
    <h2 id="telegram-bot-title">{SUB_COPY.telegramTitle}</h2>
    {bound ? (
      <p>
        {SUB_COPY.boundChat(bound.bindName ?? bound.telegramId)}{' '}
        <Link to={`/binddid/telegram/${encodeURIComponent(bound.telegramId)}`}>{SUB_COPY.removeBinding}</Link>
      </p>
    ) : null}
    <p className={styles.muted}>{SUB_COPY.telegramText}</p>
    <div className={styles.links}>
      <a href={links.mobile} target="_blank" rel="noreferrer">
        {SUB_COPY.telegramMobile} <span className="visually-hidden">{SUB_COPY.newTab}</span>
      </a>
      <a href={links.web} target="_blank" rel="noreferrer">
        {SUB_COPY.telegramWeb} <span className="visually-hidden">{SUB_COPY.newTab}</span>
      </a>
    </div>
  </section>
)
