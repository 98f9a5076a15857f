/**
 * `@web3mq/client` 1.0.25 opening a dapp the way the official React kit does: its reads of chats, profile,
 * contacts and permissions fire together, each signed over `userid + timestamp` and stamped `Date.now()`, so
 * in one millisecond they carry one signature. The node lets it open each read route once (docs/protocol.md
 * §4.3), and answers the permissions in the shape the kit reads (docs/protocol.md §4.4 "Permissions").
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Person } from './person'
import { stageFor } from './stage'

const stage = stageFor('parallel', ['Alice', 'Bob'])
let alice: Person
let bob: Person

beforeAll(() => {
  ;[alice, bob] = stage.people as [Person, Person]
})

/** Runs `calls` with `Date.now()` held at one millisecond while they sign. */
const inOneMillisecond = async <T>(calls: () => Promise<T>): Promise<T> => {
  const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now())
  try {
    return await calls()
  } finally {
    now.mockRestore()
  }
}

describe('official SDK: reads fired together', () => {
  it('answers chats, profile, contacts and permissions signed in the same millisecond', async () => {
    await alice.act()
    const [chats, profile, contacts, permissions] = await inOneMillisecond(() =>
      Promise.all([
        alice.client.channel.queryChannels({ page: 1, size: 10 }),
        alice.client.user.getMyProfile(),
        alice.client.contact.getContactList({ page: 1, size: 10 }),
        alice.client.user.getUserPermissions(),
      ]),
    )
    expect(chats).toEqual([])
    expect(profile).toMatchObject({ userid: alice.userid, nickname: 'Alice' })
    expect(contacts).toEqual([])
    expect(permissions).toMatchObject({ permissions: { 'user:chat': { type: 'enum', value: 'public' } } })
  })

  it("reads another user's permissions through the SDK's own method, as the kit does", async () => {
    await bob.act()
    const answer = (await bob.client.user.getTargetUserPermissions(alice.userid)) as unknown as {
      code: number
      data: { target_userid: string; permissions: Record<string, { value: unknown }>; follow_status: string }
    }
    expect(answer.code).toBe(0)
    expect(answer.data.target_userid).toBe(alice.userid)
    expect(answer.data.permissions['user:chat']?.value).toBe('public')
    expect(answer.data.follow_status).toBe('')
  })
})
