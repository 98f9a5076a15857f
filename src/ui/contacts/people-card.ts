import { kitStyles } from '../kit'
import styles from './People.module.css'

/** A contacts or group card: kit's card (surface, border, corners, padding) with its parts one under another. */
export const PEOPLE_CARD = `${kitStyles.card} ${styles.card}`
