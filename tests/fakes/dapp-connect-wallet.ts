/**
 * A scripted Web3MQ wallet app for dappConnect tests and the browser e2e suite. It reads a deep link
 * (any form parseDeepLink accepts), joins the bridge with its own temporary key and topic, answers the
 * dapp's proposal and its personal_sign requests as its script says, and signs for real (EIP-191) with
 * a TestWallet. It is built from the domain only, not from the SDK, and talks like the Flutter wallet
 * (base64-form topic, signed type-100, ordinary messageId, cipherSuite X25519/AES-GCM_SHA384), so a
 * test against it checks the SDK against a second, independent implementation of the protocol.
 */
import { randomBytes } from 'node:crypto'
import { type RawData, WebSocket } from 'ws'
import { bridgeTopicBase64, parseDeepLink } from '#domain/bridge'
import { generateKeyPair, type KeyPair } from '#domain/keys/key-pair'
import { bridgeConnectFrame, decodeFrame, encodeFrame } from '#domain/protocol'
import { signBase64 } from '#domain/signing/sign'
import { flutterBridgeConnectSignContent } from '#domain/signing/socket'
import {
  bytesOf,
  type ReceivedBridgeMessage,
  type Target,
  targetOf,
  WalletConnection,
} from './dapp-connect-wallet-connection'
import { type ScriptedReplies, scriptedReplies, type WalletScript } from './dapp-connect-wallet-script'
import type { TestWallet } from './wallets'

export type { WalletScript }

interface ScriptedWalletOptions {
  /** The link the dapp shows: v2 nested (`pc` or `mobile`) or legacy flat. */
  link: string
  wallet: TestWallet
  /** The node's socket URL; defaults to the `bridge` field of a legacy link. */
  wsUrl?: string
  script: WalletScript
  /** The wallet app's own id, part of its topic. */
  appId?: string
  random?: (n: number) => Uint8Array
}

export interface ScriptedWalletApp {
  readonly topic: string
  readonly publicKey: string
  /** Texts the dapp asked to sign, in order. */
  readonly signRequests: string[]
  readonly received: ReceivedBridgeMessage[]
  /** messageStatus of every type-21 ack the node sent for the wallet's own messages. */
  readonly acks: string[]
  /** Messages the wallet could not read or answer (none in a healthy session). */
  readonly failures: string[]
  /** Resolves once the node acked the approval (or rejection) the wallet sent on start. */
  readonly answered: Promise<void>
  close(): Promise<void>
}

const openSocket = (url: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.binaryType = 'arraybuffer'
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })

/** Type 100 as the Flutter wallet signs it (`"nodeId"` + topic + ts with the bridge key), then waits for 101. */
const joinBridge = (socket: WebSocket, conn: WalletConnection, keys: KeyPair, appId: string): Promise<void> =>
  new Promise((resolve) => {
    socket.on('message', (data: RawData) => {
      const frame = decodeFrame(bytesOf(data))
      if (frame.kind === 'bridgeConnectReply' && !conn.nodeId) {
        conn.nodeId = frame.message.NodeID
        resolve()
      }
    })
    const ts = Date.now()
    const DAppSignature = signBase64(flutterBridgeConnectSignContent(conn.topic, ts), keys.PrivateKey)
    socket.send(
      encodeFrame(
        bridgeConnectFrame({
          NodeID: 'nodeId',
          DAppID: appId,
          TopicID: conn.topic,
          SignatureTimestamp: ts,
          DAppSignature,
        }),
      ),
    )
  })

const listen = (socket: WebSocket, conn: WalletConnection, replies: ScriptedReplies, dapp: Target): void => {
  socket.on('message', (data: RawData) => {
    // A throw inside a `ws` listener would crash the test process; record it for the test instead.
    try {
      const frame = decodeFrame(bytesOf(data))
      if (frame.kind === 'messageStatus' && frame.message.comeFrom === conn.topic) {
        conn.ack(frame.message.messageStatus)
      }
      if (frame.kind !== 'message') return
      const plaintext = conn.open(frame.message)
      const answer = plaintext === undefined ? undefined : replies.answer(plaintext)
      // Answer the topic the request came from, lower-cased as topics are sent to the bridge.
      if (answer) void conn.sendSealed({ ...dapp, topic: frame.message.comeFrom }, answer)
    } catch (error) {
      conn.failures.push((error as Error).message)
    }
  })
}

/**
 * Starts the wallet: joins the bridge, sends its approval (accounts ['eip155:1:<address>']) or its
 * refusal (5000 "User disapproved requested chains") at once, then answers every personal_sign by
 * signing (EIP-191) or refusing (5001) as `script.signs` says. The dapp must already be connected:
 * the node relays only to connected topics.
 */
export const startScriptedWallet = async (options: ScriptedWalletOptions): Promise<ScriptedWalletApp> => {
  const link = parseDeepLink(options.link)
  const dapp = targetOf(link)
  const url = options.wsUrl ?? dapp.wsUrl
  if (!url) throw new Error('scripted wallet: no socket URL (pass wsUrl for a v2 link)')
  const random = options.random ?? ((n: number) => new Uint8Array(randomBytes(n)))
  const keys = generateKeyPair(random)
  const appId = options.appId ?? 'Web3MQ:scripted-wallet'
  const topic = bridgeTopicBase64(appId, keys.PublicKey)
  const socket = await openSocket(url)
  const conn = new WalletConnection(socket, keys, topic)
  await joinBridge(socket, conn, keys, appId)
  const replies = scriptedReplies(options.wallet, options.script, link)
  listen(socket, conn, replies, dapp)
  const answered = conn.sendSealed(dapp, replies.proposalAnswer())
  return {
    topic,
    publicKey: keys.PublicKey,
    signRequests: replies.signRequests,
    received: conn.received,
    acks: conn.acks,
    failures: conn.failures,
    answered,
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}
