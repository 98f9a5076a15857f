/**
 * The I/O behind the contacts, person-search and group machines, bound to the signed-in SDK client and,
 * for follows and join requests, the wallet the person signed up with (docs/protocol.md §9.1, §9.2).
 * Wiring only: each actor is one SDK call or subscription; page sizes come from the machines, which rows a
 * change concerns from the SDK's watches.
 */
import { fromPromise } from 'xstate'
import type {
  ContactsEvent,
  ContactsRequests,
  ContactsTab,
  TabPage,
} from '../machines/contacts/contacts.machine'
import type { GroupEvent, GroupIdInput, GroupRequests } from '../machines/groups/groups.machine'
import { fromWatch, promiseActors } from '../machines/kit'
import type { Contact, SearchUsersInput } from '../machines/people-search/people-search.types'
import type { Client } from '../sdk'
import { readProfiles } from './people-profiles'
import { needClient, type ScreenDeps, walletFor } from './screen-actors'

type PageParams = { page: number; size: number }

/** The SDK list behind each contacts tab. */
const tabLists = (client: Client): Record<ContactsTab, (params: PageParams) => Promise<TabPage>> => ({
  contacts: (params) => client.contact.getContactList(params),
  followers: (params) => client.contact.getFollowerList(params),
  following: (params) => client.contact.getFollowingList(params),
  received: (params) => client.contact.getReceiveFriendRequestList(params),
  sent: (params) => client.contact.getMyFriendRequestList(params),
  groups: (params) => client.group.getGroupList(params),
})

const contactsRequests = (deps: ScreenDeps): ContactsRequests => ({
  loadTab: async ({ tab, page, size }) => tabLists(needClient(deps))[tab]({ page, size }),
  follow: async (input) => {
    const client = needClient(deps)
    const { signer, account } = await walletFor(await deps.loadRuntime())
    await client.contact.followOperation({ ...input, signer, account })
  },
  answerRequest: async (input) => needClient(deps).contact.operationFriend(input.targetUserid, input.action),
  sendFriend: async (input) => needClient(deps).contact.sendFriend(input.targetUserid, input.note),
})

export const contactsActors = (deps: ScreenDeps) => ({
  ...promiseActors(contactsRequests(deps)),
  liveContacts: fromWatch<ContactsEvent>((send) =>
    deps.client()?.contact.watchContacts(() => send({ type: 'contacts.changed' })),
  ),
})

export const peopleSearchActors = (deps: ScreenDeps) => ({
  searchUsers: fromPromise<Contact[], SearchUsersInput>(
    async ({ input: { keyword, page, size } }) =>
      (await needClient(deps).user.searchUsers(keyword, page, size)).items,
  ),
})

const groupRequests = (deps: ScreenDeps): GroupRequests => ({
  createGroup: async (input) =>
    needClient(deps).group.createGroup({
      group_name: input.name,
      avatar_url: input.avatarUrl,
    }),
  loadGroup: async ({ groupid }) => {
    const client = needClient(deps)
    const [group, policy] = await Promise.all([
      client.group.getGroupInfo(groupid),
      client.group.getJoinPolicy(groupid),
    ])
    return { group, policy }
  },
  loadMembers: async ({ groupid, page, size }) =>
    needClient(deps).group.getGroupMemberList(groupid, { page, size }),
  joinGroup: async (input) => {
    await needClient(deps).group.joinGroup(input.groupid)
  },
  requestJoin: async (input) => {
    const client = needClient(deps)
    const { signer, account } = await walletFor(await deps.loadRuntime())
    await client.group.joinRequest({ groupid: input.groupid, reason: input.reason, signer, account })
  },
  leaveGroup: async (input) => needClient(deps).group.quitGroup(input.groupid),
  invite: async (input) => needClient(deps).group.inviteGroupMember(input.groupid, [input.userid]),
  setPolicy: async (input) =>
    needClient(deps).permission.updateGroupPermissions(
      input.groupid,
      { 'group:join': { type: 'enum', value: input.policy } },
      input.nfts,
    ),
  loadJoinRequests: async (input) =>
    (await needClient(deps).group.getPendingJoinRequests(input.groupid)).map(({ userid, reason }) => ({
      userid,
      reason,
    })),
  answerJoin: async (input) => {
    const client = needClient(deps)
    const { signer, account } = await walletFor(await deps.loadRuntime())
    await client.group.approve({
      groupid: input.groupid,
      requestUserid: input.userid,
      approve: input.approve,
      signer,
      account,
    })
  },
  loadProfiles: async (input) => readProfiles(deps, input.userids),
})

export const groupsActors = (deps: ScreenDeps) => ({
  ...promiseActors(groupRequests(deps)),
  liveJoinRequests: fromWatch<GroupEvent, GroupIdInput>((send, { groupid }) =>
    deps
      .client()
      ?.group.watchJoinRequests(groupid, ({ userid, reason }) =>
        send({ type: 'group.joinRequested', request: { userid, reason } }),
      ),
  ),
  liveAdmission: fromWatch<GroupEvent, GroupIdInput>((send, { groupid }) =>
    deps.client()?.group.watchAdmission(groupid, (how) => send({ type: 'group.admitted', how })),
  ),
})
