/**
 * The legacy "sign client" (docs/protocol.md §3.6, §7.3, docs/product.md §4): a dapp asks the user's Web3MQ wallet app for
 * the user's session keys. It temp-connects to the node, sends the wallet user an unsigned
 * `dapp_bridge` request holding a 6-digit code encrypted for the user's main key, and waits for the
 * wallet's encrypted answer. The code is shown to the person so they can check the wallet's prompt.
 */
import { deriveBridgeKey, normaliseTopicId } from '../../domain/bridge'
import { userInfo } from '../../domain/contract'
import { errors, type Web3MQError } from '../../domain/errors'
import { createEventCenter, type EventCenter } from '../../domain/events'
import { generateKeyPair } from '../../domain/keys/key-pair'
import { verificationCode } from '../../domain/keys/verification-code'
import {
  type DecodedFrame,
  NodeStatus,
  tempConnectFrame,
  type Web3MQRequestMessage,
} from '../../domain/protocol'
import type { SocketClose } from '../../ports'
import { NodeApi } from '../core/api'
import { BridgeSocket } from '../dapp-connect/bridge-socket'
import { bridgeClosed } from '../dapp-connect/dapp-connect-errors'
import { PendingRequests } from '../dapp-connect/pending-requests'
import { type Emit, safeEmitter } from '../dapp-connect/safe-emit'
import {
  keyReplyContent,
  keySyncComeFrom,
  keySyncRequestFrame,
  openKeyReply,
  type SyncedKeys,
} from './key-sync'
import {
  type ResolvedSignClientOptions,
  resolveSignClientOptions,
  type SignClientOptions,
  type SignClientPorts,
} from './options'
import { keysSuperseded, keysTimeout } from './sign-client-errors'
import { tempConnectAnswer } from './temp-connect'

/** Which wallet user to ask for keys. */
export interface KeyRequestTarget {
  didType: string
  didValue: string
}

/** A key request in flight: the code to show, and the keys once the wallet answers. */
export interface KeyRequest {
  /** 6 decimal digits. */
  code: string
  keys: Promise<SyncedKeys>
}

const KEYS = 'keys'

export class SignClient {
  readonly events: EventCenter
  /** The topic this socket is bound to on the node, lower-cased. */
  readonly topic: string
  private readonly options: ResolvedSignClientOptions
  private readonly ports: SignClientPorts
  private readonly api: NodeApi
  private readonly socket: BridgeSocket
  private readonly emit: Emit
  private readonly pending: PendingRequests<SyncedKeys>
  /** The shared key and wallet user of the request in flight. */
  private active: { key: Uint8Array; userid: string } | undefined

  /** Throws "The options is required!" without options (or dapp id, topic, node URL). Opens nothing. */
  constructor(options: SignClientOptions, ports: SignClientPorts) {
    this.options = resolveSignClientOptions(options)
    if (!ports?.socket) throw errors.socketUnsupported()
    this.ports = ports
    this.events = ports.events ?? createEventCenter()
    this.emit = safeEmitter(this.events, ports.logger)
    this.topic = normaliseTopicId(this.options.topicID)
    this.pending = new PendingRequests(ports.clock)
    const { clock, http, logger } = ports
    this.api = new NodeApi({ http, clock, logger, baseUrl: this.options.nodeUrl })
    this.socket = new BridgeSocket({
      url: this.options.wsUrl,
      transport: ports.socket,
      clock,
      logger,
      hello: tempConnectFrame({
        NodeID: '',
        DAppID: this.options.dAppID,
        TopicID: this.topic,
        SignatureTimestamp: this.options.signatureTimestamp,
        DAppSignature: this.options.dAppSignature,
      }),
      handshakeTimeoutMs: this.options.requestTimeoutMs,
      answer: tempConnectAnswer,
      listener: {
        frame: (frame) => this.onFrame(frame),
        status: (status, close) => this.onStatus(status, close),
      },
    })
  }

  /** The node id of the accepted temp connect; '' before it. */
  get nodeId(): string {
    return this.socket.nodeId
  }

  /**
   * Opens the socket and temp-connects (type 5 → 6); resolves with the node id. Idempotent. Rejects
   * with NODE.ERROR carrying the node's status text when it refuses, SOCKET.CLOSED on close or timeout.
   */
  connect(): Promise<string> {
    return this.socket.open()
  }

  /**
   * Looks up the wallet user (get_user_info), sends the encrypted code, and returns the code at once
   * with `keys`, which resolves with the wallet's keys (and emits `dappConnect.keys`). `keys` rejects
   * with a retryable WALLET.CONNECT_FAILED after the timeout or when a newer request replaces it,
   * BRIDGE.DECRYPT when the answer does not open with the session key, SOCKET.CLOSED on close.
   * Rejects itself with NODE.ERROR (e.g. "User not found") before anything is sent.
   */
  async requestKeys(target: KeyRequestTarget): Promise<KeyRequest> {
    await this.connect()
    const user = await this.api.call(userInfo, {
      did_type: target.didType,
      did_value: target.didValue,
      timestamp: this.api.timestamp(),
    })
    const random = (n: number) => this.ports.random.bytes(n)
    const temp = generateKeyPair(random)
    const code = verificationCode(random)
    const key = deriveBridgeKey(temp.PrivateKey, user.pubkey ?? user.main_pubkey ?? '')
    this.pending.reject(KEYS, keysSuperseded())
    const keys = this.pending.wait(KEYS, this.options.requestTimeoutMs, () => this.expire())
    keys.catch(() => {}) // the caller may show the code and never await the keys
    this.active = { key, userid: user.userid }
    this.socket.send(
      keySyncRequestFrame({
        key,
        code,
        tempPublicKey: temp.PublicKey,
        comeFrom: keySyncComeFrom(this.options.dAppID, target.didType, target.didValue),
        contentTopic: user.userid,
        nodeId: this.socket.nodeId,
        timestamp: this.ports.clock.now(),
      }),
    )
    return { code, keys }
  }

  /** Closes the socket; a key request still waiting rejects with a non-retryable SOCKET.CLOSED. */
  close(): void {
    this.socket.close()
    this.settleWith(bridgeClosed(true))
  }

  private expire(): Web3MQError {
    this.active = undefined
    return keysTimeout(this.options.requestTimeoutMs)
  }

  private onFrame(frame: DecodedFrame): void {
    if (frame.kind === 'message') this.onWalletMessage(frame.message)
    else if (frame.kind === 'messageStatus' && frame.message.messageStatus === NodeStatus.received) {
      this.emit('dappConnect.messageStatus', { status: 'success' })
    }
  }

  private onWalletMessage(message: Web3MQRequestMessage): void {
    const active = this.active
    if (!active || normaliseTopicId(message.contentTopic) !== this.topic) return
    const content = keyReplyContent(message.payload)
    if (content === undefined) return
    let keys: SyncedKeys
    try {
      keys = openKeyReply(active.key, content, active.userid)
    } catch (error) {
      this.settleWith(error as Web3MQError)
      return
    }
    this.active = undefined
    this.pending.resolve(KEYS, keys)
    this.emit('dappConnect.keys', { data: keys })
  }

  private onStatus(status: 'success' | 'error' | 'close', close?: SocketClose): void {
    if (status === 'close')
      this.settleWith(bridgeClosed(close?.byClient ?? false, close?.code, close?.reason))
    this.emit('dappConnect.connect', { status })
  }

  private settleWith(error: Web3MQError): void {
    this.active = undefined
    this.pending.reject(KEYS, error)
  }
}
