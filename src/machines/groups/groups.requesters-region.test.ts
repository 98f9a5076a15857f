import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { CREATOR, fakeGroupsMachine } from '../../../tests/_util/machines/groups'

const BOB = 'user:2f1e5c3a9b8d7e6f5a4b3c2d1e0f9a8b7c6db70e'
const ANON = 'user:9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f0001'
const TG = 'user:7777777777777777777777777777777777777777'

const profilesAsked = (kit: ReturnType<typeof fakeGroupsMachine>) =>
  kit.calls.filter((c) => c.name === 'loadProfiles').map((c) => c.input)

describe('groupsMachine: the askers of join requests', () => {
  it('names each asker by the display rules, once each, also those arriving live', async () => {
    const kit = fakeGroupsMachine({
      requests: async () => [
        { userid: BOB, reason: 'hi' },
        { userid: ANON, reason: '' },
      ],
      // ANON's profile cannot be read: it is left out, and the asker keeps a short id.
      profiles: async ({ userids }) =>
        Object.fromEntries(
          userids
            .filter((u) => u !== ANON)
            .map((u) =>
              u === BOB
                ? [u, { userid: u, nickname: 'Bob Builder' }]
                : [u, { userid: u, bind_did_list: [{ bind_type: 'telegram', bind_name: 'tg_tom' }] }],
            ),
        ),
    })
    const actor = createActor(kit.machine, { input: { groupid: 'group:0001', viewer: CREATOR } }).start()
    const named = await waitFor(actor, (s) => s.context.requesters.names[BOB] !== undefined)
    expect(named.context.requesters.names).toEqual({ [BOB]: 'Bob Builder' })

    kit.joinRequested({ userid: TG, reason: 'me too' })
    kit.joinRequested({ userid: BOB, reason: 'again' })
    const live = await waitFor(actor, (s) => s.context.requesters.names[TG] !== undefined)
    expect(live.context.requesters.names).toEqual({ [BOB]: 'Bob Builder', [TG]: 'tg_tom' })
    expect(profilesAsked(kit)).toEqual([{ userids: [BOB, ANON] }, { userids: [TG] }])
  })

  it('reads no profile for someone who is not the creator (no requests are listed)', async () => {
    const kit = fakeGroupsMachine({ requests: async () => [{ userid: BOB, reason: '' }] })
    const actor = createActor(kit.machine, { input: { groupid: 'group:0001', viewer: 'user:other' } }).start()
    const s = await waitFor(actor, (x) => x.matches({ ready: { requests: 'hidden', requesters: 'idle' } }))
    expect(s.context.requesters.asked).toEqual([])
    expect(profilesAsked(kit)).toEqual([])
  })
})
