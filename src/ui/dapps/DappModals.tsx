import { useSelector } from '@xstate/react'
import { Suspense, use } from 'react'
import { useAppServices } from '../app/services-context'
import { CreateDappDialog } from './CreateDappDialog'
import { ManageDappsDialog } from './ManageDappsDialog'

interface DialogProps {
  modal: 'create-dapp' | 'dapp-manage'
  onClose: () => void
}

/** The open dialog with its machine, which loads with the first dialog opened (suspending until it is there). */
const DappDialog = ({ modal, onClose }: DialogProps) => {
  const machine = use(useAppServices().screens.dapps())
  return modal === 'create-dapp' ? (
    <CreateDappDialog machine={machine} onClose={onClose} />
  ) : (
    <ManageDappsDialog machine={machine} onClose={onClose} />
  )
}

/**
 * The session's open dapp dialog ('create-dapp' or 'dapp-manage'); nothing when none is open. Closing
 * (close control, Escape, backdrop, Done) sends 'modal.close' to the session.
 */
export const DappModals = () => {
  const { session } = useAppServices()
  const modal = useSelector(session, (s) => s.context.modal)
  const close = () => session.send({ type: 'modal.close' })
  if (modal !== 'create-dapp' && modal !== 'dapp-manage') return null
  // Nothing shows for the moment the dialogs' chunk takes; the opener keeps the focus until then.
  return (
    <Suspense fallback={null}>
      <DappDialog key={modal} modal={modal} onClose={close} />
    </Suspense>
  )
}
