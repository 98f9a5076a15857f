/**
 * The `:handle` of `/profile/:handle` as the DID the node's public-profile endpoint takes. A handle is a
 * wallet address, a userid, or an explicit `did_type:did_value`.
 */
import { USERID_DID_TYPE } from '../../domain/config'

export interface DidRef {
  did_type: string
  did_value: string
}

const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Starknet addresses are felts: up to 64 hex digits, usually padded, so anything longer than an eth one.
const STARKNET_ADDRESS = /^0x[0-9a-fA-F]{41,64}$/
const DID_TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/
const USERID_PREFIX = 'user:'

/**
 * Resolves a profile handle, trimmed first:
 * - `user:…` → `{ did_type: USERID_DID_TYPE, did_value: 'user:…' }` (the node looks userids up under it);
 * - `type:value` with a word-like type → exactly that type and value (explicit beats guessing);
 * - `0x` + 40 hex digits → `eth`; `0x` + 41 to 64 hex digits → `starknet`.
 * Returns undefined for anything else (empty, malformed), which the page shows as an unknown profile.
 */
export const resolveHandle = (handle: string): DidRef | undefined => {
  const value = handle.trim()
  if (value.startsWith(USERID_PREFIX)) {
    return value.length > USERID_PREFIX.length ? { did_type: USERID_DID_TYPE, did_value: value } : undefined
  }
  const colon = value.indexOf(':')
  if (colon > 0) {
    const type = value.slice(0, colon)
    const didValue = value.slice(colon + 1)
    return DID_TYPE.test(type) && didValue !== '' ? { did_type: type, did_value: didValue } : undefined
  }
  if (ETH_ADDRESS.test(value)) return { did_type: 'eth', did_value: value }
  if (STARKNET_ADDRESS.test(value)) return { did_type: 'starknet', did_value: value }
  return undefined
}
