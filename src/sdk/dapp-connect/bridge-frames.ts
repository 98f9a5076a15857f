/**
 * The two frames a dapp sends on the bridge (docs/protocol.md §3.7, §7.2): the unsigned bridge connect, and the
 * signed type-16 envelope. Kept byte-compatible with DC-npm, including its messageId quirk.
 */
import { sealEnvelope } from '../../domain/bridge'
import { BRIDGE_MESSAGE_TYPE, CIPHER_NONE, PayloadType } from '../../domain/config'
import { utf8ToBytes } from '../../domain/crypto/encoding'
import type { KeyPair } from '../../domain/keys/key-pair'
import { bridgeConnectFrame, type FrameOfKind, messageFrame } from '../../domain/protocol'
import { signBase64 } from '../../domain/signing/sign'
import { bridgeMessageId, fromSignContent, validatePubKeyOf } from '../../domain/signing/socket'

/**
 * Type 100 as DC-npm sends it: NodeID "", the dapp id, the (lower-cased) topic, SignatureTimestamp 0
 * and DAppSignature "" — unsigned, which every node accepts (docs/protocol.md §3.7).
 */
export const dappBridgeConnectFrame = (dAppID: string, topic: string): FrameOfKind<'bridgeConnect'> =>
  bridgeConnectFrame({ NodeID: '', DAppID: dAppID, TopicID: topic, SignatureTimestamp: 0, DAppSignature: '' })

interface BridgeMessageInit {
  /** The sender's temporary bridge key pair. */
  keys: KeyPair
  /** The sender's topic (comeFrom), lower-cased. */
  fromTopic: string
  /** The peer's topic (contentTopic), lower-cased. */
  toTopic: string
  /** The node id from the bridge connect reply (type 101). */
  nodeId: string
  timestamp: number
  /** The envelope JSON `{publicKey, content}`. */
  payload: string
}

/**
 * A `Web3MQ/bridge` message (docs/protocol.md §7.2): payloadType application/json, cipherSuite NONE (as the JS
 * SDKs send it), validatePubKey = base64 of the sender's raw public key, fromSign = ed25519 over
 * messageId + comeFrom + contentTopic + nodeId + timestamp with the bridge key.
 *
 * messageId follows DC-npm's quirk, sha3_224(contentTopic + contentTopic + ts + payload): the topic
 * twice and comeFrom never. Nodes do not recompute message ids, and the DC-npm wallets and dapps
 * everyone talks to derive it this way, so we do too; fromSign covers whatever id is sent.
 */
export const bridgeMessageFrame = (init: BridgeMessageInit): FrameOfKind<'message'> => {
  const payload = utf8ToBytes(init.payload)
  const messageId = bridgeMessageId({ contentTopic: init.toTopic, timestamp: init.timestamp, payload })
  const signed = fromSignContent({
    messageId,
    comeFrom: init.fromTopic,
    contentTopic: init.toTopic,
    nodeId: init.nodeId,
    timestamp: init.timestamp,
  })
  return messageFrame({
    payload,
    contentTopic: init.toTopic,
    comeFrom: init.fromTopic,
    timestamp: init.timestamp,
    messageId,
    fromSign: signBase64(signed, init.keys.PrivateKey),
    nodeId: init.nodeId,
    validatePubKey: validatePubKeyOf(init.keys.PublicKey),
    payloadType: PayloadType.json,
    cipherSuite: CIPHER_NONE,
    needStore: true,
    messageType: BRIDGE_MESSAGE_TYPE,
  })
}

/** The envelope of `plaintext` sealed with the shared `key`, in a bridge message frame. */
export const sealedMessageFrame = (
  key: Uint8Array,
  plaintext: string,
  init: Omit<BridgeMessageInit, 'payload'>,
): FrameOfKind<'message'> =>
  bridgeMessageFrame({ ...init, payload: sealEnvelope(key, init.keys.PublicKey, plaintext) })
