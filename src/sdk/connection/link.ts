/** Opening one transport link whose events stop reaching the connection once it is abandoned. */
import type { Logger, SocketClose, SocketConnection, SocketTransport } from '../../ports'

export interface LinkEvents {
  open(): void
  bytes(bytes: Uint8Array): void
  closed(close: SocketClose): void
}

/**
 * Opens a link through the transport. Its events are delivered only while `isCurrent()` holds, so a
 * late close or frame of a link the connection already gave up on cannot disturb the next one.
 * Transport errors are logged (a close always follows). Throws what `transport.connect` throws.
 */
export const openLink = (
  { transport, url, logger }: { transport: SocketTransport; url: string; logger: Logger },
  isCurrent: () => boolean,
  events: LinkEvents,
): SocketConnection =>
  transport.connect(url, {
    open: () => isCurrent() && events.open(),
    message: (bytes) => isCurrent() && events.bytes(bytes),
    close: (close) => isCurrent() && events.closed(close),
    error: (error) => isCurrent() && logger.warn('socket error', error),
  })
