/**
 * Lenient reader for both deep-link forms. Accepted: with or without a `scheme://…?` prefix, encoded
 * or raw brackets (Flutter encodes keys), a trailing `&` (Flutter), `[]` array keys and `metadata` for
 * `appMetadata` (Android). The result is validated; anything without a topic and a key is rejected.
 */
import * as z from 'zod/mini'
import { ErrorCode, Web3MQError } from '../errors'
import type { DeepLink, DeepLinkV2, LegacyDeepLink } from './deep-link'
import { authorizationRequestSchema, stringList } from './json-rpc-parse'
import { parseNestedQuery, type QueryTree } from './nested-query'

const invalid = (reason: string): Web3MQError =>
  new Web3MQError(ErrorCode.DeepLinkInvalid, 'Deep link could not be parsed', { detail: { reason } })

const required = z.string().check(z.minLength(1))
const text = z._default(z.string(), '')

const legacySchema = z.object({
  topicId: required,
  ed25519Pubkey: required,
  bridge: text,
  iconUrl: text,
  website: text,
  redirect: text,
})

const v2Schema = z.object({
  topic: required,
  proposer: z.object({
    publicKey: required,
    appMetadata: z.prefault(
      z.object({ name: text, description: text, url: text, icons: stringList, redirect: text }),
      {},
    ),
  }),
  request: z.prefault(authorizationRequestSchema, { params: {} }),
})

const queryOf = (input: string): string => {
  const trimmed = input.trim()
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(trimmed)
  if (scheme) {
    const q = trimmed.indexOf('?')
    return q < 0 ? '' : trimmed.slice(q + 1)
  }
  return trimmed.startsWith('?') ? trimmed.slice(1) : trimmed
}

const isObject = (v: QueryTree | undefined): v is { [key: string]: QueryTree } =>
  typeof v === 'object' && !Array.isArray(v)

/** Android writes some app fields under `metadata`; `appMetadata` wins where both are present. */
const mergeMetadata = (fields: { [key: string]: QueryTree }): void => {
  const proposer = fields.proposer
  if (!isObject(proposer) || !isObject(proposer.metadata)) return
  const app = isObject(proposer.appMetadata) ? proposer.appMetadata : {}
  proposer.appMetadata = { ...proposer.metadata, ...app }
}

const readLegacy = (fields: { [key: string]: QueryTree }): LegacyDeepLink => {
  const parsed = legacySchema.safeParse(fields)
  if (!parsed.success) throw invalid('legacy link without topicId or ed25519Pubkey')
  return { version: 'legacy', ...parsed.data }
}

const readV2 = (fields: { [key: string]: QueryTree }): DeepLinkV2 => {
  mergeMetadata(fields)
  const parsed = v2Schema.safeParse(fields)
  if (!parsed.success) throw invalid('v2 link without topic or proposer public key')
  const { topic, proposer, request } = parsed.data
  const { requiredNamespaces, sessionProperties } = request.params
  const params = sessionProperties ? { requiredNamespaces, sessionProperties } : { requiredNamespaces }
  return { version: 2, topic, proposer, request: { ...request, params } }
}

/**
 * Parses a legacy or v2 deep link (or the bare query of a QR code). Throws a Web3MQError with code
 * DeepLinkInvalid when the text is neither form or misses the topic or the public key.
 */
export const parseDeepLink = (input: string): DeepLink => {
  const fields = parseNestedQuery(queryOf(input))
  if ('topicId' in fields || fields.action === 'connect') return readLegacy(fields)
  if ('topic' in fields || 'proposer' in fields || 'request' in fields) return readV2(fields)
  throw invalid('neither a legacy nor a v2 deep link')
}
