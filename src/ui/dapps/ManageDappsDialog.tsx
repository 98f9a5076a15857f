import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { Dapp } from '../../domain/contract/schemas'
import type { ScreenMachines } from '../../machines/app/app-services'
import type { DappFormFields } from '../../machines/dapps/dapps.types'
import { useThemeChoice } from '../app/use-theme'
import { Alert, Button } from '../kit'
import { Dialog } from '../wallet-modal/Dialog'
import { DappForm } from './DappForm'
import styles from './Dapps.module.css'
import { DAPP_COPY } from './dapp-copy'
import { FocusHeading } from './FocusHeading'

const DappList = ({ dapps, onSelect }: { dapps: Dapp[]; onSelect: (id: string) => void }) =>
  dapps.length === 0 ? (
    <p className={styles.muted}>{DAPP_COPY.noDapps}</p>
  ) : (
    <ul className={styles.list}>
      {dapps.map((dapp) => (
        <li key={dapp.dapp_id} className={styles.item}>
          <span className={styles.itemText}>
            <strong>{dapp.dapp_name || dapp.dapp_id}</strong>
            <span className={styles.muted}>{dapp.dapp_id}</span>
          </span>
          <Button onClick={() => onSelect(dapp.dapp_id)}>
            {DAPP_COPY.edit(dapp.dapp_name || dapp.dapp_id)}
          </Button>
        </li>
      ))}
    </ul>
  )

interface EditorProps {
  initial: DappFormFields
  pubkey: string
  busy: boolean
  saved: boolean
  error: string | undefined
  onSave: (fields: DappFormFields) => void
  onBack: () => void
}

/** One dapp's editable fields; id and public key read-only. Typed values survive a failed save. */
const DappEditor = ({ initial, pubkey, busy, saved, error, onSave, onBack }: EditorProps) => {
  const [fields, setFields] = useState(initial)
  return (
    <div className={styles.body}>
      <FocusHeading>{DAPP_COPY.edit(initial.dapp_name || initial.dapp_id)}</FocusHeading>
      <DappForm
        fields={fields}
        onChange={setFields}
        idReadOnly
        submitLabel={DAPP_COPY.saveButton}
        canSubmit={!busy}
        busy={busy}
        onSubmit={onSave}
      >
        <p>
          {DAPP_COPY.publicKey}: <code className={styles.key}>{pubkey}</code>
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {saved ? <Alert tone="success">{DAPP_COPY.saved}</Alert> : null}
      </DappForm>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          {DAPP_COPY.back}
        </Button>
      </div>
    </div>
  )
}

interface Props {
  machine: ScreenMachines['dapps']
  onClose: () => void
}

/** "My dapps": the dapps I created; pick one to edit its name, description, type and domain. */
export const ManageDappsDialog = ({ machine, onClose }: Props) => {
  const [state, send] = useMachine(machine, { input: { mode: 'manage' } })
  const theme = useThemeChoice()
  const { dapps, selected, fields, saved, error } = state.context
  return (
    <Dialog
      title={DAPP_COPY.manageTitle}
      subtitle={DAPP_COPY.manageSubtitle}
      theme={theme}
      onCancel={onClose}
    >
      <div className={styles.body}>
        {state.matches({ manage: 'loading' }) ? <p role="status">{DAPP_COPY.loading}</p> : null}
        {state.matches({ manage: 'loadFailed' }) ? (
          <>
            <Alert tone="error">{error?.message}</Alert>
            <div className={styles.actions}>
              <Button onClick={() => send({ type: 'dapp.retry' })}>{DAPP_COPY.retry}</Button>
            </div>
          </>
        ) : null}
        {state.matches({ manage: 'list' }) ? (
          <DappList dapps={dapps} onSelect={(dappId) => send({ type: 'dapp.select', dappId })} />
        ) : null}
        {state.hasTag('editing') && selected ? (
          <DappEditor
            key={selected.dapp_id}
            initial={fields}
            pubkey={selected.dapp_pubkey ?? ''}
            busy={state.hasTag('busy')}
            saved={saved}
            error={error?.message}
            onSave={(f) => send({ type: 'dapp.update', fields: f })}
            onBack={() => send({ type: 'dapp.back' })}
          />
        ) : null}
      </div>
    </Dialog>
  )
}
