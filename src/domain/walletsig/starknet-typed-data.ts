/**
 * Starknet wallet signatures as JS-SDK requests them (docs/protocol.md §6): the sign text is reduced to a
 * 31-character felt, wrapped in revision-0 typed data and Pedersen-hashed; the wallet signs that hash.
 * Hashing follows starknet.js `typedData.getMessageHash`, which the tests cross-check.
 */
import { computeHashOnElements, keccak } from '@scure/starknet'
import { bytesToHex, utf8ToBytes } from '../crypto/encoding'
import { errors } from '../errors'

interface TypedDataField {
  name: string
  type: string
}

export interface StarknetTypedData {
  domain: Record<string, string>
  types: Record<string, TypedDataField[]>
  primaryType: string
  message: Record<string, string>
}

const DOMAIN_TYPE = 'StarkNetDomain'
const SHORT_STRING_MAX = 31

/** starknetKeccak: Ethereum keccak-256 of the UTF-8 text masked to its low 250 bits. */
export const starknetKeccak = (input: string | Uint8Array): bigint =>
  keccak(typeof input === 'string' ? utf8ToBytes(input) : input)

/** The `message` felt text: starknetKeccak as unpadded lowercase hex, cut to its first 31 characters. */
export const starknetMessage = (text: string): string => starknetKeccak(text).toString(16).slice(0, 31)

/** ASCII short-string felt (≤ 31 chars), as starknet.js `encodeShortString`. Throws invalid-input otherwise. */
export const shortString = (value: string): bigint => {
  const ascii = [...value].every((char) => char.charCodeAt(0) < 0x80)
  if (value.length > SHORT_STRING_MAX || !ascii) {
    throw errors.invalidInput('Not a Starknet short string (ASCII, at most 31 characters)')
  }
  let felt = 0n
  for (let i = 0; i < value.length; i++) felt = (felt << 8n) | BigInt(value.charCodeAt(i))
  return felt
}

/**
 * A typed-data value as a felt, the way starknet.js reads `felt` fields: whatever JavaScript's BigInt
 * accepts (decimal, `0x` hex, surrounding blanks, even the empty string) is a number; any other
 * string is an ASCII short string.
 */
export const feltOf = (value: string | number | bigint): bigint => {
  if (typeof value !== 'string') return BigInt(value)
  try {
    return BigInt(value)
  } catch {
    return shortString(value)
  }
}

/** The revision-0 typed data JS-SDK asks the wallet to sign for one message felt text. */
export const typedDataFor = (message: string, chainId: string): StarknetTypedData => ({
  domain: { name: 'Example DApp', chainId, version: '0.0.1' },
  types: {
    StarkNetDomain: [
      { name: 'name', type: 'felt' },
      { name: 'chainId', type: 'felt' },
      { name: 'version', type: 'felt' },
    ],
    Message: [{ name: 'message', type: 'felt' }],
  },
  primaryType: 'Message',
  message: { message },
})

/** Pedersen hash-on-elements (pairwise fold, then the length) as a bigint. */
const hashOnElements = (values: bigint[]): bigint => {
  const out = computeHashOnElements(values)
  return out instanceof Uint8Array ? BigInt(`0x${bytesToHex(out)}`) : BigInt(out)
}

const fieldsOf = (types: StarknetTypedData['types'], typeName: string): TypedDataField[] => {
  const fields = types[typeName]
  if (!fields) throw errors.invalidInput(`Typed data has no type ${typeName}`)
  if (fields.some((f) => f.type !== 'felt')) throw errors.invalidInput('Only felt fields are supported')
  return fields
}

/** e.g. `Message(message:felt)`; only felt-only types, which is all JS-SDK uses. */
export const encodeType = (types: StarknetTypedData['types'], typeName: string): string =>
  `${typeName}(${fieldsOf(types, typeName)
    .map((f) => `${f.name}:${f.type}`)
    .join(',')})`

/** Pedersen hash-on-elements of [starknetKeccak(type string), ...field felts in declaration order]. */
const structHash = (
  types: StarknetTypedData['types'],
  typeName: string,
  data: Record<string, string>,
): bigint => {
  const values = fieldsOf(types, typeName).map((f) => {
    const value = data[f.name]
    if (value === undefined) throw errors.invalidInput(`Typed data misses ${typeName}.${f.name}`)
    return feltOf(value)
  })
  return hashOnElements([starknetKeccak(encodeType(types, typeName)), ...values])
}

/**
 * Message hash = Pedersen hash-on-elements of [short string "StarkNet Message", domain struct hash,
 * account address, primary struct hash]: equal to starknet.js `typedData.getMessageHash(td, account)`.
 */
export const typedDataHash = (typedData: StarknetTypedData, accountAddress: string): bigint =>
  hashOnElements([
    shortString('StarkNet Message'),
    structHash(typedData.types, DOMAIN_TYPE, typedData.domain),
    feltOf(accountAddress),
    structHash(typedData.types, typedData.primaryType, typedData.message),
  ])

/** The hash a Starknet wallet signs for a given sign text, chain id and account. */
export const starknetSignHash = (text: string, chainId: string, accountAddress: string): bigint =>
  typedDataHash(typedDataFor(starknetMessage(text), chainId), accountAddress)
