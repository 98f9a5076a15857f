import { useSelector } from '@xstate/react'
import type { AppServices } from '../../machines/app/app-services'
import type { ProfileViewer } from '../../machines/profile/profile.machine'
import { resolveHandle } from '../../machines/profile/profile.resolve-handle'

export interface ViewerState {
  /** The session is still starting or switching: whether someone is signed in is not known yet. */
  pending: boolean
  viewer: ProfileViewer | undefined
}

/**
 * Who is looking at the page, read from the session actor. Selects primitives only, so the page re-renders
 * (and restarts the profile machine) only when the signed-in user actually changes.
 */
export const useViewer = (session: AppServices['session']): ViewerState => {
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const busy = useSelector(session, (s) => s.hasTag('busy'))
  const userid = useSelector(session, (s) => s.context.keys?.userid ?? '')
  const address = useSelector(session, (s) => s.context.mainKeys?.walletAddress ?? '')
  if (!signedIn || userid === '') return { pending: busy, viewer: undefined }
  // The session stores no did type; the address's shape tells eth from starknet.
  const didType = resolveHandle(address)?.did_type ?? ''
  return { pending: false, viewer: { userid, didType, address } }
}
