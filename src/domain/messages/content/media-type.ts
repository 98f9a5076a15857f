/**
 * The payloadType of a plain chat message as a media type with parameters (docs/protocol.md §3.11):
 * `text/plain; charset=utf-8` and, for a content type, `; w3mq-type=…; w3mq-ref=…; w3mq-content=…`. Parameter
 * values are tokens (no quoted strings); `w3mq-content` is base64url without padding of UTF-8 JSON.
 */
import { PayloadType } from '../../config'
import { ContentFormatError, refuseContent } from './codec'

const TOKEN_RE = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/
const BASE64URL_RE = /^[A-Za-z0-9_-]*$/

export interface MediaType {
  /** `type/subtype`, lower case. */
  essence: string
  /** Parameter names lower case, values as written. */
  params: ReadonlyMap<string, string>
}

/** Reads `type/subtype; name=value; …`; throws ContentFormatError on a malformed or repeated parameter. */
export const parseMediaType = (value: string): MediaType => {
  const [head = '', ...rest] = value.split(';')
  const essence = head.trim().toLowerCase()
  if (!/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(essence)) refuseContent('not a media type')
  const params = new Map<string, string>()
  for (const part of rest) {
    const trimmed = part.trim()
    const eq = trimmed.indexOf('=')
    if (eq <= 0) refuseContent('a parameter without a value')
    const name = trimmed.slice(0, eq).toLowerCase()
    const paramValue = trimmed.slice(eq + 1)
    if (!TOKEN_RE.test(name) || !TOKEN_RE.test(paramValue)) refuseContent(`parameter ${name} is not a token`)
    if (params.has(name)) refuseContent(`parameter ${name} is repeated`)
    params.set(name, paramValue)
  }
  return { essence, params }
}

/** The text payloadType followed by `; name=value` for each parameter, in the order given. */
export const textPayloadType = (params: ReadonlyArray<readonly [string, string]>): string =>
  [PayloadType.text, ...params.map(([name, value]) => `${name}=${value}`)].join('; ')

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** base64url without padding of the bytes. */
export const toBase64Url = (bytes: Uint8Array): string => {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** The JSON object inside a `w3mq-content` value; throws ContentFormatError for anything else. */
export const jsonFromBase64Url = (value: string): Record<string, unknown> => {
  if (!BASE64URL_RE.test(value) || value.length % 4 === 1) refuseContent('w3mq-content is not base64url')
  let parsed: unknown
  try {
    const binary = atob(value.replaceAll('-', '+').replaceAll('_', '/'))
    parsed = JSON.parse(strictUtf8.decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))))
  } catch {
    throw new ContentFormatError('w3mq-content is not UTF-8 JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return refuseContent('w3mq-content is not a JSON object')
  }
  return parsed as Record<string, unknown>
}
