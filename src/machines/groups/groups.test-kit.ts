/**
 * Fakes for the group machine's actors, shared by the machine and page tests: a scripted node holding
 * one group, recording every call, and a live feed of join requests. Test support only.
 */
import { fromCallback, fromPromise } from 'xstate'
import { groupsMachine } from './groups.machine'
import type {
  AnswerJoinInput,
  Contact,
  CreateGroupInput,
  Group,
  GroupEvent,
  GroupIdInput,
  InviteInput,
  JoinRequestInput,
  JoinRequestItem,
  LoadGroupOutput,
  MembersPage,
  MembersPageInput,
  SetPolicyInput,
} from './groups.types'

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

export interface GroupScript {
  load?: (input: GroupIdInput) => Promise<LoadGroupOutput>
  members?: (input: MembersPageInput) => Promise<MembersPage>
  create?: (input: CreateGroupInput) => Promise<Group>
  join?: () => Promise<void>
  request?: (input: JoinRequestInput) => Promise<void>
  leave?: () => Promise<void>
  invite?: (input: InviteInput) => Promise<void>
  setPolicy?: (input: SetPolicyInput) => Promise<void>
  requests?: () => Promise<JoinRequestItem[]>
  answer?: (input: AnswerJoinInput) => Promise<void>
}

/** The group machine on scripted actors (a public group I created by default), its calls and a live feed. */
export const fakeGroupsMachine = (script: GroupScript = {}) => {
  const calls: { name: string; input: unknown }[] = []
  let push: ((event: GroupEvent) => void) | undefined
  const logged = <I, O>(name: string, fn: (input: I) => Promise<O>) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ name, input })
      return fn(input)
    })
  const none = async () => undefined
  const machine = groupsMachine.provide({
    actors: {
      createGroup: logged(
        'createGroup',
        script.create ?? (async () => sampleGroup({ groupid: 'group:new' })),
      ),
      loadGroup: logged(
        'loadGroup',
        script.load ?? (async () => ({ group: sampleGroup(), policy: { policy: 'public', nfts: [] } })),
      ),
      loadMembers: logged('loadMembers', script.members ?? (async () => ({ items: [member(1)], total: 1 }))),
      joinGroup: logged('joinGroup', script.join ?? none),
      requestJoin: logged('requestJoin', script.request ?? none),
      leaveGroup: logged('leaveGroup', script.leave ?? none),
      invite: logged('invite', script.invite ?? none),
      setPolicy: logged('setPolicy', script.setPolicy ?? none),
      loadJoinRequests: logged('loadJoinRequests', script.requests ?? (async () => [])),
      answerJoin: logged('answerJoin', script.answer ?? none),
      liveJoinRequests: fromCallback<GroupEvent, GroupIdInput>(({ sendBack }) => {
        push = sendBack
        return () => {
          push = undefined
        }
      }),
    },
  })
  const joinRequested = (request: JoinRequestItem) => push?.({ type: 'group.joinRequested', request })
  return { machine, calls, joinRequested }
}
