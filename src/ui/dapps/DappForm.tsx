import { type FormEvent, type ReactNode, useId } from 'react'
import { countText, Limits } from '../../domain/validation'
import { type DappFormFields, fieldProblems } from '../../machines/dapps/dapps.types'
import { Button, Field, kitStyles } from '../kit'
import styles from './Dapps.module.css'
import { DAPP_COPY } from './dapp-copy'

const TYPES = ['im', 'other']

/** im and other, plus a listed dapp's own type when the node has another one, so it is not lost. */
const typeOptions = (current: string): string[] =>
  current === '' || TYPES.includes(current) ? TYPES : [...TYPES, current]

export interface DappFormProps {
  fields: DappFormFields
  onChange: (fields: DappFormFields) => void
  /** Editing an existing dapp: its id is shown but cannot change. */
  idReadOnly: boolean
  submitLabel: string
  /** False keeps the submit button disabled (e.g. no key pair yet). */
  canSubmit: boolean
  /** Why `canSubmit` is false, shown beside the disabled button. */
  waitingReason?: string
  busy: boolean
  onSubmit: (fields: DappFormFields) => void
  /** Shown between the fields and the submit button (the key pair, the read-only public key). */
  children?: ReactNode
}

/**
 * The dapp fields of docs/product.md §10.3: id, name, description, type (im or other), optional domain.
 * What the network would refuse is named under its field as it is typed, with the limits shown; the
 * submit button waits until nothing is refused. An existing dapp's id is shown read-only and looks it.
 */
export const DappForm = (props: DappFormProps) => {
  const { fields, onChange, idReadOnly, submitLabel, canSubmit, busy, onSubmit, children } = props
  const descriptionId = useId()
  const descriptionCountId = useId()
  const typeId = useId()
  const problems = fieldProblems(fields, !idReadOnly)
  const acceptable = Object.keys(problems).length === 0
  const set = (key: keyof DappFormFields) => (value: string) => onChange({ ...fields, [key]: value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmit && acceptable && !busy) onSubmit(fields)
  }
  return (
    <form className={styles.body} onSubmit={submit}>
      <Field
        label={DAPP_COPY.dappId}
        hint={idReadOnly ? DAPP_COPY.dappIdFixed : DAPP_COPY.dappIdHint}
        value={fields.dapp_id}
        readOnly={idReadOnly}
        className={idReadOnly ? styles.readOnly : undefined}
        required
        error={problems.dapp_id}
        onChange={(e) => set('dapp_id')(e.target.value)}
      />
      <Field
        label={DAPP_COPY.name}
        value={fields.dapp_name}
        required
        hint={DAPP_COPY.counter(countText(fields.dapp_name.trim(), Limits.dappName))}
        error={problems.dapp_name}
        onChange={(e) => set('dapp_name')(e.target.value)}
      />
      <div className={kitStyles.field}>
        <label htmlFor={descriptionId}>{DAPP_COPY.description}</label>
        <textarea
          id={descriptionId}
          value={fields.dapp_description}
          aria-describedby={descriptionCountId}
          aria-invalid={problems.dapp_description ? true : undefined}
          onChange={(e) => set('dapp_description')(e.target.value)}
        />
        <span id={descriptionCountId} className={kitStyles.hint}>
          {DAPP_COPY.counter(countText(fields.dapp_description.trim(), Limits.dappDescription))}
        </span>
        {problems.dapp_description ? (
          <span role="alert" className={kitStyles.alertError}>
            {problems.dapp_description}
          </span>
        ) : null}
      </div>
      <div className={kitStyles.field}>
        <label htmlFor={typeId}>{DAPP_COPY.type}</label>
        <select id={typeId} value={fields.dapp_type} onChange={(e) => set('dapp_type')(e.target.value)}>
          {typeOptions(fields.dapp_type).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={DAPP_COPY.domain}
        hint={DAPP_COPY.domainHint}
        value={fields.domain}
        error={problems.domain}
        onChange={(e) => set('domain')(e.target.value)}
      />
      {children}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="primary"
          busy={busy}
          disabled={!canSubmit || !acceptable}
          disabledReason={
            busy
              ? undefined
              : !acceptable
                ? 'Correct the fields marked above first.'
                : !canSubmit
                  ? props.waitingReason
                  : undefined
          }
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
