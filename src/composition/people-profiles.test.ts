import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import type { Client } from '../sdk'
import { groupsActors } from './people-actors'
import type { Runtime } from './runtime'
import type { ScreenDeps } from './screen-actors'
import { subscriptionActors } from './screen-subscription'

const ME = 'user:me'

/** Deps whose runtime answers public profile reads from `known`, recording each read. */
const depsWith = (known: Record<string, Record<string, unknown>>) => {
  const reads: unknown[] = []
  const runtime = {
    publicReads: {
      profile: async (did: { did_type: string; did_value: string }, me: string) => {
        reads.push({ ...did, me })
        const profile = known[did.did_value]
        if (!profile) throw new Error('user not found')
        return profile
      },
    },
  } as unknown as Runtime
  const client = { keys: { userid: ME } } as unknown as Client
  const deps = { loadRuntime: async () => runtime, client: () => client } as unknown as ScreenDeps
  return { deps, reads }
}

describe('profiles read to name people', () => {
  const known = { 'user:bob': { userid: 'user:bob', nickname: 'Bob Builder' } }
  const userids = ['user:bob', 'user:gone']

  it('a group reads its askers as the centre reads senders: by userid, as me, leaving out the unreadable', async () => {
    const { deps, reads } = depsWith(known)
    const profiles = await toPromise(
      createActor(groupsActors(deps).loadProfiles, { input: { userids } }).start(),
    )
    expect(profiles).toEqual(known)
    expect(reads).toEqual([
      { did_type: 'web3mq', did_value: 'user:bob', me: ME },
      { did_type: 'web3mq', did_value: 'user:gone', me: ME },
    ])
  })

  it('the subscription page reads its senders the same way', async () => {
    const { deps, reads } = depsWith(known)
    const actor = createActor(subscriptionActors(deps).loadSenders, { input: { userids } })
    expect(await toPromise(actor.start())).toEqual(known)
    expect(reads).toHaveLength(2)
  })
})
