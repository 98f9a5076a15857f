/** Opening one transport link whose events stop reaching the socket once it is abandoned. */
import type { Logger, SocketClose, SocketConnection, SocketTransport } from '../../ports'

interface LinkEvents {
  open(): void
  bytes(bytes: Uint8Array): void
  closed(close: SocketClose): void
}

interface LinkObserver {
  linkError(error: Error): void
  linkClosed(close: SocketClose): void
}

/**
 * Opens a link through the transport. Its events are delivered only while `isCurrent()` holds, so a
 * late close or frame of a link the socket already gave up on cannot disturb the next one; the
 * observer, when given, still hears every error and close. Transport errors of the current link are
 * logged (a close always follows). Throws what `transport.connect` throws.
 */
export const openLink = (
  { transport, url, logger }: { transport: SocketTransport; url: string | (() => string); logger: Logger },
  isCurrent: () => boolean,
  events: LinkEvents,
  observer?: LinkObserver,
): SocketConnection =>
  transport.connect(typeof url === 'string' ? url : url(), {
    open: () => isCurrent() && events.open(),
    message: (bytes) => isCurrent() && events.bytes(bytes),
    close: (close) => {
      if (isCurrent()) events.closed(close)
      observer?.linkClosed(close)
    },
    error: (error) => {
      if (isCurrent()) logger.warn('socket error', error)
      observer?.linkError(error)
    },
  })
