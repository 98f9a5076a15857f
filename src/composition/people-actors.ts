/**
 * The I/O behind the contacts, person-search and group machines, bound to the signed-in SDK client and,
 * for follows and join requests, the wallet the person signed up with (docs/protocol.md §9.1, §9.2).
 */
import { fromCallback, fromPromise } from 'xstate'
import type { Notification } from '../domain/messages'
import { JOIN_REQUEST_NOTICE } from '../domain/messages/notice-types'
import type {
  Contact,
  ContactsEvent,
  ContactsRequests,
  TabPage,
  TabPageInput,
} from '../machines/contacts/contacts.machine'
import type { GroupEvent, GroupIdInput, GroupRequests } from '../machines/groups/groups.machine'
import { promiseActors } from '../machines/kit'
import type { SearchUsersInput } from '../machines/people-search/people-search.types'
import type { Client } from '../sdk'
import { needClient, type ScreenDeps, walletFor } from './screen-actors'

/** Rows per page of every people and group list (the UI kit's page size, docs/product.md §12.1). */
export const PEOPLE_PAGE_SIZE = 20

const tabPage = (client: Client, { tab, page }: TabPageInput): Promise<TabPage> => {
  const params = { page, size: PEOPLE_PAGE_SIZE }
  switch (tab) {
    case 'contacts':
      return client.contact.getContactList(params)
    case 'followers':
      return client.contact.getFollowerList(params)
    case 'following':
      return client.contact.getFollowingList(params)
    case 'received':
      return client.contact.getReceiveFriendRequestList(params)
    case 'sent':
      return client.contact.getMyFriendRequestList(params)
    default:
      return client.group.getGroupList(params)
  }
}

const contactsRequests = (deps: ScreenDeps): ContactsRequests => ({
  loadTab: async (input) => tabPage(needClient(deps), input),
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
  // A friend request received, one of mine accepted, a follow, or a group invitation changes the lists.
  liveContacts: fromCallback<ContactsEvent>(({ sendBack }) => {
    const client = deps.client()
    if (!client) return undefined
    const changed = () => sendBack({ type: 'contacts.changed' })
    const stops = [
      client.events.on('contact.friendRequest', changed),
      client.events.on('contact.updated', changed),
      client.events.on('channel.invited', changed),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  }),
})

export const peopleSearchActors = (deps: ScreenDeps) => ({
  searchUsers: fromPromise<Contact[], SearchUsersInput>(
    async ({ input }) => (await needClient(deps).user.searchUsers(input.keyword, 1, PEOPLE_PAGE_SIZE)).items,
  ),
})

const groupOf = (notification: Notification): string => {
  const groupid = (notification.metadata as { groupid?: unknown } | undefined)?.groupid
  return typeof groupid === 'string' ? groupid : ''
}

const groupRequests = (deps: ScreenDeps): GroupRequests => ({
  createGroup: async (input) =>
    needClient(deps).group.createGroup({
      group_name: input.name,
      ...(input.avatarUrl ? { avatar_url: input.avatarUrl } : {}),
    }),
  loadGroup: async (input) => {
    const client = needClient(deps)
    const [groups, policy] = await Promise.all([
      client.group.getGroupsInfo([input.groupid]),
      client.group.getJoinPolicy(input.groupid),
    ])
    return { group: groups.find((g) => g.groupid === input.groupid), policy }
  },
  loadMembers: async (input) =>
    needClient(deps).group.getGroupMemberList(input.groupid, { page: input.page, size: PEOPLE_PAGE_SIZE }),
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
})

export const groupsActors = (deps: ScreenDeps) => ({
  ...promiseActors(groupRequests(deps)),
  liveJoinRequests: fromCallback<GroupEvent, GroupIdInput>(({ sendBack, input }) =>
    deps.client()?.events.on('notification.messageNew', ({ notifications }) => {
      for (const n of notifications) {
        if (n.type !== JOIN_REQUEST_NOTICE || groupOf(n) !== input.groupid) continue
        const userid = (n.metadata as { userid?: unknown } | undefined)?.userid
        const from = typeof userid === 'string' ? userid : (n.come_from ?? '')
        if (from)
          sendBack({ type: 'group.joinRequested', request: { userid: from, reason: n.content ?? '' } })
      }
    }),
  ),
})
