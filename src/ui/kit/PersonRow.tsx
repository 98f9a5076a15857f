import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { displayName, shorten, type UserLike } from '../../domain/display'
import { Avatar } from './Avatar'
import styles from './person-row.module.css'
import { profilePath } from './profile-links'

interface PersonRowProps {
  person: UserLike & { userid: string }
  /** A line under the name, e.g. a friend request's note. */
  detail?: ReactNode
  /** Buttons or links for this person (follow, message, agree…), after the name. */
  children?: ReactNode
}

/**
 * One person in a list: avatar, display name linking to their profile (docs/product.md §2 display rules),
 * the short id when the name is not already it, and the row's actions, which wrap under the name on a
 * narrow screen.
 */
export const PersonRow = ({ person, detail, children }: PersonRowProps) => {
  const name = displayName(person)
  const id = person.wallet_address?.trim() || person.userid
  return (
    <li className={styles.row}>
      <Avatar user={person} size={40} alt="" />
      <div className={styles.text}>
        <Link to={profilePath(person)} className={styles.truncate} title={name}>
          {name}
        </Link>
        {/* Without a nickname the name already is the short id: not written twice. */}
        {name === shorten(id) ? null : (
          <span className={styles.mono} title={id}>
            {shorten(id)}
          </span>
        )}
        {detail ? <span className={styles.detail}>{detail}</span> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </li>
  )
}

/** The list PersonRows go in. */
export const PersonList = ({ children, label }: { children: ReactNode; label?: string }) => (
  <ul className={styles.list} aria-label={label}>
    {children}
  </ul>
)
