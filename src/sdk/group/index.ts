/** Groups: create, list, members, invite, join, quit, info (docs/protocol.md §4.4). */
export { type CreateGroupParams, GroupModule } from './group-module'
