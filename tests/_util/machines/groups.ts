/**
 * Fakes for the group machine's actors, shared by the machine and page tests: a scripted node holding
 * one group, recording every call, and live feeds of join requests and of the viewer being let in. Test support only.
 */

import { groupsMachine } from '../../../src/machines/groups/groups.machine'
import type {
  Contact,
  Group,
  GroupEvent,
  GroupIdInput,
  GroupRequests,
  JoinRequestItem,
} from '../../../src/machines/groups/groups.types'
import { fromWatch, promiseActors } from '../../../src/machines/kit'

export const CREATOR = 'user:creator'
export const VISITOR = 'user:visitor'

export const member = (n: number): Contact => ({
  userid: `user:${String(n).padStart(4, '0')}`,
  nickname: `member ${n}`,
  wallet_address: `0x${String(n).padStart(40, '0')}`,
})

export const sampleGroup = (extra: Partial<Group> = {}): Group => ({
  groupid: 'group:0001',
  group_name: 'Book club',
  avatar_url: '',
  creator_id: CREATOR,
  is_group_member: true,
  ...extra,
})

/** Answers for the machine's requests (named after what the tests script, each its request's shape). */
export interface GroupScript {
  load?: GroupRequests['loadGroup']
  members?: GroupRequests['loadMembers']
  create?: GroupRequests['createGroup']
  join?: GroupRequests['joinGroup']
  request?: GroupRequests['requestJoin']
  leave?: GroupRequests['leaveGroup']
  invite?: GroupRequests['invite']
  setPolicy?: GroupRequests['setPolicy']
  requests?: GroupRequests['loadJoinRequests']
  answer?: GroupRequests['answerJoin']
  /** Public profiles by userid (none by default: every asker keeps a short id). */
  profiles?: GroupRequests['loadProfiles']
}

/** The group machine on scripted actors (a public group I created by default), its calls and a live feed. */
export const fakeGroupsMachine = (script: GroupScript = {}) => {
  const calls: { name: string; input: unknown }[] = []
  let push: ((event: GroupEvent) => void) | undefined
  let admit: ((event: GroupEvent) => void) | undefined
  const none = async () => undefined
  const requests: GroupRequests = {
    createGroup: script.create ?? (async () => sampleGroup({ groupid: 'group:new' })),
    loadGroup:
      script.load ?? (async () => ({ group: sampleGroup(), policy: { policy: 'public', nfts: [] } })),
    loadMembers: script.members ?? (async () => ({ items: [member(1)], total: 1 })),
    joinGroup: script.join ?? none,
    requestJoin: script.request ?? none,
    leaveGroup: script.leave ?? none,
    invite: script.invite ?? none,
    setPolicy: script.setPolicy ?? none,
    loadJoinRequests: script.requests ?? (async () => []),
    answerJoin: script.answer ?? none,
    loadProfiles: script.profiles ?? (async () => ({})),
  }
  const machine = groupsMachine.provide({
    actors: {
      ...promiseActors(requests, (name, input) => calls.push({ name, input })),
      liveJoinRequests: fromWatch<GroupEvent, GroupIdInput>((send) => {
        push = send
        return () => {
          push = undefined
        }
      }),
      liveAdmission: fromWatch<GroupEvent, GroupIdInput>((send) => {
        admit = send
        return () => {
          admit = undefined
        }
      }),
    },
  })
  const joinRequested = (request: JoinRequestItem) => push?.({ type: 'group.joinRequested', request })
  const admitted = (how: 'approved' | 'invited') => admit?.({ type: 'group.admitted', how })
  return { machine, calls, joinRequested, admitted }
}
