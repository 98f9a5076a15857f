/** Every string of the notification centre and its bell, in one place. */
export const NOTIFY_COPY = {
  title: 'Notifications',
  signedOutText: 'Sign in with your wallet to see your notifications.',
  signIn: 'Connect wallet',
  loading: 'Loading notifications…',
  empty: 'No notifications yet. Follows, friend requests and topic posts show up here as they arrive.',
  unreadSummary: (unread: number) => (unread === 1 ? '1 unread' : `${unread} unread`),
  unread: 'Unread',
  read: 'Read',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  loadMore: 'Load more',
  retry: 'Try again',
  from: (name: string) => `From ${name}`,
  allowAlerts: 'Allow browser notifications',
  alertsHint: 'Shows new notifications while this tab is in the background.',
  alertsOn: 'Browser notifications are on: new notifications show while this tab is in the background.',
  alertsDenied:
    "Browser notifications are blocked for this site. To get them, allow notifications in the browser's site settings.",
  alertsUnsupported: 'This browser cannot show notifications; new ones still appear here and on the bell.',
} as const
