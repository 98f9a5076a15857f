/**
 * Bridge topic ids (docs/protocol.md §7.4, §7.5). A topic is the address a bridge party listens on, derived
 * from the dapp id and that party's temporary ed25519 public key, so no registration is needed.
 */
import { bytesToBase64, hexToBytes } from '../crypto/encoding'
import { sha1Hex, sha3_224Hex } from '../crypto/hash'

const BRIDGE_TOPIC_PREFIX = 'bridge:'

/** DappConnect v2 (DC-npm): `bridge:` + hex SHA-1(dappId + "@" + public key hex). */
export const bridgeTopic = (dappId: string, publicKeyHex: string): string =>
  `${BRIDGE_TOPIC_PREFIX}${sha1Hex(`${dappId}@${publicKeyHex}`)}`

/** Flutter/iOS/Android v2: the same, with the public key as standard base64 of its raw bytes. */
export const bridgeTopicBase64 = (dappId: string, publicKeyHex: string): string =>
  `${BRIDGE_TOPIC_PREFIX}${sha1Hex(`${dappId}@${bytesToBase64(hexToBytes(publicKeyHex))}`)}`

/** Legacy action-based JS dappConnect: `<dappId>@` + SHA3-224 of the public key hex text. */
export const legacyBridgeTopic = (dappId: string, publicKeyHex: string): string =>
  `${dappId}@${sha3_224Hex(publicKeyHex)}`

/** Topic ids are lowercased when sent to the bridge (docs/product.md §5); idempotent. */
export const normaliseTopicId = (topicId: string): string => topicId.toLowerCase()
