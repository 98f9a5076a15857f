/**
 * The envelope's codes and the mock node's words (docs/protocol.md §4.1), apart from the envelope's schema so
 * that code naming a refusal (a machine asking which refusal it got) does not carry zod with it.
 */

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
