/** The hash functions the protocol names, as hex-returning helpers over UTF-8 text. */
import { sha1 } from '@noble/hashes/legacy.js'
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js'
import { keccak_256, sha3_224 } from '@noble/hashes/sha3.js'
import { bytesToHex, utf8ToBytes } from './encoding'

type Input = string | Uint8Array

const bytesOf = (input: Input): Uint8Array => (typeof input === 'string' ? utf8ToBytes(input) : input)

/** 56 lowercase hex chars: message ids, nonces, userids. */
export const sha3_224Hex = (input: Input): string => bytesToHex(sha3_224(bytesOf(input)))
export const sha256Bytes = (input: Input): Uint8Array => sha256(bytesOf(input))
export const sha256Hex = (input: Input): string => bytesToHex(sha256Bytes(input))
export const sha1Hex = (input: Input): string => bytesToHex(sha1(bytesOf(input)))
export const keccak256Bytes = (input: Input): Uint8Array => keccak_256(bytesOf(input))

export { sha384, sha512 }
