/**
 * What a DappConnectClient is built from: the dapp's identity and the ports it talks through. Checked
 * once at construction so a misconfigured client fails before it opens a socket or shows a QR code.
 */
import type { AppMetadata, Namespace } from '../../domain/bridge'
import { errors } from '../../domain/errors'
import type { EventCenter } from '../../domain/events'
import type { Clock, Logger, Random, SocketTransport } from '../../ports'

/** DC-npm's default wait for a wallet answer (docs/protocol.md §7.5). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 180_000

/** What the React login asks for: Ethereum mainnet and personal_sign (docs/product.md §12.2). */
export const DEFAULT_REQUIRED_NAMESPACES: Readonly<Record<string, Namespace>> = {
  eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
}

/**
 * Where a client that can move between nodes is (sdk/discovery/route.ts, `NodeRoute`): a bridge that cannot
 * reach its node asks it to move, then opens on the node it moved to (docs/protocol.md §3.9 "Failover").
 */
export interface BridgeRoute {
  readonly wsUrl: string
  moveAway(failedWsUrl?: string): Promise<{ moved: boolean }>
}

export interface DappConnectOptions {
  /** The dapp's id, e.g. `SwapChat:im`; part of the bridge topic. */
  dAppID: string
  /** The node's socket URL, `ws(s)://<host>/messages`. */
  wsUrl: string
  /** With it, the bridge opens on the route's current node and moves off a node that does not answer. */
  route?: BridgeRoute
  /** Shown by the wallet app when it asks the user to approve. */
  metadata: AppMetadata
  /** How long to wait for each wallet answer (approval, signature). Default 180000 ms. */
  requestTimeoutMs?: number
  /** The chains and methods the link asks for. Default: eip155:1 with personal_sign. */
  requiredNamespaces?: Record<string, Namespace>
}

export interface DappConnectPorts {
  /** Required at run time: without it the client throws "Browser not supported WebSocket". */
  socket?: SocketTransport
  clock: Clock
  random: Random
  logger?: Logger
  /** Where bridge events go; a new center is created when absent. */
  events?: EventCenter
}

export interface ResolvedOptions {
  dAppID: string
  wsUrl: string
  route?: BridgeRoute
  metadata: AppMetadata
  requestTimeoutMs: number
  requiredNamespaces: Record<string, Namespace>
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/**
 * Validates and fills defaults. Throws "The options is required!" when the options, the dapp id or the
 * metadata are missing, "The url is required!" for an empty socket URL, invalid-input for a timeout
 * that is not a positive number of milliseconds.
 */
export const resolveOptions = (options: DappConnectOptions | undefined): ResolvedOptions => {
  if (!options || typeof options !== 'object' || !isText(options.dAppID) || !options.metadata) {
    throw errors.optionsRequired()
  }
  if (!isText(options.wsUrl)) throw errors.socketUrlRequired()
  const timeout = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS
  if (!Number.isFinite(timeout) || timeout <= 0) {
    throw errors.invalidInput('requestTimeoutMs must be a positive number of milliseconds')
  }
  const { name, description, url, icons, redirect } = options.metadata
  return {
    dAppID: options.dAppID,
    wsUrl: options.wsUrl,
    ...(options.route ? { route: options.route } : {}),
    metadata: {
      name: name ?? '',
      description: description ?? '',
      url: url ?? '',
      icons: [...(icons ?? [])],
      redirect: redirect ?? '',
    },
    requestTimeoutMs: timeout,
    requiredNamespaces: structuredClone(options.requiredNamespaces ?? DEFAULT_REQUIRED_NAMESPACES),
  }
}
