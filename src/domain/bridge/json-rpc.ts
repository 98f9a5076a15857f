/**
 * DappConnect v2 plaintext messages (docs/protocol.md §7.5): JSON-RPC 2.0 objects carried encrypted inside a
 * bridge envelope. Builders produce exactly the fields and field order DC-npm sends; parsing lives in
 * json-rpc-parse.ts.
 */
import { errors } from '../errors'

export const JSONRPC_VERSION = '2.0'

export const RpcMethod = {
  providerAuthorization: 'provider_authorization',
  personalSign: 'personal_sign',
} as const
export type RpcMethod = (typeof RpcMethod)[keyof typeof RpcMethod]

/** CAIP-25 error codes the wallets answer with (DOCS DappConnect typeList; Android uses 5001). */
export const RpcErrorCode = {
  userRejectedChains: 5000,
  userRejectedMethods: 5001,
  userRejectedEvents: 5002,
  unsupportedChains: 5100,
  unsupportedMethods: 5101,
  unsupportedEvents: 5102,
  scopeChainMismatch: 5103,
  chainIdInTwoScopes: 5104,
} as const
export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode]

export const RpcErrorMessage: Readonly<Record<RpcErrorCode, string>> = {
  5000: 'User disapproved requested chains',
  5001: 'User disapproved requested methods',
  5002: 'User disapproved requested events',
  5100: 'Requested chains are not supported',
  5101: 'Requested methods are not supported',
  5102: 'Requested events are not supported',
  5103: 'Scope/chain mismatch',
  5104: 'ChainId defined in two different scopes',
}

export interface Namespace {
  chains: string[]
  methods: string[]
  events: string[]
}
export interface SessionNamespace extends Namespace {
  /** CAIP-10 accounts, e.g. `eip155:1:0xabc…`. */
  accounts: string[]
}
export interface AppMetadata {
  name: string
  description: string
  url: string
  icons: string[]
  redirect: string
}
export interface WalletMetadata extends AppMetadata {
  walletType?: string
}
export interface SessionProperties {
  /** ISO-8601 timestamp. */
  expiry: string
}

export interface AuthorizationRequest {
  id: string
  jsonrpc: string
  method: string
  params: { requiredNamespaces: Record<string, Namespace>; sessionProperties?: SessionProperties }
}

interface AuthorizationApproval {
  id: string
  jsonrpc: string
  method: string
  result: {
    sessionNamespaces: Record<string, SessionNamespace>
    sessionProperties?: SessionProperties
    metadata: WalletMetadata
  }
}

interface PersonalSignRequest {
  id: string
  method: string
  jsonrpc: string
  params: string[]
}
interface RpcResult<T> {
  id: string
  jsonrpc: string
  method: string
  result: T
}
interface RpcErrorResponse {
  id: string
  jsonrpc: string
  method: string
  error: { code: number; message: string }
}

/**
 * DC-npm request id: `requestId:` + 6 decimal digits + a millisecond timestamp. Both come from the
 * caller so the id is reproducible; throws invalid-input unless `digits` is exactly six digits.
 */
export const rpcRequestId = (digits: string, timestamp: number): string => {
  if (!/^\d{6}$/.test(digits)) throw errors.invalidInput('request id needs exactly 6 digits')
  return `requestId:${digits}${Math.trunc(timestamp)}`
}

/** The connect proposal the dapp puts into the deep link (and nowhere else). */
export const buildAuthorizationRequest = (
  id: string,
  requiredNamespaces: Record<string, Namespace>,
  expiry?: string,
): AuthorizationRequest => ({
  id,
  jsonrpc: JSONRPC_VERSION,
  method: RpcMethod.providerAuthorization,
  params:
    expiry === undefined ? { requiredNamespaces } : { requiredNamespaces, sessionProperties: { expiry } },
})

/** The wallet's approval of a proposal (used by test wallets and the mock). */
export const buildAuthorizationApproval = (
  id: string,
  sessionNamespaces: Record<string, SessionNamespace>,
  metadata: WalletMetadata,
  expiry?: string,
): AuthorizationApproval => ({
  id,
  jsonrpc: JSONRPC_VERSION,
  method: RpcMethod.providerAuthorization,
  result:
    expiry === undefined
      ? { sessionNamespaces, metadata }
      : { sessionNamespaces, sessionProperties: { expiry }, metadata },
})

/** DC-npm's sign request: params `[signContent, address, password]`, password `""` by default. */
export const buildPersonalSignRequest = (
  id: string,
  signContent: string,
  address: string,
  password = '',
): PersonalSignRequest => ({
  id,
  method: RpcMethod.personalSign,
  jsonrpc: JSONRPC_VERSION,
  params: [signContent, address, password],
})

/** The wallet's answer to a sign request: the signature string as `result`. */
export const buildPersonalSignResponse = (id: string, signature: string): RpcResult<string> => ({
  id,
  jsonrpc: JSONRPC_VERSION,
  method: RpcMethod.personalSign,
  result: signature,
})

/** An error answer; the message defaults to the documented text of a known code. */
export const buildRpcError = (
  id: string,
  method: string,
  code: number,
  message?: string,
): RpcErrorResponse => ({
  id,
  jsonrpc: JSONRPC_VERSION,
  method,
  error: { code, message: message ?? RpcErrorMessage[code as RpcErrorCode] ?? 'Unknown error' },
})
