/**
 * The REST envelope `{code, msg, data}` (docs/product.md §7, docs/protocol.md §4.1). Nodes answer HTTP 200 even on errors;
 * `code` 0 means success and anything else carries a human-readable `msg`.
 */
import * as z from 'zod/mini'

export const envelopeSchema = z.looseObject({
  code: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.unknown()),
})

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

/** Codes the mock node uses. Only 0 and 404 ("User not found") are documented for real nodes. */
export const NodeCode = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  internal: 500,
  /** A devnet node whose engine cannot take writes now; the same request may succeed later. */
  unavailable: 503,
} as const

export type NodeCode = (typeof NodeCode)[keyof typeof NodeCode]

/** `msg` strings of the mock node; the first is the documented one. */
export const NodeMessage = {
  ok: 'ok',
  userNotFound: 'User not found',
  invalidSignature: 'Invalid signature',
  invalidWalletSignature: 'Invalid wallet signature',
  pubkeyMismatch: 'Request public key does not match the session key',
  sessionExpired: 'Session key expired',
  noSession: 'No session key for this user; log in first',
  timestampOutOfWindow: 'Request timestamp outside the accepted window',
  replayed: 'Request replayed',
  malformedJson: 'Malformed JSON body',
  bodyTooLarge: 'Request body too large',
  routeNotFound: 'Route not found',
  devnetUnavailable: 'Devnet engine unavailable; try again',
  /** A direct message the recipient's `user:chat` permission does not let this sender send. */
  chatNotAccepted: 'This user does not accept messages from you',
} as const

export const ok = <T>(data: T): Envelope<T> => ({ code: NodeCode.ok, msg: NodeMessage.ok, data })

export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null })
