import type { PublicProfile } from '../../machines/profile/profile.machine'
import styles from './ProfilePage.module.css'

type Entry = NonNullable<PublicProfile['bind_did_list']>[number]

/** The identifiers bound to this profile's DID (e.g. a Telegram account), as a table. */
export const BoundDids = ({ entries }: { entries: readonly Entry[] }) => (
  <section className={styles.card} aria-labelledby="profile-dids-title">
    <h2 id="profile-dids-title">Bound DIDs</h2>
    {entries.length === 0 ? (
      <p className={styles.muted}>No identifiers are bound to this profile.</p>
    ) : (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Value</th>
            <th scope="col">Name</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            // Entries bound through a provider carry bind_*; plain DID entries only did_type/did_value.
            const type = entry.bind_type || entry.did_type || '—'
            const value = entry.bind_value || entry.did_value || '—'
            return (
              <tr key={`${type}:${value}:${entry.provider_id ?? ''}`}>
                <td>{type}</td>
                <td className={styles.mono}>{value}</td>
                <td>{entry.bind_name || '—'}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
    )}
  </section>
)
