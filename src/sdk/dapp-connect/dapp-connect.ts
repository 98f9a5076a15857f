/**
 * The dapp side of dappConnect (docs/protocol.md §7.5, docs/product.md §4): a temporary key and bridge topic, a link the
 * wallet app scans, the wallet's encrypted approval, then personal_sign requests answered through the
 * node. Everything on the wire is encrypted end to end; the node only relays between topics.
 */

import { bridgeTopic, normaliseTopicId } from '../../domain/bridge'
import { isRetryableError } from '../../domain/connection'
import { errors, type Web3MQError } from '../../domain/errors'
import { createEventCenter, type EventCenter } from '../../domain/events'
import { generateKeyPair, type KeyPair } from '../../domain/keys/key-pair'
import { type DecodedFrame, NodeStatus, type Web3MQRequestMessage } from '../../domain/protocol'
import type { SocketClose } from '../../ports'
import { dappBridgeConnectFrame, sealedMessageFrame } from './bridge-frames'
import { BridgeSocket } from './bridge-socket'
import { bridgeClosed, noWalletSession, walletRejected } from './dapp-connect-errors'
import {
  connectLinkV2,
  type DappIdentity,
  legacyConnectLink,
  newRequestId,
  type SendSignParams,
  signRequestText,
} from './dapp-messages'
import { type DappConnectOptions, type DappConnectPorts, resolveOptions } from './options'
import { type Emit, safeEmitter } from './safe-emit'
import { SignRequests } from './sign-requests'
import { openWalletReplySafely } from './wallet-replies'
import { type WalletApproval, WalletSession } from './wallet-session'

export class DappConnectClient {
  readonly events: EventCenter
  /** This dapp's bridge topic, lower-cased as it is sent to the node. */
  readonly topic: string
  private readonly ports: DappConnectPorts
  private readonly keys: KeyPair
  private readonly socket: BridgeSocket
  private readonly signs: SignRequests
  private readonly wallet: WalletSession
  /** The id of the provider_authorization request inside the link; fixed for the client's life. */
  private readonly linkRequestId: string
  private readonly emit: Emit
  private readonly identity: DappIdentity

  /**
   * Throws "The options is required!" without options, dapp id or metadata, "The url is required!"
   * for an empty socket URL and "Browser not supported WebSocket" without a socket port. Opens nothing.
   */
  constructor(options: DappConnectOptions, ports: DappConnectPorts) {
    const resolved = resolveOptions(options)
    if (!ports?.socket) throw errors.socketUnsupported()
    this.ports = ports
    this.events = ports.events ?? createEventCenter()
    this.emit = safeEmitter(this.events, ports.logger)
    this.keys = generateKeyPair((n) => ports.random.bytes(n))
    this.topic = normaliseTopicId(bridgeTopic(resolved.dAppID, this.keys.PublicKey))
    this.identity = { options: resolved, publicKey: this.keys.PublicKey, topic: this.topic }
    this.linkRequestId = newRequestId(ports.random, ports.clock)
    const timeoutMs = resolved.requestTimeoutMs
    this.signs = new SignRequests(ports.clock, timeoutMs, ports.logger)
    this.wallet = new WalletSession(ports.clock, timeoutMs)
    const { route } = resolved
    this.socket = new BridgeSocket({
      url: route ? () => route.wsUrl : resolved.wsUrl,
      transport: ports.socket,
      clock: ports.clock,
      logger: ports.logger,
      hello: dappBridgeConnectFrame(resolved.dAppID, this.topic),
      handshakeTimeoutMs: timeoutMs,
      listener: {
        frame: (frame) => this.onFrame(frame),
        status: (status, close) => this.onStatus(status, close),
      },
    })
  }

  /** The dapp's temporary ed25519 public key (hex), as put in the link. */
  get publicKey(): string {
    return this.identity.publicKey
  }

  /** The node id learned from the bridge connect reply; '' before it. */
  get nodeId(): string {
    return this.socket.nodeId
  }

  /** The approved wallet, once there is one. */
  get session(): WalletApproval | undefined {
    return this.wallet.approval
  }

  /**
   * Opens the bridge socket and joins this client's topic (type 100 → 101). Idempotent. The node only
   * relays to topics that are connected, so await this before showing the link. Rejects with a
   * retryable SOCKET.CLOSED error when the socket fails or the node does not answer in time.
   */
  async connect(): Promise<void> {
    const { route } = this.identity.options
    const dialled = route?.wsUrl
    try {
      await this.socket.open()
    } catch (error) {
      // A node that does not answer: with a route, move to the fastest other node and open there, once
      // (docs/protocol.md §3.9 "Failover"); links made from now on name the node the bridge is on.
      if (!route || !isRetryableError(error) || !(await route.moveAway(dialled)).moved) throw error
      await this.socket.open()
    }
  }

  /** The v2 link: the bare query for a QR code (`pc`, default) or the `web3mq://?` app link (`mobile`). */
  getConnectLink({ mode }: { mode: 'pc' | 'mobile' } = { mode: 'pc' }): string {
    return connectLinkV2(this.identity, this.linkRequestId, mode)
  }

  /** The legacy flat link of docs/product.md §3 (action=connect, topicId, ed25519Pubkey, bridge, iconUrl, website, redirect). */
  getLegacyConnectLink(): string {
    return legacyConnectLink(this.identity)
  }

  /**
   * Resolves when a wallet approves (at once if one already did). Rejects with WALLET.REJECTED when
   * the wallet refuses, a retryable WALLET.CONNECT_FAILED after the request timeout, SOCKET.CLOSED
   * when the bridge closes first.
   */
  async waitForApproval(): Promise<WalletApproval> {
    const settled = this.wallet.settled()
    if (settled) return settled
    // Wait first: an approval may arrive while the socket handshake is still being awaited.
    const approved = this.wallet.wait()
    approved.catch(() => {}) // on a failed connect the caller sees that failure instead
    await this.connect().catch((error: Web3MQError) => {
      this.wallet.fail(error)
      throw error
    })
    return approved
  }

  /**
   * Asks the approved wallet to personal_sign `signContent` and resolves with the signature string
   * as the wallet returns it. Rejects with WALLET.REJECTED when the user declines, a retryable
   * WALLET.CONNECT_FAILED after the request timeout or without an approved wallet, SOCKET.CLOSED when
   * the bridge closes, NODE.ERROR when the node refuses the message.
   */
  async sendSign(params: SendSignParams): Promise<string> {
    const approval = this.wallet.approval
    if (!approval) throw noWalletSession()
    await this.connect()
    const id = newRequestId(this.ports.random, this.ports.clock)
    const text = signRequestText(this.identity, this.wallet.dialect, { ...params, id })
    const answer = this.signs.wait(id)
    try {
      this.sendToWallet(approval, text, id)
    } catch (error) {
      this.signs.fail(id, error as Web3MQError)
    }
    return answer
  }

  /** Closes the bridge; anything still waiting rejects with a non-retryable SOCKET.CLOSED. */
  close(): void {
    this.socket.close()
    this.failAll(bridgeClosed(true))
  }

  private sendToWallet(approval: WalletApproval, plaintext: string, requestId: string): void {
    const frame = sealedMessageFrame(this.wallet.sharedKey(this.keys.PrivateKey), plaintext, {
      keys: this.keys,
      fromTopic: this.topic,
      toTopic: normaliseTopicId(approval.walletTopic),
      nodeId: this.socket.nodeId,
      timestamp: this.ports.clock.now(),
    })
    this.socket.send(frame)
    this.signs.sent(frame.message.messageId, requestId)
  }

  private onFrame(frame: DecodedFrame): void {
    if (frame.kind === 'message') this.onWalletMessage(frame.message)
    else if (frame.kind === 'messageStatus' && this.signs.acked(frame.message) === NodeStatus.received) {
      this.emit('dappConnect.messageStatus', { status: 'success' })
    }
  }

  private onWalletMessage(message: Web3MQRequestMessage): void {
    if (normaliseTopicId(message.contentTopic) !== this.topic) return
    const opened = openWalletReplySafely(this.keys.PrivateKey, message.payload, this.ports.logger)
    if (!opened) return
    const { reply, walletPubkey } = opened
    this.emit('dappConnect.dappConnect', { data: reply })
    const walletTopic = normaliseTopicId(message.comeFrom)
    if (reply.kind === 'approval') {
      const { address, walletInfo } = reply
      this.wallet.approve({ address, walletInfo, walletTopic, walletPubkey }, reply.dialect)
    } else if (reply.kind === 'signature' || (reply.kind === 'rejection' && this.signs.owns(reply))) {
      this.signs.answer(reply)
    } else if (reply.kind === 'rejection') {
      this.wallet.refuse(walletRejected('connect', reply.code, reply.message))
    }
  }

  private onStatus(status: 'success' | 'error' | 'close', close?: SocketClose): void {
    if (status === 'close') this.failAll(bridgeClosed(close?.byClient ?? false, close?.code, close?.reason))
    this.emit('dappConnect.connect', { status })
  }

  private failAll(error: Web3MQError): void {
    this.signs.failAll(error)
    this.wallet.fail(error)
  }
}
