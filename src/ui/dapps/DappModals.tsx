import { useSelector } from '@xstate/react'
import { useAppServices } from '../app/services-context'
import { CreateDappDialog } from './CreateDappDialog'
import { ManageDappsDialog } from './ManageDappsDialog'

/**
 * The session's open dapp dialog ('create-dapp' or 'dapp-manage'); nothing when none is open. Closing
 * (close control, Escape, backdrop, Done) sends 'modal.close' to the session.
 */
export const DappModals = () => {
  const { session, machines } = useAppServices()
  const modal = useSelector(session, (s) => s.context.modal)
  const close = () => session.send({ type: 'modal.close' })
  if (modal === 'create-dapp') return <CreateDappDialog machine={machines.dapps} onClose={close} />
  if (modal === 'dapp-manage') return <ManageDappsDialog machine={machines.dapps} onClose={close} />
  return null
}
