import { avatarFor } from '../../domain/display'
import type { UserLike } from '../../domain/display/user-like'
import styles from './kit.module.css'

/** The avatar by the display rules (avatar_url, image.url, icon.url, generated, default icon). */
export const Avatar = ({ user, size = 48, alt }: { user: UserLike; size?: number; alt: string }) => (
  <img className={styles.avatar} src={avatarFor(user)} width={size} height={size} alt={alt} />
)
