/** The bell in the header, on every page, with the unread count. Being built (issue 9). */
export const NotificationBell = () => null
