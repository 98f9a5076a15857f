import styles from './Chat.module.css'

/** A message's text, always as text (never HTML), line breaks kept. */
export const MessageText = ({ text }: { text: string }) => <p className={styles.text}>{text}</p>
