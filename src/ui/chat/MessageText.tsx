import { RichText } from '../kit/RichText'
import styles from './Chat.module.css'

/** A message's text, always as text (never HTML), line breaks kept, http(s) links made links with previews. */
export const MessageText = ({ text }: { text: string }) => <RichText text={text} className={styles.text} />
