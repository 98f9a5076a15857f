/** Notifications: REST history and status, live type-20 pushes (docs/protocol.md §3.5, §4.4, §9.6). */
export {
  emitFromSocket,
  type LiveNotificationHandlers,
  onLiveNotifications,
  toMessageItem,
} from './live-notifications'
export {
  GROUP_INVITATION,
  type NotificationPage,
  type NotificationQuery,
  NotifyModule,
} from './notify'
