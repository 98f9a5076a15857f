import { useState } from 'react'
import { avatarFor, DEFAULT_USER_ICON } from '../../domain/display'
import type { UserLike } from '../../domain/display/user-like'
import styles from './kit.module.css'

/**
 * The avatar by the display rules (avatar_url, image.url, icon.url, generated, default icon). An image
 * that fails to load (a dead link, the avatar service unreachable) falls back to the default icon.
 */
export const Avatar = ({ user, size = 48, alt }: { user: UserLike; size?: number; alt: string }) => {
  const src = avatarFor(user)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  return (
    <img
      className={styles.avatar}
      src={failed === src ? DEFAULT_USER_ICON : src}
      width={size}
      height={size}
      alt={alt}
      onError={() => setFailed(src)}
    />
  )
}
