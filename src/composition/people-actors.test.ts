import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, type EventObject, setup, toPromise } from 'xstate'
import { memoryContext, START } from '../../tests/_util/memory-context'
import { FakeSession } from '../../tests/fakes/socket-pair'
import { utf8ToBytes } from '../domain/crypto/encoding'
import { createEventCenter } from '../domain/events'
import { notificationListFrame } from '../domain/protocol'
import { LIST_PAGE_SIZE } from '../machines/kit'
import type { Client } from '../sdk'
import { ContactModule } from '../sdk/contact/contact'
import { GroupModule } from '../sdk/group/group'
import { NotifyModule } from '../sdk/notify/notify'
import { contactsActors, groupsActors } from './people-actors'
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
  const client = {
    events: createEventCenter(),
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
  return { calls, deps }
}

/** A client with the SDK's real contact, group and notify modules on a socket the test pushes frames into. */
const liveClient = () => {
  const { ctx } = memoryContext()
  const session = new FakeSession()
  ctx.session = session
  const client = {
    events: ctx.events,
    notify: new NotifyModule(ctx),
    contact: new ContactModule(ctx),
    group: new GroupModule(ctx),
  } as unknown as Client
  const deps = { client: () => client } as unknown as ScreenDeps
  return { deps, session }
}

/** A type-20 frame of notices, each `[type, metadata, content]`. */
const notices = (...items: [string, Record<string, unknown>, string?][]) =>
  notificationListFrame(
    items.map(([type, metadata, content = ''], index) => ({
      messageId: `n${index}`,
      payload: utf8ToBytes(JSON.stringify({ title: type, content, type, timestamp: START, metadata })),
      timestamp: START,
    })),
  )

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

describe('people actors', () => {
  it('[P4.27] each contacts tab asks its SDK list, page by page, 20 a page', async () => {
    const { calls, deps } = recordingClient()
    const actors = contactsActors(deps)
    for (const tab of ['contacts', 'followers', 'following', 'received', 'sent', 'groups'] as const) {
      await toPromise(createActor(actors.loadTab, { input: { tab, page: 2, size: LIST_PAGE_SIZE } }).start())
    }
    expect(calls).toEqual(
      [
        'getContactList',
        'getFollowerList',
        'getFollowingList',
        'getReceiveFriendRequestList',
        'getMyFriendRequestList',
        'getGroupList',
      ].map((call) => ({ call, args: [{ page: 2, size: 20 }] })),
    )
  })

  it('a friend request, an accepted request or a group invitation refreshes the contacts screen', () => {
    const { deps, session } = liveClient()
    const { heard, stop } = hear(contactsActors(deps).liveContacts)
    session.push(
      notices(
        ['system.friend_request', { userid: 'user:b' }],
        ['subscription', {}],
        ['system.agree_friend_request', { userid: 'user:c' }],
        ['system.group_invitation', { groupid: 'group:1' }],
      ),
    )
    expect(heard.map((e) => e.type)).toEqual(['contacts.changed', 'contacts.changed', 'contacts.changed'])
    stop()
    session.push(notices(['system.friend_request', { userid: 'user:d' }]))
    expect(heard).toHaveLength(3)
  })

  it('passes on live join requests to this group only, with the requester and the reason', () => {
    const { deps, session } = liveClient()
    const { heard, stop } = hear(groupsActors(deps).liveJoinRequests, { groupid: 'group:1' })
    session.push(
      notices(
        ['system.group.join_request', { groupid: 'group:1', userid: 'user:b' }, 'let me in'],
        ['system.group.join_request', { groupid: 'group:2', userid: 'user:c' }],
        ['system.friend_request', { groupid: 'group:1', userid: 'user:d' }],
      ),
    )
    expect(heard).toEqual([
      { type: 'group.joinRequested', request: { userid: 'user:b', reason: 'let me in' } },
    ])
    stop()
  })

  it('passes on being let into this group live: approved, then invited (docs/protocol.md §9.6)', () => {
    const { deps, session } = liveClient()
    const { heard, stop } = hear(groupsActors(deps).liveAdmission, { groupid: 'group:1' })
    session.push(
      notices(
        ['system.group.agree_join_request', { groupid: 'group:2' }],
        ['system.group.agree_join_request', { groupid: 'group:1' }],
        ['system.group.join_request', { groupid: 'group:1', userid: 'user:c' }],
        ['system.group_invitation', { groupid: 'group:1' }],
      ),
    )
    expect(heard).toEqual([
      { type: 'group.admitted', how: 'approved' },
      { type: 'group.admitted', how: 'invited' },
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
