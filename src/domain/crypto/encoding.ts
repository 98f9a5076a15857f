/**
 * Byte/text conversions shared by every domain module. Written without Buffer so the same code runs
 * in the browser and in Node; `btoa`/`atob` exist in both (Node >= 16).
 */

const encoder = new TextEncoder()
const decoder = new TextDecoder('utf-8', { fatal: false })

export const utf8ToBytes = (text: string): Uint8Array => encoder.encode(text)
export const bytesToUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes)

const HEX_RE = /^(?:[0-9a-fA-F]{2})*$/

export const isHex = (value: string): boolean => HEX_RE.test(value)

/** Lowercase hex without `0x`, the form every signed string and key uses (protocol notation). */
export const bytesToHex = (bytes: Uint8Array): string => {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/** Accepts an optional `0x` prefix. Throws on odd length or a non-hex character. */
export const hexToBytes = (hex: string): Uint8Array => {
  const clean = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex
  if (!HEX_RE.test(clean)) throw new TypeError('hex string expected')
  const out = new Uint8Array(clean.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return out
}

// Chunked so that large payloads do not overflow the argument limit of String.fromCharCode.
const CHUNK = 0x8000

/** Standard base64 with `=` padding (never the URL-safe alphabet). */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK))
  }
  return btoa(binary)
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

export const isBase64 = (value: string): boolean => BASE64_RE.test(value)

/** Strict decoder: throws a TypeError on anything that is not padded standard base64. */
export const base64ToBytes = (value: string): Uint8Array => {
  if (!BASE64_RE.test(value)) throw new TypeError('base64 string expected')
  const binary = atob(value)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}

export const concatBytes = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
