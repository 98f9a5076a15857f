/** Follows, friend requests and the contacts they make (docs/protocol.md §4.4 contacts, §9.1, §9.3). */

export type FollowStatus = 'following' | 'follower' | 'follow_each'

export interface FriendRequest {
  from: string
  to: string
  content: string
  created_at: number
  status: 'pending' | 'agree' | 'reject'
}

/** The social aggregate: follows (read both ways), friend requests and friends. */
export interface SocialRepository {
  follow(userid: string, target: string): void
  unfollow(userid: string, target: string): void
  isFollowing(userid: string, target: string): boolean
  followingOf(userid: string): string[]
  followersOf(userid: string): string[]
  isFriend(userid: string, other: string): boolean
  status(userid: string, other: string): FollowStatus | undefined
  contactsOf(userid: string): string[]
  addRequest(request: FriendRequest): FriendRequest
  sentBy(userid: string): FriendRequest[]
  receivedBy(userid: string): FriendRequest[]
  answer(to: string, from: string, action: 'agree' | 'reject'): FriendRequest | undefined
}

const addTo = (map: Map<string, Set<string>>, key: string, value: string): void => {
  const set = map.get(key) ?? new Set<string>()
  set.add(value)
  map.set(key, set)
}

/** In memory; follows are kept both ways so a follower count reads one set, not every user. */
export class MemorySocialRepository implements SocialRepository {
  /** userid → the users they follow. */
  private readonly following = new Map<string, Set<string>>()
  /** userid → the users following them: the reverse index of `following`. */
  private readonly followers = new Map<string, Set<string>>()
  private readonly requests: FriendRequest[] = []
  private readonly friends = new Map<string, Set<string>>()

  follow(userid: string, target: string): void {
    addTo(this.following, userid, target)
    addTo(this.followers, target, userid)
  }

  unfollow(userid: string, target: string): void {
    this.following.get(userid)?.delete(target)
    this.followers.get(target)?.delete(userid)
  }

  isFollowing(userid: string, target: string): boolean {
    return this.following.get(userid)?.has(target) ?? false
  }

  followingOf(userid: string): string[] {
    return [...(this.following.get(userid) ?? [])]
  }

  followersOf(userid: string): string[] {
    return [...(this.followers.get(userid) ?? [])]
  }

  isFriend(userid: string, other: string): boolean {
    return this.friends.get(userid)?.has(other) ?? false
  }

  /** How `other` relates to `userid`, seen from `userid`; undefined when unrelated. Friends are contacts. */
  status(userid: string, other: string): FollowStatus | undefined {
    const out = this.isFollowing(userid, other)
    const back = this.isFollowing(other, userid)
    if ((out && back) || this.isFriend(userid, other)) return 'follow_each'
    if (out) return 'following'
    if (back) return 'follower'
    return undefined
  }

  /** Mutual follows and accepted friends: the people a user can reach as contacts. */
  contactsOf(userid: string): string[] {
    const mutual = this.followingOf(userid).filter((other) => this.isFollowing(other, userid))
    return [...new Set([...mutual, ...(this.friends.get(userid) ?? [])])]
  }

  addRequest(request: FriendRequest): FriendRequest {
    const existing = this.requests.find(
      (r) => r.from === request.from && r.to === request.to && r.status === 'pending',
    )
    if (existing) {
      existing.content = request.content
      existing.created_at = request.created_at
      return existing
    }
    this.requests.push(request)
    return request
  }

  sentBy(userid: string): FriendRequest[] {
    return this.requests.filter((r) => r.from === userid)
  }

  receivedBy(userid: string): FriendRequest[] {
    return this.requests.filter((r) => r.to === userid)
  }

  /** Answers the pending request from `from` to `to`; returns it, or undefined when there is none. */
  answer(to: string, from: string, action: 'agree' | 'reject'): FriendRequest | undefined {
    const request = this.requests.find((r) => r.from === from && r.to === to && r.status === 'pending')
    if (!request) return undefined
    request.status = action
    if (action === 'agree') {
      for (const [a, b] of [
        [from, to],
        [to, from],
      ] as const)
        addTo(this.friends, a, b)
    }
    return request
  }
}
