/** Display rules of docs/product.md §2: names, avatars, short ids, links and link previews. */
export { avatarFor, DEFAULT_USER_ICON } from './avatar'
export { displayName } from './display-name'
export { isOwnProfile } from './own-profile'
export { shorten } from './shorten'
export type { UserLike } from './user-like'
