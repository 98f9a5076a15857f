import styles from '../contacts/People.module.css'
import { PEOPLE_CARD } from '../contacts/people-card'
import { Alert, Button, Field } from '../kit'
import type { GroupPartProps } from './group-view'

/** `/groups/new`: the name and avatar URL; a refusal keeps both. */
export const GroupCreateForm = ({ state, send }: GroupPartProps) => {
  const { draft, draftError } = state.context
  return (
    <form
      className={PEOPLE_CARD}
      aria-labelledby="group-new-title"
      onSubmit={(e) => {
        e.preventDefault()
        send({ type: 'group.create' })
      }}
    >
      <h2 id="group-new-title">Name and picture</h2>
      <Field
        label="Name"
        value={draft.name}
        onChange={(e) => send({ type: 'group.draft', field: 'name', value: e.target.value })}
      />
      <Field
        label="Avatar URL"
        hint="Optional: a link to an image."
        type="url"
        value={draft.avatarUrl}
        onChange={(e) => send({ type: 'group.draft', field: 'avatarUrl', value: e.target.value })}
      />
      {draftError ? <Alert tone="error">{draftError.message}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" busy={state.hasTag('creating')}>
          Create group
        </Button>
      </div>
    </form>
  )
}
