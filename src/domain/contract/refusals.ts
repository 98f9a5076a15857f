/**
 * The refusals an endpoint can answer: a non-zero envelope code with its meaning (docs/protocol.md §4.1).
 * Each endpoint names its own beside its request and response; the ones every endpoint (or every endpoint
 * signed one way) can answer are named here once. A refusal's `msg` is set only where the words are part of
 * the contract (the documented "User not found"); elsewhere a node may word it as it likes, and a client
 * tells refusals apart by code.
 */
import type { Auth } from './endpoint'
import { NodeCode, NodeMessage } from './node-codes'

export interface Refusal {
  readonly code: NodeCode
  /** What the refusal means, for a reader of the contract and for logs. */
  readonly meaning: string
  /** The exact `msg`, where the contract fixes it. */
  readonly msg?: string
}

export type Refusals = Readonly<Record<string, Refusal>>

export const refusal = (code: NodeCode, meaning: string, msg?: string): Refusal =>
  msg === undefined ? { code, meaning } : { code, meaning, msg }

/** A user the request names (or the wallet it looks up) has no account; docs/protocol.md §4.1's wording. */
export const userNotFound = (meaning: string): Refusal =>
  refusal(NodeCode.notFound, meaning, NodeMessage.userNotFound)

/** The endpoint-specific refusals by code, so a declaration reads `notFound: refuse.notFound('…')`. */
export const refuse = {
  userNotFound,
  notFound: (meaning: string): Refusal => refusal(NodeCode.notFound, meaning),
  forbidden: (meaning: string): Refusal => refusal(NodeCode.forbidden, meaning),
  conflict: (meaning: string): Refusal => refusal(NodeCode.conflict, meaning),
} as const

/** What any endpoint can answer, whatever it does. */
export const anyEndpointRefusals = {
  invalid: refusal(
    NodeCode.badRequest,
    'the request breaks the contract: a field missing or malformed, no JSON',
  ),
  tooLarge: refusal(NodeCode.tooLarge, 'the request body is too large', NodeMessage.bodyTooLarge),
  failed: refusal(
    NodeCode.internal,
    'the node failed or is out of service; the same request may succeed later',
  ),
  unavailable: refusal(
    NodeCode.unavailable,
    'a devnet node cannot take writes now; the same request may succeed later',
    NodeMessage.devnetUnavailable,
  ),
} as const satisfies Refusals

const badSignature = refusal(
  NodeCode.unauthorized,
  'the signature, its signed text or session key, or its timestamp is not accepted (stale, replayed, wrong)',
)

/** What an endpoint signed by a session or main key can answer besides its own refusals. */
export const signedRefusals = {
  unauthorized: badSignature,
  userNotFound: userNotFound('the signing user, or a user the request names, has no account'),
} as const satisfies Refusals

/** What an endpoint a wallet signs can answer besides its own refusals. */
export const walletSignedRefusals = { unauthorized: badSignature } as const satisfies Refusals

export type CommonRefusalName =
  | keyof typeof anyEndpointRefusals
  | keyof typeof signedRefusals
  | keyof typeof walletSignedRefusals

/** What names an endpoint's refusals: an endpoint, or a set that endpoints share (`didLookup`). */
export interface RefusalSource<R extends Refusals = Refusals> {
  readonly auth: Auth
  readonly refusals: R
}

/** The names of the refusals a source can answer: its own and the common ones. */
export type RefusalName<S> = S extends RefusalSource<infer R> ? (keyof R & string) | CommonRefusalName : never

/**
 * The unsigned lookups of a user by DID (`get_user_info`, `get_user_public_profile`): an unknown DID is
 * code 404 "User not found" (docs/protocol.md §4.1). A light source, so a machine asking "was that user
 * missing?" does not load the endpoints' schemas.
 */
export const didLookup = {
  auth: { kind: 'none' },
  refusals: { userNotFound: userNotFound('no account for this DID') },
} as const satisfies RefusalSource

const byAuth = (auth: Auth): Refusals => {
  switch (auth.kind) {
    case 'session':
    case 'mainKey':
      return signedRefusals
    case 'wallet':
      return walletSignedRefusals
    default:
      return {}
  }
}

/** Every refusal of an endpoint: its own, then the ones its signing rule and every endpoint bring. */
export const refusalsOf = (endpoint: RefusalSource): Refusals => ({
  ...anyEndpointRefusals,
  ...byAuth(endpoint.auth),
  ...endpoint.refusals,
})

/**
 * Which declared refusal an answer is: the one with this code and exactly this msg; else the one with this
 * code that fixes no msg; else the only one with this code (a node that words a fixed refusal differently).
 * Undefined when the endpoint declares no refusal with this code.
 */
export const refusalNameOf = (endpoint: RefusalSource, code: number, msg: string): string | undefined => {
  const withCode = Object.entries(refusalsOf(endpoint)).filter(([, r]) => r.code === code)
  const exact = withCode.find(([, r]) => r.msg === msg)
  if (exact) return exact[0]
  const open = withCode.filter(([, r]) => r.msg === undefined)
  if (open.length === 1) return open[0]?.[0]
  return withCode.length === 1 ? withCode[0]?.[0] : undefined
}
