import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { profileMachine } from '../../machines/profile/profile.machine'

/** What the profile's sub-components read and send; they never hold state of their own. */
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>
export type ProfileSend = ActorRefFrom<typeof profileMachine>['send']

export interface ProfilePartProps {
  snapshot: ProfileSnapshot
  send: ProfileSend
}
