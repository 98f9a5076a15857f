/**
 * Typing signals (docs/protocol.md §3.12 "Typing (this project)"): a signed type-16 frame with messageType
 * `Web3MQ/typing`, needStore false and an empty payload, sent on the open socket only (never through the
 * outbox: typing while offline is dropped), and only in a conversation where every member runs this
 * project's client. The network's own JS SDK shows every type-16 frame but `dapp_bridge` as a chat message
 * (tests/official-sdk/typing.test.ts), so a conversation counts only once it is end-to-end encrypted with
 * no member missing (docs/protocol.md §3.10): each member then published a device of this client.
 */
import { chatIdOf } from '../../domain/messages'
import { isTypingFrame, TYPING_MESSAGE_TYPE } from '../../domain/messages/typing'
import type { FrameOfKind } from '../../domain/protocol'
import type { ClientContext } from '../core/context'
import type { ChatSecurity } from '../e2e/e2e'
import { signedFrame } from './outgoing'

/** How long a conversation's answer to "does every member run this client" is kept, ms. */
export const TYPING_SECURITY_TTL_MS = 60_000

/** Whether every member of a conversation runs this project's client, by its end-to-end state. */
export const everyoneRunsThisClient = (security: ChatSecurity | undefined): boolean =>
  security?.state === 'encrypted' && security.missing.length === 0

export class TypingModule {
  private readonly checked = new Map<string, { at: number; answer: Promise<boolean> }>()

  constructor(private readonly ctx: ClientContext) {}

  /**
   * Tells the conversation `topic` that this person is typing. Resolves true when a frame left, false when
   * none did: the socket is not open (nothing is queued), or not every member runs this client (or that
   * could not be found out). The caller keeps the pace (TYPING_SEND_INTERVAL_MS).
   */
  async announce(topic: string): Promise<boolean> {
    if (this.ctx.session?.status !== 'open' || !(await this.mayTell(topic))) return false
    const session = this.ctx.session
    if (session?.status !== 'open') return false
    try {
      session.send(await this.frameFor(topic, session.nodeId))
      return true
    } catch (error) {
      this.ctx.ports.logger.warn('Typing frame not sent', error)
      return false
    }
  }

  /**
   * Calls `listener` with the sender of every typing frame of chat `chatId` (a `user:` id for a private chat,
   * the `group:` id of a group) from someone else, until the returned function is called.
   */
  watch(chatId: string, listener: (from: string) => void): () => void {
    const session = this.ctx.session
    if (!session) return () => {}
    const me = this.ctx.keys.userid
    return session.onFrame((frame) => {
      if (frame.kind !== 'message' || !isTypingFrame(frame.message)) return
      const { comeFrom } = frame.message
      if (comeFrom !== me && chatIdOf(frame.message, me) === chatId) listener(comeFrom)
    })
  }

  /** Whether typing may be told to `topic`: asked of the E2E module at most once a TYPING_SECURITY_TTL_MS. */
  private mayTell(topic: string): Promise<boolean> {
    const e2e = this.ctx.e2e
    if (!e2e) return Promise.resolve(false)
    const now = this.ctx.ports.clock.now()
    const known = this.checked.get(topic)
    if (known && now - known.at < TYPING_SECURITY_TTL_MS) return known.answer
    const answer = e2e.security(topic).then(everyoneRunsThisClient, () => false)
    this.checked.set(topic, { at: now, answer })
    return answer
  }

  /** The signed typing frame (docs/protocol.md §3.3 for the id and signature, over an empty payload). */
  private frameFor(topic: string, nodeId: string): Promise<FrameOfKind<'message'>> | FrameOfKind<'message'> {
    const { keys, ports } = this.ctx
    const init = { text: '', topic, keys, nodeId, timestamp: ports.clock.now(), signal: TYPING_MESSAGE_TYPE }
    return ports.ed25519 ? signedFrame(init, ports.ed25519) : signedFrame(init)
  }
}
