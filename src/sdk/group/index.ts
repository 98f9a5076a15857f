/** Groups: create, list, members, invite, join, quit, info (protocol §4.4). */
export { type CreateGroupParams, GroupModule } from './group-module'
