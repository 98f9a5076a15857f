import { useId } from 'react'
import { displayName } from '../../domain/display'
import type { ContactsEvent } from '../../machines/contacts/contacts.machine'
import { Alert, Button, PersonList, PersonRow } from '../kit'
import type { ContactsSnapshot } from './contacts-view'
import styles from './People.module.css'
import { PersonSearch } from './PersonSearch'
import { PEOPLE_CARD } from './people-card'
import { PEOPLE_COPY } from './people-copy'

interface Props {
  state: ContactsSnapshot
  send: (event: ContactsEvent) => void
  viewer: string
}

/** "Add friend": find the person, add a note, send. What was typed stays when the node refuses. */
export const AddFriend = ({ state, send, viewer }: Props) => {
  const { target, note, error, sentTo } = state.context.friend
  const sending = state.hasTag('sendingFriend')
  const noteId = useId()
  return (
    <section className={PEOPLE_CARD} aria-labelledby="add-friend-title">
      <h2 id="add-friend-title">Add friend</h2>
      <PersonSearch
        label="Find a person"
        pickLabel="Choose"
        exclude={new Set([viewer])}
        allExcluded={PEOPLE_COPY.allYou}
        onPick={(person) => send({ type: 'friend.pick', person })}
      />
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'friend.send' })
        }}
      >
        {target ? (
          <PersonList label="Friend request to">
            <PersonRow person={target} detail="Friend request to this person" />
          </PersonList>
        ) : (
          <p className={styles.muted}>Search for a person above and choose them.</p>
        )}
        <div className={styles.textarea}>
          <label htmlFor={noteId}>Note</label>
          <textarea
            id={noteId}
            value={note}
            onChange={(e) => send({ type: 'friend.note', value: e.target.value })}
          />
        </div>
        {error ? <Alert tone="error">{error.message}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={sending}>
            Send friend request
          </Button>
        </div>
        {sentTo ? <p role="status">Friend request sent to {displayName(sentTo)}.</p> : null}
      </form>
    </section>
  )
}
