/** The unread count beside "Messages" in the header, on every page. Being built (issue 9). */
export const UnreadBadge = () => null
