/**
 * Reading v2 bridge messages. Wallets written in four languages send slightly different shapes
 * (numeric ids, two or three sign params, missing optional fields), so parsing fills defaults and
 * classifies by shape the way the Android SDK does: `params` → request, `result` → answer, `error` → error.
 */
import * as z from 'zod/mini'
import { errors } from '../errors'
import {
  type AuthorizationRequest,
  JSONRPC_VERSION,
  RpcMethod,
  type SessionNamespace,
  type SessionProperties,
  type WalletMetadata,
} from './json-rpc'

const text = z._default(z.string(), '')
/** A single value where a list was expected (a flat deep-link field) is read as a one-element list. */
export const stringList = z._default(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((v) => (typeof v === 'string' ? [v] : v)),
  ),
  () => [],
)
const list = stringList
const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String))
const namespace = z.object({ chains: list, methods: list, events: list })
const sessionNamespace = z.object({ chains: list, methods: list, events: list, accounts: list })
const properties = z.optional(z.object({ expiry: z.string() }))
const metadata = z.object({
  name: text,
  description: text,
  url: text,
  icons: list,
  redirect: text,
  walletType: z.optional(z.string()),
})
const base = { id, jsonrpc: z._default(z.string(), JSONRPC_VERSION), method: text }

export const authorizationRequestSchema = z.object({
  id: z._default(id, ''),
  jsonrpc: base.jsonrpc,
  method: z._default(z.string(), RpcMethod.providerAuthorization),
  params: z.object({
    requiredNamespaces: z._default(z.record(z.string(), namespace), () => ({})),
    sessionProperties: properties,
  }),
})
const approvalSchema = z.object({
  ...base,
  result: z.object({
    sessionNamespaces: z.record(z.string(), sessionNamespace),
    sessionProperties: properties,
    metadata: z.prefault(metadata, {}),
  }),
})
const signRequestSchema = z.object({ ...base, params: z.array(z.string()).check(z.minLength(2)) })
const signResponseSchema = z.object({ ...base, result: z.string() })
const errorSchema = z.object({
  ...base,
  error: z.object({ code: z.number(), message: text }),
})

export type BridgeRpcMessage =
  | { kind: 'authorizationRequest'; request: AuthorizationRequest }
  | {
      kind: 'authorizationApproval'
      id: string
      /** Last `:`-separated part of the first account, as DC-npm reads it. */
      address: string
      sessionNamespaces: Record<string, SessionNamespace>
      sessionProperties?: SessionProperties
      metadata: WalletMetadata
    }
  | { kind: 'signRequest'; id: string; message: string; address: string; password?: string }
  | { kind: 'signResponse'; id: string; signature: string }
  | { kind: 'error'; id: string; method: string; code: number; message: string }

const parseWith = <T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw errors.invalidInput(`Malformed bridge ${what}`)
  return parsed.data
}

const firstAccountAddress = (namespaces: Record<string, SessionNamespace>): string => {
  const account = Object.values(namespaces).flatMap((ns) => ns.accounts)[0]
  const address = account?.split(':').pop()
  if (!address) throw errors.invalidInput('Bridge approval carries no account')
  return address
}

const readApproval = (value: unknown): BridgeRpcMessage => {
  const msg = parseWith(approvalSchema, value, 'approval')
  const { sessionNamespaces, sessionProperties, metadata: meta } = msg.result
  const address = firstAccountAddress(sessionNamespaces)
  const approval: BridgeRpcMessage = {
    kind: 'authorizationApproval',
    id: msg.id,
    address,
    sessionNamespaces,
    metadata: meta,
  }
  return sessionProperties ? { ...approval, sessionProperties } : approval
}

const readSignRequest = (value: unknown): BridgeRpcMessage => {
  const msg = parseWith(signRequestSchema, value, 'sign request')
  const [message = '', address = '', password] = msg.params
  return password === undefined
    ? { kind: 'signRequest', id: msg.id, message, address }
    : { kind: 'signRequest', id: msg.id, message, address, password }
}

const asObject = (input: unknown): Record<string, unknown> => {
  let value = input
  if (typeof input === 'string' || input instanceof Uint8Array) {
    const source = typeof input === 'string' ? input : new TextDecoder().decode(input)
    try {
      value = JSON.parse(source)
    } catch {
      throw errors.invalidInput('Bridge message is not JSON')
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw errors.invalidInput('Bridge message is not a JSON object')
  }
  return value as Record<string, unknown>
}

/**
 * Classifies and validates one decrypted v2 message (JSON text, bytes or an already parsed object).
 * Throws an invalid-input error for anything that is not one of the five documented shapes.
 */
export const parseBridgeRpc = (input: unknown): BridgeRpcMessage => {
  const value = asObject(input)
  if ('error' in value) {
    const msg = parseWith(errorSchema, value, 'error')
    return { kind: 'error', id: msg.id, method: msg.method, ...msg.error }
  }
  if ('params' in value) {
    if (Array.isArray(value.params) || value.method === RpcMethod.personalSign) return readSignRequest(value)
    const request = parseWith(authorizationRequestSchema, value, 'authorization request')
    const { sessionProperties, requiredNamespaces } = request.params
    const params = sessionProperties ? { requiredNamespaces, sessionProperties } : { requiredNamespaces }
    return { kind: 'authorizationRequest', request: { ...request, params } }
  }
  if ('result' in value) {
    if (typeof value.result === 'string') {
      const msg = parseWith(signResponseSchema, value, 'sign response')
      return { kind: 'signResponse', id: msg.id, signature: msg.result }
    }
    return readApproval(value)
  }
  throw errors.invalidInput('Unknown bridge message')
}
