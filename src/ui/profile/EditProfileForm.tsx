import { type FormEvent, useEffect, useRef } from 'react'
import { Alert, Button, Field } from '../kit'
import styles from './ProfilePage.module.css'
import type { ProfilePartProps } from './profile-view-types'

/**
 * Nickname and avatar URL of one's own profile. Values live in the machine's draft, so a validation or
 * save error never loses what was typed. Focus moves into the form when it opens.
 */
export const EditProfileForm = ({ snapshot, send }: ProfilePartProps) => {
  const { draft, draftErrors, editError } = snapshot.context
  const saving = snapshot.hasTag('saving')
  const form = useRef<HTMLFormElement>(null)
  // Field does not forward refs, so the first input is found inside the form.
  useEffect(() => form.current?.querySelector('input')?.focus(), [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'profile.save' })
  }
  return (
    <section className={styles.card} aria-labelledby="profile-edit-title">
      <h2 id="profile-edit-title">Edit profile</h2>
      <form ref={form} onSubmit={submit} noValidate>
        <Field
          label="Nickname"
          name="nickname"
          autoComplete="nickname"
          value={draft.nickname}
          error={draftErrors.nickname}
          hint="At most 64 characters."
          onChange={(e) => send({ type: 'profile.editChange', field: 'nickname', value: e.target.value })}
        />
        <Field
          label="Avatar URL"
          name="avatar_url"
          type="url"
          inputMode="url"
          value={draft.avatarUrl}
          error={draftErrors.avatarUrl}
          hint="An http:// or https:// image address; leave empty for the generated avatar."
          onChange={(e) => send({ type: 'profile.editChange', field: 'avatarUrl', value: e.target.value })}
        />
        {editError ? <Alert tone="error">The profile could not be saved: {editError.message}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" busy={saving}>
            Save
          </Button>
          <Button disabled={saving} onClick={() => send({ type: 'profile.cancelEdit' })}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  )
}
