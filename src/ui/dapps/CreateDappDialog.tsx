import { useMachine } from '@xstate/react'
import { useState } from 'react'
import type { Dapp } from '../../domain/contract/schemas'
import type { ScreenMachines } from '../../machines/app/app-services'
import { emptyFields } from '../../machines/dapps/dapps.types'
import { useThemeChoice } from '../app/use-theme'
import { Alert, Button } from '../kit'
import { Dialog } from '../wallet-modal/Dialog'
import { DappForm } from './DappForm'
import styles from './Dapps.module.css'
import { DAPP_COPY } from './dapp-copy'
import { FocusHeading } from './FocusHeading'

export const DappDetails = ({ dapp }: { dapp: Dapp }) => (
  <dl className={styles.details}>
    <dt>{DAPP_COPY.dappId}</dt>
    <dd>{dapp.dapp_id}</dd>
    <dt>{DAPP_COPY.name}</dt>
    <dd>{dapp.dapp_name}</dd>
    <dt>{DAPP_COPY.type}</dt>
    <dd>{dapp.dapp_type}</dd>
    <dt>{DAPP_COPY.publicKey}</dt>
    <dd>
      <code>{dapp.dapp_pubkey}</code>
    </dd>
  </dl>
)

/**
 * Whether the saved KeyPairs file fits the form: the file holds the dapp id typed when it was saved, so once
 * the id is corrected it names the old one and must be saved again (docs/product.md §10.3).
 */
const SavedKeyFile = ({
  downloaded,
  savedFor,
  typedId,
}: {
  downloaded: boolean
  savedFor?: string
  typedId: string
}) => {
  if (!downloaded || savedFor === undefined) return null
  if (savedFor === typedId) return <p role="status">{DAPP_COPY.downloaded}</p>
  return (
    <p role="status">
      {typedId === '' ? DAPP_COPY.staleDownloadNoId(savedFor) : DAPP_COPY.staleDownload(savedFor, typedId)}
    </p>
  )
}

interface Props {
  machine: ScreenMachines['dapps']
  onClose: () => void
}

/**
 * "Create dapp": the fields, a generated ed25519 key pair (public key shown and sent, private key offered
 * as the "KeyPairs" file) and the create button, disabled until a key pair exists.
 */
export const CreateDappDialog = ({ machine, onClose }: Props) => {
  const [state, send] = useMachine(machine, { input: { mode: 'create' } })
  const [fields, setFields] = useState(emptyFields)
  const theme = useThemeChoice()
  const { keyPair, created, downloaded, downloadedFor, error } = state.context
  const busy = state.hasTag('busy')
  const downloadButton = (
    <Button
      busy={state.matches({ create: 'downloading' })}
      disabled={busy}
      onClick={() => send({ type: 'dapp.download', dappId: fields.dapp_id })}
    >
      {DAPP_COPY.download}
    </Button>
  )
  return (
    <Dialog
      title={DAPP_COPY.createTitle}
      subtitle={DAPP_COPY.createSubtitle}
      theme={theme}
      onCancel={onClose}
    >
      {created ? (
        <div className={styles.body}>
          <FocusHeading>{DAPP_COPY.createdTitle}</FocusHeading>
          <DappDetails dapp={created} />
          <Alert tone="info">{DAPP_COPY.keepKeyFile}</Alert>
          {error ? <Alert tone="error">{error.message}</Alert> : null}
          {downloaded ? <p role="status">{DAPP_COPY.downloaded}</p> : null}
          {!downloaded && downloadedFor !== undefined ? (
            <Alert tone="error">{DAPP_COPY.staleDownload(downloadedFor, created.dapp_id)}</Alert>
          ) : null}
          <div className={styles.actions}>
            {downloadButton}
            <Button variant="primary" onClick={onClose}>
              {DAPP_COPY.done}
            </Button>
          </div>
        </div>
      ) : (
        <DappForm
          fields={fields}
          onChange={setFields}
          idReadOnly={false}
          submitLabel={DAPP_COPY.createButton}
          canSubmit={keyPair !== undefined && !busy}
          waitingReason={keyPair === undefined ? DAPP_COPY.needKeyPair : undefined}
          busy={state.matches({ create: 'creating' })}
          onSubmit={(f) => send({ type: 'dapp.create', fields: f })}
        >
          <div className={styles.keyBox}>
            <h3>{DAPP_COPY.keyPairTitle}</h3>
            <p className={styles.muted}>{keyPair ? DAPP_COPY.keepKeyFile : DAPP_COPY.keyPairText}</p>
            {keyPair ? (
              <p>
                {DAPP_COPY.publicKey}: <code className={styles.key}>{keyPair.PublicKey}</code>
              </p>
            ) : null}
            <SavedKeyFile downloaded={downloaded} savedFor={downloadedFor} typedId={fields.dapp_id.trim()} />
            <div className={styles.actions}>
              <Button
                busy={state.matches({ create: 'generating' })}
                disabled={busy}
                onClick={() => send({ type: 'dapp.generateKeyPair' })}
              >
                {keyPair ? DAPP_COPY.regenerate : DAPP_COPY.generate}
              </Button>
              {keyPair ? downloadButton : null}
            </div>
          </div>
          {error ? <Alert tone="error">{error.message}</Alert> : null}
        </DappForm>
      )}
    </Dialog>
  )
}
