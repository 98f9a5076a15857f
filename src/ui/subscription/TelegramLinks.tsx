import type { AppConfig } from '../../machines/app/app-services'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'

/** The Web3MQ Telegram bot, for the phone app and for the web client (docs/product.md §7 Configuration). */
export const TelegramLinks = ({ links }: { links: AppConfig['telegramBot'] }) => (
  <section className={styles.card} aria-labelledby="telegram-bot-title">
    <h2 id="telegram-bot-title">{SUB_COPY.telegramTitle}</h2>
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
