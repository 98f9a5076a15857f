/** The notification centre (`/notifications`). Being built (issue 9). */
export const NotificationsPage = () => <h1>Notifications</h1>
