import { useMachine } from '@xstate/react'
import { use } from 'react'
import type { Contact } from '../../machines/contacts/contacts.machine'
import { useAppServices } from '../app/services-context'
import { Button, Field, PersonList, PersonRow } from '../kit'
import styles from './People.module.css'
import { PEOPLE_COPY } from './people-copy'

interface PersonSearchProps {
  /** The search field's label. */
  label: string
  /** The button on each found person ("Choose", "Invite"). */
  pickLabel: string
  onPick: (person: Contact) => void
  /** The person whose pick is being carried out. */
  busy?: string | undefined
  /** People not to offer (the viewer, members). */
  exclude?: ReadonlySet<string>
  /** Said when everyone found is left out by `exclude`, which is not "No one found". */
  allExcluded: (searched: string) => string
}

/** Find a person by wallet address, handle or nickname and act on one of the results. */
export const PersonSearch = ({ label, pickLabel, onPick, busy, exclude, allExcluded }: PersonSearchProps) => {
  const { people } = useAppServices()
  const [state, send] = useMachine(use(people.machines()).peopleSearch)
  const { query, results, searched, error } = state.context
  const searching = state.hasTag('searching')
  const shown = results.filter((p) => !exclude?.has(p.userid))
  return (
    <div className={styles.form}>
      <form
        className={styles.actions}
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'search.submit' })
        }}
      >
        <Field
          label={label}
          value={query}
          error={error?.message}
          onChange={(e) => send({ type: 'search.type', value: e.target.value })}
          placeholder="0x…, handle or nickname"
        />
        <Button type="submit" busy={searching}>
          Search
        </Button>
      </form>
      {searched !== undefined && !searching ? (
        shown.length === 0 ? (
          <p className={styles.muted} role="status">
            {results.length === 0 ? PEOPLE_COPY.noneFound(searched) : allExcluded(searched)}
          </p>
        ) : (
          <PersonList label={`People found for ${searched}`}>
            {shown.map((person) => (
              <PersonRow key={person.userid} person={person}>
                <Button
                  busy={busy === person.userid}
                  disabled={busy !== undefined}
                  onClick={() => onPick(person)}
                >
                  {pickLabel}
                </Button>
              </PersonRow>
            ))}
          </PersonList>
        )
      ) : null}
    </div>
  )
}
