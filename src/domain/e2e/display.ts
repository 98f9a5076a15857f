/**
 * What a chat row shows for an encrypted message (docs/protocol.md §3.10 "Inside", "Where they break").
 */
import { type Envelope, TEXT_TYPE } from './envelope'

/** The one row shown in place of a frame that fails to decrypt, verify or decode (§3.10, exact words). */
export const UNDECRYPTABLE_TEXT = 'This message could not be decrypted'

/**
 * Shown for an envelope of a type this client does not know that carries no fallback. Chosen here (the protocol
 * leaves it open): short, and it says the message exists and why it is not shown, so a sender's newer content
 * type (a reaction, say) never shows as an empty bubble or as raw JSON.
 */
export const UNSUPPORTED_CONTENT_TEXT = 'This app cannot show this message'

/** `body` for text; for any other type its non-empty `fallback`, else UNSUPPORTED_CONTENT_TEXT. */
export const displayText = (env: Envelope): string => {
  if (env.type === TEXT_TYPE) return env.body
  return env.fallback ? env.fallback : UNSUPPORTED_CONTENT_TEXT
}
