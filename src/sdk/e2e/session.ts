/**
 * The socket as the chat modules see it once end-to-end encryption is on (docs/protocol.md §3.10): every
 * encrypted chat frame is opened before anyone hears it, handshake frames are not heard at all, and frames
 * keep their order (a frame waits for an earlier one still being opened).
 */
import { isE2ESuite } from '../../domain/e2e'
import type { DecodedFrame } from '../../domain/protocol'
import type { Logger } from '../../ports'
import type { SocketSession } from '../core/context'
import { Watchers } from '../core/watchers'
import type { E2EModule } from './e2e'

export const openedSession = <S extends SocketSession>(session: S, e2e: E2EModule, logger: Logger): S => {
  const listeners = new Watchers<DecodedFrame>(logger, 'e2e.onFrame')
  let tail: Promise<void> | undefined
  let waiting = 0
  const emit = (frame: DecodedFrame | undefined) => {
    if (frame) listeners.tell(frame)
  }
  const opened = async (frame: DecodedFrame): Promise<DecodedFrame | undefined> => {
    if (frame.kind !== 'message' || !isE2ESuite(frame.message.cipherSuite)) return frame
    const message = await e2e.openFrame(frame.message)
    return message && { ...frame, message }
  }
  session.onFrame((frame) => {
    const encrypted = frame.kind === 'message' && isE2ESuite(frame.message.cipherSuite)
    if (!encrypted && waiting === 0) return emit(frame)
    waiting++
    tail = (tail ?? Promise.resolve())
      .then(() => opened(frame))
      .then(emit, (error: unknown) => logger.warn('E2E frame not opened', error))
      .finally(() => {
        waiting--
      })
  })
  return new Proxy(session, {
    get(target, property) {
      if (property === 'onFrame') return (listener: (frame: DecodedFrame) => void) => listeners.add(listener)
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
