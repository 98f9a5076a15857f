/**
 * What one content type of a chat message is made of (docs/protocol.md §3.11): its fields and how they are read
 * and written, the readable fallback text an official-SDK user sees, and how the app treats it (a row of its own
 * or a change to another row; whether it raises unread counts and alerts). Pure: no I/O, nothing thrown but
 * ContentFormatError.
 */

/** Why a message's content could not be read; the decoder catches it and shows the payload text instead. */
export class ContentFormatError extends Error {
  override name = 'ContentFormatError'
}

export const refuseContent = (reason: string): never => {
  throw new ContentFormatError(reason)
}

/** What the sender knew when it built a fallback text; the fields alone must still let a row render. */
export interface FallbackContext {
  /** The display name of the target message's sender ('' when unknown). */
  targetName?: string
  /** A short excerpt of the target message (excerptOf), '' when unknown. */
  targetExcerpt?: string
}

export interface ContentCodec<F> {
  /** Whether a message of this type names the message it refers to (`w3mq-ref`, the envelope's `refs[0]`). */
  readonly needsRef: boolean
  /** The type's fields from their JSON object (`w3mq-content`, the envelope's `content`); throws ContentFormatError. */
  readonly read: (json: Readonly<Record<string, unknown>>) => F
  /** The fields as a JSON object; an empty object when the type has none (no `w3mq-content` is sent then). */
  readonly write: (fields: F) => Record<string, unknown>
  /** The payload text: what an official-SDK user (or an older client of this app) shows. */
  readonly fallback: (fields: F, context: FallbackContext) => string
  /** True for a message shown as a row of its own (a reply); false for one that changes its target. */
  readonly isRow: boolean
  /** True when it raises unread counts and alerts (docs/product.md §14.9). */
  readonly alerts: boolean
}

/** Identity helper that keeps a codec's field type when it goes into the table. */
export const defineCodec = <F>(codec: ContentCodec<F>): ContentCodec<F> => codec
