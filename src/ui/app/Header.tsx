import { useSelector } from '@xstate/react'
import { UnreadBadge } from '../chat/UnreadBadge'
import { NotificationBell } from '../notifications/NotificationBell'
import { AccountArea } from './AccountArea'
import { ConnectionStatus } from './ConnectionStatus'
import { HeaderFrame } from './HeaderFrame'
import { useAppServices } from './services-context'
import { ThemeSwitch } from './ThemeSwitch'

/** Product name, connection status (when signed in), and the menu: navigation, theme switch, account. */
export const Header = () => {
  const { session } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  return (
    <HeaderFrame
      status={signedIn ? <ConnectionStatus /> : null}
      unread={<UnreadBadge />}
      tools={
        <>
          <NotificationBell />
          <ThemeSwitch />
          <AccountArea />
        </>
      }
    />
  )
}
