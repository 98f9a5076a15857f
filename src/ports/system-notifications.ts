/** Whether the browser may show this app's notifications; `unsupported` where it has no notifications. */
export type AlertPermission = 'default' | 'granted' | 'denied' | 'unsupported'

/** One notification shown by the operating system (the browser's Notification API). */
export interface SystemAlert {
  title: string
  body: string
  /** Alerts with the same tag replace each other instead of piling up. */
  tag: string
  /** The app's page a click opens (`/chat/<id>`, `/notifications`); the tab as it is without one. */
  url?: string
}

/** The browser's own notifications, for arrivals while this tab is hidden. */
export interface SystemNotifier {
  permission(): AlertPermission
  /** Asks the person; call only from their click, since browsers refuse (or remember a no) otherwise. */
  requestPermission(): Promise<AlertPermission>
  /** Whether the page is out of sight (another tab, minimised): only then is an alert worth showing. */
  pageHidden(): boolean
  /** Shows `alert` when permission is granted; never throws. */
  show(alert: SystemAlert): void
}
