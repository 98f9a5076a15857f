import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, type EventObject, setup, toPromise } from 'xstate'
import { createEventCenter } from '../domain/events'
import type { Notification } from '../domain/messages'
import type { Client } from '../sdk'
import { contactsActors, groupsActors, PEOPLE_PAGE_SIZE } from './people-actors'
import type { ScreenDeps } from './screen-actors'

/** A client whose contact, group and permission modules record what they were asked. */
const recordingClient = () => {
  const calls: { call: string; args: unknown[] }[] = []
  const page =
    (call: string) =>
    async (...args: unknown[]) => {
      calls.push({ call, args })
      return { items: [], total: 0 }
    }
  const events = createEventCenter()
  const client = {
    events,
    contact: {
      getContactList: page('getContactList'),
      getFollowerList: page('getFollowerList'),
      getFollowingList: page('getFollowingList'),
      getReceiveFriendRequestList: page('getReceiveFriendRequestList'),
      getMyFriendRequestList: page('getMyFriendRequestList'),
    },
    group: { getGroupList: page('getGroupList') },
    permission: {
      updateGroupPermissions: async (...args: unknown[]) => {
        calls.push({ call: 'updateGroupPermissions', args })
      },
    },
  } as unknown as Client
  const deps = { client: () => client } as unknown as ScreenDeps
  return { calls, deps, events }
}

/** Runs `logic` invoked by a parent that records every event it sends back. */
const hear = (logic: AnyActorLogic, input?: unknown) => {
  const heard: EventObject[] = []
  const parent = createActor(
    setup({ actors: { live: logic } }).createMachine({
      invoke: { src: 'live', input: () => input },
      on: { '*': { actions: ({ event }) => heard.push(event) } },
    }),
  ).start()
  return { heard, stop: () => parent.stop() }
}

const notice = (type: string, groupid: string, userid: string, content = ''): Notification => ({
  title: type,
  content,
  type,
  version: 1,
  timestamp: 1,
  come_from: userid,
  metadata: { groupid, userid },
  messageId: `${type} ${groupid} ${userid}`,
  read: false,
})

describe('people actors', () => {
  it('[P4.27] each contacts tab asks its SDK list, page by page, 20 a page', async () => {
    const { calls, deps } = recordingClient()
    const actors = contactsActors(deps)
    for (const tab of ['contacts', 'followers', 'following', 'received', 'sent', 'groups'] as const) {
      await toPromise(createActor(actors.loadTab, { input: { tab, page: 2 } }).start())
    }
    expect(calls).toEqual(
      [
        'getContactList',
        'getFollowerList',
        'getFollowingList',
        'getReceiveFriendRequestList',
        'getMyFriendRequestList',
        'getGroupList',
      ].map((call) => ({ call, args: [{ page: 2, size: PEOPLE_PAGE_SIZE }] })),
    )
  })

  it('a friend request, a contact change or a group invitation refreshes the contacts screen', () => {
    const { deps, events } = recordingClient()
    const { heard, stop } = hear(contactsActors(deps).liveContacts)
    const notification = notice('system.friend_request', '', 'user:b')
    events.emit('contact.friendRequest', { notification })
    events.emit('contact.updated', { items: [] })
    events.emit('channel.invited', { notification })
    expect(heard.map((e) => e.type)).toEqual(['contacts.changed', 'contacts.changed', 'contacts.changed'])
    stop()
    expect(events.listenerCount('contact.updated')).toBe(0)
  })

  it('passes on live join requests to this group only, with the requester and the reason', () => {
    const { deps, events } = recordingClient()
    const { heard, stop } = hear(groupsActors(deps).liveJoinRequests, { groupid: 'group:1' })
    events.emit('notification.messageNew', {
      notifications: [
        notice('system.group.join_request', 'group:1', 'user:b', 'let me in'),
        notice('system.group.join_request', 'group:2', 'user:c'),
        notice('system.friend_request', 'group:1', 'user:d'),
      ],
    })
    expect(heard).toEqual([
      { type: 'group.joinRequested', request: { userid: 'user:b', reason: 'let me in' } },
    ])
    stop()
  })

  it('[P6.6] the join policy is sent as the group:join enum, with the NFTs of an NFT-gated group', async () => {
    const { calls, deps } = recordingClient()
    const nfts = [{ chain_type: 'evm', chain_id: '1', contract: '0xabc' }]
    await toPromise(
      createActor(groupsActors(deps).setPolicy, {
        input: { groupid: 'group:1', policy: 'nft_validation', nfts },
      }).start(),
    )
    expect(calls).toEqual([
      {
        call: 'updateGroupPermissions',
        args: ['group:1', { 'group:join': { type: 'enum', value: 'nft_validation' } }, nfts],
      },
    ])
  })
})
