/**
 * Contacts, follows and friend requests (docs/product.md §4 "Friend requests and follows", docs/protocol.md §4.4
 * "Contacts / following / friends", §9.1, §9.3, §9.7). Holds the lists a UI shows, merged page by page
 * (page 1 replaces, later pages append, each user once), and tells what changes them to the subscribers
 * of `watchContacts`.
 */
import type { DidType } from '../../domain/config'
import {
  addFriend,
  type Contact,
  followContacts,
  followers,
  followingList,
  handleFriendRequest,
  type ListPage,
  publishToFollowers,
  receivedFriendRequests,
  searchContacts,
  sentFriendRequests,
} from '../../domain/contract'
import type { Notification } from '../../domain/messages'
import type { ClientContext, SocketSession } from '../core/context'
import { type Unsubscribe, Watchers } from '../core/watchers'
import { emitFromSocket, onLiveNotifications } from '../notify/live-notifications'
import { GROUP_INVITATION } from '../notify/notify'
import { addressResolverOf } from '../user/address-resolver'
import {
  type FollowBySignatureParams,
  type FollowOperationParams,
  type FollowSignContent,
  type FollowSignContentParams,
  followBySignature,
  followOperation,
  followSignContent,
} from './follow'
import { afterAgreed, afterMyFollow, type HeldLists } from './held-lists'
import { mergeListPage, type PageParams, pageFields } from './paging'

/** `follow_status` of a mutual follow: the node's notion of a contact. */
const FOLLOW_EACH = 'follow_each'
const FRIEND_REQUEST = 'system.friend_request'
const AGREE_FRIEND_REQUEST = 'system.agree_friend_request'

type FriendAction = 'agree' | 'reject'

/** What "contact.updated" reports: the other user and what changed between us. */
export interface ContactChange {
  userid: string
  /** The follow or friend action (`follow`, `cancel`, `agree`, `reject`). */
  action: string
  /** The live notification that told us, when the change was made on the other side. */
  notification?: Notification
}

/** One change of my people or my groups, as `watchContacts` tells it. */
export type ContactsChange =
  /** Someone sent me a friend request (live). */
  | { kind: 'friendRequest'; notification: Notification }
  /** A follow or a friend answer: mine once the node accepted it, or the other side's told live. */
  | { kind: 'contact'; change: ContactChange }
  /** I was invited to a group (live, docs/protocol.md §9.6). */
  | { kind: 'groupInvitation'; notification: Notification }

/** The user a notification comes from: `come_from`, else the `metadata.userid` some notices carry. */
const senderOf = (notification: Notification): string => {
  const fromMetadata = notification.metadata?.userid
  return notification.come_from ?? (typeof fromMetadata === 'string' ? fromMetadata : '')
}

const byUserid = (c: Contact): string => c.userid

export class ContactModule {
  contactList: Contact[] = []
  followerList: Contact[] = []
  followingList: Contact[] = []
  /** Friend requests I sent. */
  myFriendRequestList: Contact[] = []
  /** Friend requests I received. */
  receiveFriendRequestList: Contact[] = []
  private detach: (() => void) | undefined
  private readonly watchers: Watchers<ContactsChange>

  constructor(private readonly ctx: ClientContext) {
    this.watchers = new Watchers(ctx.ports.logger, 'watchContacts')
    if (ctx.session) this.attach(ctx.session)
  }

  /**
   * Tells `listener` each change of my contacts, follows, friend requests and groups, with what changed,
   * until the returned function is called: a request received, a follow or answer (mine or told live), a
   * group invitation.
   */
  watchContacts(listener: (change: ContactsChange) => void): Unsubscribe {
    return this.watchers.add(listener)
  }

  /**
   * Listens to live notifications of `session` (replacing an earlier one): a friend request raises
   * "contact.friendRequest", an accepted one of mine "contact.updated" (action `agree`).
   */
  attach(session: SocketSession): void {
    this.detach?.()
    this.detach = onLiveNotifications(session, { onNotifications: (list) => this.receive(list) })
  }

  dispose(): void {
    this.detach?.()
    this.detach = undefined
  }

  /** Searches my contacts by user id, nickname or wallet address (`GET /api/contacts/search/`). */
  async searchContact(keyword: string, params?: PageParams): Promise<ListPage<Contact>> {
    return this.ctx.api.call(searchContacts, { keyword, ...pageFields(params) })
  }

  /** Mutual follows (`follow_status=follow_each`); emits "contact.getList" and "contact.getContactList". */
  async getContactList(params?: PageParams): Promise<ListPage<Contact>> {
    const page = await this.ctx.api.call(followContacts, {
      ...pageFields(params),
      follow_status: FOLLOW_EACH,
    })
    this.contactList = mergeListPage(this.contactList, page, params, byUserid)
    // JS renamed the event across versions; listeners of either name are served.
    this.ctx.events.emitIfListened('contact.getList', { items: this.contactList })
    this.ctx.events.emitIfListened('contact.getContactList', { items: this.contactList })
    return page
  }

  /** Users following me; emits "contact.getFollowerList". */
  async getFollowerList(params?: PageParams): Promise<ListPage<Contact>> {
    const page = await this.ctx.api.call(followers, pageFields(params))
    this.followerList = mergeListPage(this.followerList, page, params, byUserid)
    this.ctx.events.emitIfListened('contact.getFollowerList', { items: this.followerList })
    return page
  }

  /** Users I follow; emits "contact.getFollowingList". */
  async getFollowingList(params?: PageParams): Promise<ListPage<Contact>> {
    const page = await this.ctx.api.call(followingList, pageFields(params))
    this.followingList = mergeListPage(this.followingList, page, params, byUserid)
    this.ctx.events.emitIfListened('contact.getFollowingList', { items: this.followingList })
    return page
  }

  /**
   * Wallet-signed follow or unfollow (see ./follow). Once the node accepted it, the held lists say so (an
   * unfollowed contact leaves `contactList` and `followingList`) and "contact.updated" is emitted.
   */
  async followOperation(params: FollowOperationParams): Promise<void> {
    await followOperation(this.ctx, params)
    this.hold(afterMyFollow(this, params.targetUserid, params.action === 'follow'))
    this.changed({ userid: params.targetUserid, action: params.action })
  }

  /**
   * The first step of a follow or unfollow the dapp's own wallet signs (the official SDK's name): the text to
   * sign and its moment, which `followOperationBySignature` needs back (see ./follow).
   */
  async getFollowOperationSignContent(params: FollowSignContentParams): Promise<FollowSignContent> {
    return followSignContent(this.ctx, params)
  }

  /**
   * The second step: sends the text the wallet signed with its signature (see ./follow). Once the node
   * accepted it, the held lists and "contact.updated" follow as after `followOperation`.
   */
  async followOperationBySignature(params: FollowBySignatureParams): Promise<void> {
    const targetUserid = await followBySignature(this.ctx, params)
    this.hold(afterMyFollow(this, targetUserid, params.action === 'follow'))
    this.changed({ userid: targetUserid, action: params.action })
  }

  /**
   * Sends a friend request; the session key signs userid + target + content + timestamp (docs/protocol.md
   * §9.3). `target` is a userid, or a wallet address on `didType` (default `eth`) whose userid is looked up
   * first (docs/protocol.md §5.2); an address no user holds rejects with the node's "User not found" and
   * sends no request.
   */
  async sendFriend(target: string, content = '', didType?: DidType): Promise<void> {
    const targetUserid = await addressResolverOf(this.ctx).resolve(target, didType)
    await this.ctx.api.call(addFriend, { target_userid: targetUserid, content })
  }

  /** Friend requests I sent; emits "contact.friendList". */
  async getMyFriendRequestList(params?: PageParams): Promise<ListPage<Contact>> {
    const page = await this.ctx.api.call(sentFriendRequests, pageFields(params))
    this.myFriendRequestList = mergeListPage(this.myFriendRequestList, page, params, byUserid)
    this.ctx.events.emitIfListened('contact.friendList', { items: this.myFriendRequestList })
    return page
  }

  /** Friend requests I received; emits "contact.receiveList". */
  async getReceiveFriendRequestList(params?: PageParams): Promise<ListPage<Contact>> {
    const page = await this.ctx.api.call(receivedFriendRequests, pageFields(params))
    this.receiveFriendRequestList = mergeListPage(this.receiveFriendRequestList, page, params, byUserid)
    this.ctx.events.emitIfListened('contact.receiveList', { items: this.receiveFriendRequestList })
    return page
  }

  /**
   * Answers a received friend request; the action defaults to 'agree' (docs/product.md §4). Agreed, we follow
   * each other (docs/protocol.md §9.3), so a requester held in `receiveFriendRequestList` joins the contact,
   * follower and following lists. Emits "contact.updated".
   */
  async operationFriend(targetUserid: string, action: FriendAction = 'agree'): Promise<void> {
    await this.ctx.api.call(handleFriendRequest, { target_userid: targetUserid, action })
    if (action === 'agree') this.agreedWith(targetUserid, this.receiveFriendRequestList)
    this.changed({ userid: targetUserid, action })
  }

  /** Sends a notification to every follower (§9.7); the session key signs userid + title + timestamp. */
  async publishNotificationToFollowers(title: string, content?: string): Promise<void> {
    await this.ctx.api.call(publishToFollowers, { title, content })
  }

  private hold(lists: HeldLists): void {
    this.contactList = lists.contactList
    this.followerList = lists.followerList
    this.followingList = lists.followingList
  }

  /** A friend request with `userid` was agreed: the person, when one of `requests` holds them, is now mutual. */
  private agreedWith(userid: string, requests: readonly Contact[]): void {
    const person = requests.find((c) => c.userid === userid)
    if (person) this.hold(afterAgreed(this, person))
  }

  private changed(change: ContactChange): void {
    this.ctx.events.emitIfListened('contact.updated', { items: [change] })
    this.watchers.tell({ kind: 'contact', change })
  }

  private receive(list: readonly Notification[]): void {
    const { events, ports } = this.ctx
    for (const notification of list) {
      if (notification.type === FRIEND_REQUEST) {
        emitFromSocket(events, ports.logger, 'contact.friendRequest', { notification })
        this.watchers.tell({ kind: 'friendRequest', notification })
      } else if (notification.type === AGREE_FRIEND_REQUEST) {
        const change: ContactChange = { userid: senderOf(notification), action: 'agree', notification }
        this.agreedWith(change.userid, this.myFriendRequestList)
        emitFromSocket(events, ports.logger, 'contact.updated', { items: [change] })
        this.watchers.tell({ kind: 'contact', change })
      } else if (notification.type === GROUP_INVITATION) {
        this.watchers.tell({ kind: 'groupInvitation', notification })
      }
    }
  }
}
