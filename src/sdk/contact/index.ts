/** Contacts, follows and friend requests (docs/product.md §4, docs/protocol.md §4.4, §9.1, §9.3, §9.7). */
export {
  AGREE_FRIEND_REQUEST,
  type ContactChange,
  ContactModule,
  FOLLOW_EACH,
  FRIEND_REQUEST,
  type FriendAction,
} from './contact'
export {
  type FollowAction,
  type FollowBody,
  type FollowBodyInput,
  type FollowOperationParams,
  followBody,
  followOperation,
  followTextFor,
} from './follow'
export { mergeListPage, type PageParams, pageFields } from './paging'
