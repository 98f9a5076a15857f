/**
 * Follows, friend requests and the contacts they make (docs/protocol.md §4.4 contacts, §9.1, §9.3). A contact
 * is a mutual follow and nothing else; an agreed friend request is two follows (docs/protocol.md §9.3
 * "Contacts are mutual follows"), so the contact, follower and following lists and the counts always agree.
 */
import type { Key, KeyValue } from './kv/port'

export type FollowStatus = 'following' | 'follower' | 'follow_each'

export interface FriendRequest {
  from: string
  to: string
  content: string
  created_at: number
  status: 'pending' | 'agree' | 'reject'
}

/** The social aggregate: follows (read both ways) and friend requests. */
export interface SocialRepository {
  follow(userid: string, target: string): void
  unfollow(userid: string, target: string): void
  isFollowing(userid: string, target: string): boolean
  followingOf(userid: string): string[]
  followersOf(userid: string): string[]
  status(userid: string, other: string): FollowStatus | undefined
  contactsOf(userid: string): string[]
  addRequest(request: FriendRequest): FriendRequest
  sentBy(userid: string): FriendRequest[]
  receivedBy(userid: string): FriendRequest[]
  answer(to: string, from: string, action: 'agree' | 'reject'): FriendRequest | undefined
}

/** A friend request as stored, under its sender and the arrival number that orders the lists. */
interface StoredRequest {
  request: FriendRequest
  seq: number
}

/** Ids under `prefix` (the third key part) in the order their values (arrival numbers) say. */
const inArrivalOrder = (kv: KeyValue, prefix: Key): string[] =>
  kv
    .range<number>(prefix)
    .sort((a, b) => a.value - b.value)
    .map((e) => String(e.key[2]))

/**
 * Follows kept both ways (a follower list reads its own index, never every user), and friend requests under
 * their sender with an index under their recipient.
 */
export class SocialStore implements SocialRepository {
  constructor(private readonly kv: KeyValue) {}

  follow(userid: string, target: string): void {
    if (this.isFollowing(userid, target)) return
    this.kv.write(() => {
      const seq = this.kv.nextSeq()
      this.kv.put(['following', userid, target], seq)
      this.kv.put(['followers', target, userid], seq)
    })
  }

  unfollow(userid: string, target: string): void {
    this.kv.write(() => {
      this.kv.remove(['following', userid, target])
      this.kv.remove(['followers', target, userid])
    })
  }

  isFollowing(userid: string, target: string): boolean {
    return this.kv.get(['following', userid, target]) !== undefined
  }

  followingOf(userid: string): string[] {
    return inArrivalOrder(this.kv, ['following', userid])
  }

  followersOf(userid: string): string[] {
    return inArrivalOrder(this.kv, ['followers', userid])
  }

  /** How `other` relates to `userid`, seen from `userid`; undefined when unrelated. */
  status(userid: string, other: string): FollowStatus | undefined {
    const out = this.isFollowing(userid, other)
    const back = this.isFollowing(other, userid)
    if (out && back) return 'follow_each'
    if (out) return 'following'
    if (back) return 'follower'
    return undefined
  }

  /** Mutual follows, in the order the user followed them: the user's contacts. */
  contactsOf(userid: string): string[] {
    return this.followingOf(userid).filter((other) => this.isFollowing(other, userid))
  }

  addRequest(request: FriendRequest): FriendRequest {
    const existing = this.pending(request.from, request.to)
    if (existing) {
      const updated = { ...existing.request, content: request.content, created_at: request.created_at }
      this.kv.put(['request', request.from, existing.seq], { ...existing, request: updated })
      return updated
    }
    this.kv.write(() => {
      const seq = this.kv.nextSeq()
      this.kv.put(['request', request.from, seq], { request, seq })
      this.kv.put(['request-to', request.to, seq], request.from)
    })
    return request
  }

  sentBy(userid: string): FriendRequest[] {
    return this.kv.range<StoredRequest>(['request', userid]).map((e) => e.value.request)
  }

  receivedBy(userid: string): FriendRequest[] {
    return this.kv
      .range<string>(['request-to', userid])
      .flatMap((e) => this.kv.get<StoredRequest>(['request', e.value, e.key[2] as number])?.request ?? [])
  }

  /**
   * Answers the pending request from `from` to `to`; returns it, or undefined when there is none. Agreeing
   * makes each follow the other (a follow either already had is kept as it was), in the same write.
   */
  answer(to: string, from: string, action: 'agree' | 'reject'): FriendRequest | undefined {
    const found = this.pending(from, to)
    if (!found) return undefined
    const request = { ...found.request, status: action }
    this.kv.write(() => {
      this.kv.put(['request', from, found.seq], { ...found, request })
      if (action !== 'agree') return
      this.follow(from, to)
      this.follow(to, from)
    })
    return request
  }

  private pending(from: string, to: string): StoredRequest | undefined {
    return this.kv
      .range<StoredRequest>(['request', from])
      .find((e) => e.value.request.to === to && e.value.request.status === 'pending')?.value
  }
}
