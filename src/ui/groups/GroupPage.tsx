/** A group (`/groups/new`, `/groups/:groupid`): create, members, invite, policy, join requests. Being built (issue 9). */
export const GroupPage = () => <h1>Group</h1>
