/**
 * The wire side of the scripted wallet (see dapp-connect-wallet.ts): messages built and signed the way
 * the Flutter wallet builds them, and incoming dapp messages opened and checked field by field.
 */
import type { RawData, WebSocket } from 'ws'
import { type DeepLink, deriveBridgeKey, openEnvelope, sealEnvelope } from '#domain/bridge'
import { BRIDGE_MESSAGE_TYPE, PayloadType } from '#domain/config'
import type { KeyPair } from '#domain/keys/key-pair'
import { encodeFrame, fromUint64, messageFrame, type Web3MQRequestMessage } from '#domain/protocol'
import { signBase64, verifyBase64 } from '#domain/signing/sign'
import { fromSignContent, messageId, validatePubKeyOf } from '#domain/signing/socket'

/** What the dapp sent, as the wallet saw it, for tests to check field by field. */
export interface ReceivedBridgeMessage {
  message: Web3MQRequestMessage
  plaintext: string
  /** fromSign verified against the key in validatePubKey over the §7.2 string. */
  fromSignValid: boolean
}

const FLUTTER_CIPHER = 'X25519/AES-GCM_SHA384'

/** The dapp as the wallet addresses it. */
export interface Target {
  topic: string
  publicKey: string
  wsUrl: string | undefined
}

/** The dapp's topic, key and (legacy) socket URL from its link. */
export const targetOf = (link: DeepLink): Target =>
  link.version === 'legacy'
    ? { topic: link.topicId, publicKey: link.ed25519Pubkey, wsUrl: link.bridge || undefined }
    : { topic: link.topic, publicKey: link.proposer.publicKey, wsUrl: undefined }

export const bytesOf = (data: RawData): Uint8Array =>
  Array.isArray(data) ? new Uint8Array(Buffer.concat(data)) : new Uint8Array(data as ArrayBuffer)

/** The wallet's side of the bridge: seals, signs and sends like Flutter; opens and checks what arrives. */
export class WalletConnection {
  nodeId = ''
  readonly received: ReceivedBridgeMessage[] = []
  readonly acks: string[] = []
  readonly failures: string[] = []
  private ackWaiters: (() => void)[] = []

  constructor(
    private readonly socket: WebSocket,
    private readonly keys: KeyPair,
    readonly topic: string,
  ) {}

  /** Sends `plaintext` sealed for `peer`, as the Flutter wallet builds a bridge message. */
  sendSealed(peer: Target, plaintext: string): Promise<void> {
    const key = deriveBridgeKey(this.keys.PrivateKey, peer.publicKey)
    const payload = new TextEncoder().encode(sealEnvelope(key, this.keys.PublicKey, plaintext))
    const timestamp = Date.now()
    const contentTopic = peer.topic.toLowerCase()
    const id = messageId({ comeFrom: this.topic, contentTopic, timestamp, payload })
    const signed = fromSignContent({
      messageId: id,
      comeFrom: this.topic,
      contentTopic,
      nodeId: this.nodeId,
      timestamp,
    })
    const acked = new Promise<void>((resolve) => this.ackWaiters.push(resolve))
    this.socket.send(
      encodeFrame(
        messageFrame({
          payload,
          contentTopic,
          comeFrom: this.topic,
          timestamp,
          messageId: id,
          fromSign: signBase64(signed, this.keys.PrivateKey),
          nodeId: this.nodeId,
          validatePubKey: validatePubKeyOf(this.keys.PublicKey),
          payloadType: PayloadType.json,
          cipherSuite: FLUTTER_CIPHER,
          messageType: BRIDGE_MESSAGE_TYPE,
        }),
      ),
    )
    return acked
  }

  /** Decrypts a message for our topic and records it with its signature check. */
  open(message: Web3MQRequestMessage): string | undefined {
    if (message.contentTopic.toLowerCase() !== this.topic) return undefined
    const { plaintext, publicKey } = openEnvelope(this.keys.PrivateKey, message.payload)
    const content = fromSignContent({
      messageId: message.messageId,
      comeFrom: message.comeFrom,
      contentTopic: message.contentTopic,
      nodeId: message.nodeId,
      timestamp: fromUint64(message.timestamp),
    })
    const keyMatches = validatePubKeyOf(publicKey) === message.validatePubKey
    const fromSignValid = keyMatches && verifyBase64(content, message.fromSign, publicKey)
    this.received.push({ message, plaintext, fromSignValid })
    return plaintext
  }

  /** A type-21 ack of one of our messages: recorded, and the oldest sender waiting is released. */
  ack(status: string): void {
    this.acks.push(status)
    this.ackWaiters.shift()?.()
  }
}
