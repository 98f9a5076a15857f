/**
 * In-memory doubles for tests of the bridge client and of apps built on it: a wallet peer that seals
 * messages for a dapp and opens what the dapp sends, and the node's replies (101, 21) as frames. No
 * socket: tests feed these frames to a FakeSocketTransport link (tests/fakes/socket-pair.ts).
 */
import { deriveBridgeKey, openEnvelope, sealEnvelope } from '#domain/bridge'
import { BRIDGE_MESSAGE_TYPE, PayloadType } from '#domain/config'
import { hexToBytes, utf8ToBytes } from '#domain/crypto/encoding'
import { publicKeyHexOf } from '#domain/keys/key-pair'
import {
  bridgeConnectReplyFrame,
  type DecodedFrame,
  type FrameOfKind,
  messageFrame,
  messageStatusFrame,
} from '#domain/protocol'
import type { Clock, Logger, Random } from '../../src/ports'
import { DappConnectClient } from '../../src/sdk/dapp-connect/dapp-connect'
import { type FakeLink, FakeSocketTransport } from './socket-pair'

/** Randomness whose first 32-byte draw is `seedHex` (the client's key), then `rest`. */
export const firstSeedRandom = (seedHex: string, rest: Random): Random => {
  let used = false
  return {
    bytes(n) {
      if (used || n !== 32) return rest.bytes(n)
      used = true
      return hexToBytes(seedHex)
    },
  }
}

/** The node's answer to a bridge connect. */
export const bridgeAccepted = (nodeId: string, topic: string): FrameOfKind<'bridgeConnectReply'> =>
  bridgeConnectReplyFrame({ NodeID: nodeId, DAppID: '', TopicID: topic })

/** The node's ack (type 21) of a message. */
export const nodeAck = (messageId: string, contentTopic: string, status = 'received') =>
  messageStatusFrame({ messageId, contentTopic, messageStatus: status, timestamp: 1 })

/** A wallet app on the other side of the bridge, holding an ed25519 seed. */
class WalletPeer {
  readonly publicKey: string

  constructor(
    private readonly seedHex: string,
    readonly topic: string,
  ) {
    this.publicKey = publicKeyHexOf(seedHex)
  }

  /** A type-16 message from this wallet to `dapp`, carrying `plaintext` sealed for the dapp's key. */
  messageTo(
    dapp: { topic: string; publicKey: string },
    plaintext: string,
    timestamp = 1,
  ): FrameOfKind<'message'> {
    const key = deriveBridgeKey(this.seedHex, dapp.publicKey)
    return messageFrame({
      payload: utf8ToBytes(sealEnvelope(key, this.publicKey, plaintext)),
      contentTopic: dapp.topic,
      comeFrom: this.topic,
      timestamp,
      messageId: `wallet-${timestamp}`,
      payloadType: PayloadType.json,
      messageType: BRIDGE_MESSAGE_TYPE,
    })
  }

  /** Opens a message the dapp sent: its plaintext, parsed as JSON. Throws for any other frame. */
  read(frame: DecodedFrame): Record<string, unknown> {
    if (frame.kind !== 'message') throw new Error(`expected a message frame, got ${frame.kind}`)
    return JSON.parse(openEnvelope(this.seedHex, frame.message.payload).plaintext) as Record<string, unknown>
  }
}

export const HARNESS_DAPP_ID = 'SwapChat:im'
const HARNESS_WS_URL = 'wss://node.test/messages'
export const HARNESS_METADATA = {
  name: 'Push Manager',
  description: 'Web3MQ notifications',
  url: 'https://app.example',
  icons: ['https://app.example/icon.png'],
  redirect: 'https://app.example/back',
}
/** The wallet peer's topic; upper-case on purpose, as a wallet may send it (docs/product.md §5 lowercases it). */
export const HARNESS_WALLET_TOPIC = 'bridge:ABCDEF0123456789ABCDEF0123456789ABCDEF01'

interface HarnessPorts {
  clock: Clock
  random: Random
  logger?: Logger
  requestTimeoutMs?: number
}

/** A client on a fake transport, a wallet peer, and shortcuts for what a node and a wallet send. */
export const bridgeHarness = (ports: HarnessPorts, walletSeedHex: string) => {
  const transport = new FakeSocketTransport()
  const client = new DappConnectClient(
    {
      dAppID: HARNESS_DAPP_ID,
      wsUrl: HARNESS_WS_URL,
      metadata: HARNESS_METADATA,
      ...(ports.requestTimeoutMs === undefined ? {} : { requestTimeoutMs: ports.requestTimeoutMs }),
    },
    {
      socket: transport,
      clock: ports.clock,
      random: ports.random,
      ...(ports.logger ? { logger: ports.logger } : {}),
    },
  )
  const wallet = new WalletPeer(walletSeedHex, HARNESS_WALLET_TOPIC)
  const link = (): FakeLink => transport.last
  return {
    client,
    transport,
    wallet,
    link,
    /** connect(), the socket opens, the node accepts the topic as `node-1`. */
    async connect(): Promise<void> {
      const done = client.connect()
      link().open()
      link().receive(bridgeAccepted('node-1', client.topic))
      await done
    },
    /** The wallet sends `plaintext` (JSON text or a value to stringify) to the client. */
    say(plaintext: unknown, timestamp = 1): void {
      const text = typeof plaintext === 'string' ? plaintext : JSON.stringify(plaintext)
      link().receive(wallet.messageTo(client, text, timestamp))
    },
    /** The last frame the client sent, decoded. */
    lastSent(): DecodedFrame {
      const frame = link().frames.at(-1)
      if (!frame) throw new Error('nothing sent yet')
      return frame
    },
  }
}
