/**
 * Public profiles of people known by userid, read to name them (the notification centre's senders, the
 * subscription page's senders, a group's join requests): one unsigned read each, the node looking userids
 * up under did_type "web3mq"; a profile that cannot be read is left out and its person keeps a short id.
 */
import { USERID_DID_TYPE } from '../domain/config'
import { profilesRead, type SenderProfiles } from '../machines/kit/people-names'
import type { Client } from '../sdk'
import type { LoadRuntime } from './session-actors'

export interface ProfileDeps {
  loadRuntime: LoadRuntime
  /** The signed-in client, or undefined. */
  client: () => Client | undefined
}

export const readProfiles = async (
  deps: ProfileDeps,
  userids: readonly string[],
): Promise<SenderProfiles> => {
  const runtime = await deps.loadRuntime()
  const me = deps.client()?.keys.userid ?? ''
  const read = await Promise.allSettled(
    userids.map((did_value) => runtime.publicReads.profile({ did_type: USERID_DID_TYPE, did_value }, me)),
  )
  return profilesRead(userids, read)
}
