/**
 * `@web3mq/client` 1.0.25 and the social side of the mock node: follows (wallet-signed texts the SDK builds),
 * contacts, friend requests, topics and notifications, live over the socket and from history.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { nextNotification, type Person } from './person'
import { stageFor } from './stage'

interface Notification {
  type: string
  title: string
  content: string
  messageId: string
  read: boolean
}

const stage = stageFor('social', ['Alice', 'Bob'], { connected: true })
let alice: Person
let bob: Person

/** Follows (or unfollows) `target` with the SDK's text, signed by the person's wallet. */
const follow = async (person: Person, target: Person, action: 'follow' | 'cancel' = 'follow') => {
  await person.act()
  const contact = person.client.contact
  const { signContent, timestamp } = await contact.getFollowOperationSignContent({
    targetId: target.userid,
    action,
    targetDidType: 'eth',
  } as never)
  return contact.followOperationBySignature({
    signature: person.wallet.sign(signContent),
    signContent,
    followTimestamp: timestamp,
    action,
    targetId: target.userid,
    targetDidType: 'eth',
  } as never)
}

beforeAll(() => {
  ;[alice, bob] = stage.people as [Person, Person]
})

describe('official SDK: follows and contacts', () => {
  it('follows with a wallet signature; both lists show it and the followed person is notified', async () => {
    const notified = nextNotification<Notification>(alice, (item) => item.type === 'system.followed')
    expect(await follow(bob, alice)).toMatchObject({ code: 0 })
    expect(await bob.client.contact.getFollowingList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ userid: alice.userid, follow_status: 'following' }),
    ])
    await alice.act()
    expect(await alice.client.contact.getFollowerList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ userid: bob.userid, follow_status: 'follower' }),
    ])
    expect(await notified).toMatchObject({ read: false, metadata: { userid: bob.userid } })
  })

  it('makes mutual followers contacts, and unfollowing undoes it', async () => {
    await follow(alice, bob)
    expect(await alice.client.contact.getContactList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ userid: bob.userid, follow_status: 'follow_each' }),
    ])
    await follow(alice, bob, 'cancel')
    expect(await alice.client.contact.getContactList({ page: 1, size: 10 })).toEqual([])
  })

  it('sends a friend request the other person sees and accepts', async () => {
    await bob.act()
    expect(await bob.client.contact.sendFriend(alice.userid, 'let us be friends')).toMatchObject({ code: 0 })
    await alice.act()
    const received = (await alice.client.contact.getReceiveFriendRequestList({ page: 1, size: 10 })) as {
      result: { userid: string; content: string; status: string }[]
    }
    expect(received.result).toEqual([
      expect.objectContaining({ userid: bob.userid, content: 'let us be friends', status: 'pending' }),
    ])
    expect(await alice.client.contact.operationFriend(bob.userid, 'agree')).toMatchObject({ code: 0 })
    // Agreed, each follows the other (docs/protocol.md §9.3): the SDK's contacts are its follow_each rows.
    expect(await alice.client.contact.getContactList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ userid: bob.userid, follow_status: 'follow_each' }),
    ])
    expect(await alice.client.contact.getFollowingList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ userid: bob.userid, follow_status: 'follow_each' }),
    ])
  })
})

describe('official SDK: topics and notifications', () => {
  it('creates a topic, lists it, and a subscriber gets what is published live and in history', async () => {
    await alice.act()
    const topic = (await alice.client.topic.createTopic('Alice news')) as {
      topicid: string
      topic_name: string
    }
    expect(topic.topicid).toMatch(/^topic:/)
    expect(await alice.client.topic.getMyCreateTopicList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ topicid: topic.topicid, topic_name: 'Alice news' }),
    ])

    await bob.act()
    expect(await bob.client.topic.subscribeTopic(topic.topicid)).toMatchObject({ code: 0 })
    expect(await bob.client.topic.getMySubscribeTopicList({ page: 1, size: 10 })).toEqual([
      expect.objectContaining({ topicid: topic.topicid }),
    ])

    const live = nextNotification<Notification>(bob, (item) => item.title === 'Issue 1')
    await alice.act()
    await alice.client.topic.publishTopicMessage({
      topicid: topic.topicid,
      title: 'Issue 1',
      content: 'First!',
    })
    expect(await live).toMatchObject({ content: 'First!', read: false })

    await bob.act()
    const history = (await bob.client.notify.queryNotifications({
      page: 1,
      size: 20,
    } as never)) as Notification[]
    const published = history.find((item) => item.title === 'Issue 1')
    expect(published).toMatchObject({ content: 'First!', read: false })
  })

  it('publishes to followers and marks a notification read', async () => {
    await follow(bob, alice, 'cancel')
    await follow(bob, alice)
    const live = nextNotification<Notification>(bob, (item) => item.title === 'Hello followers')
    await alice.act()
    const sent = await alice.client.contact.publishNotificationToFollowers({
      title: 'Hello followers',
      content: 'News for you',
      type: 'system.notice',
    } as never)
    expect(sent).toMatchObject({ code: 0 })
    const notice = await live
    expect(notice).toMatchObject({ content: 'News for you' })

    await bob.act()
    await bob.client.notify.changeNotificationStatus([notice.messageId], 'read')
    const history = (await bob.client.notify.queryNotifications({
      page: 1,
      size: 20,
    } as never)) as Notification[]
    expect(history.find((item) => item.messageId === notice.messageId)).toMatchObject({ read: true })
  })
})
