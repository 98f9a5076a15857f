/**
 * The mock node as a library (mock-node/README.md "As a package"): `startMockNode(options)` starts a node
 * for another project's tests and answers where it listens and how to stop it; `testWallet(name)` is a
 * wallet those tests sign in with. The CLI (./main.ts) is this same start with its flags parsed. Nothing
 * here runs on import: the package's entry is this module, and a test file that imports it starts nothing
 * until it calls `startMockNode`.
 */
import { resolve } from 'node:path'
import { SOCKET_PATH } from '#domain/config'
import { buildApp, type MockNode } from './app'
import { type SeededAccount, seedDemo } from './seed'
import { listenTls, selfSignedPems, type TlsPems } from './tls'

export { DEMO_PASSWORD, type SeededAccount } from './seed'
export { type TestWalletSigner, testWallet } from './test-wallet'
export type { TlsPems } from './tls'

/** One node of a devnet (mock-node/README.md "A devnet of many nodes"). */
export interface MockNodeCluster {
  /** The engine's NATS servers, e.g. `['nats://127.0.0.1:4222']`; the connection moves between them. */
  servers: readonly string[]
  /** The node's id (default `node:` and 32 random hex digits). */
  nodeId?: string
  /** The `server-rate` header of pings (default `'1'`). */
  serverRate?: string
  /** Names the log and the bucket in the engine (default `devnet`). */
  namespace?: string
  /** Copies of the log the engine keeps, 1 to 5, read only by the node that creates the log (default 1). */
  replicas?: number
  /** The URL the server lists give for this node (default: the URL it listens on). */
  advertise?: string
}

export interface MockNodeOptions {
  /** Default 0: a free port the system picks (read it back from the handle). */
  port?: number
  /** Default `127.0.0.1`. */
  host?: string
  /**
   * Default true: the state lives in memory and nothing is written to disk. Give `dataDir` instead to keep
   * it in a folder (LMDB; one node per folder).
   */
  memory?: boolean
  /** The folder the state is kept in; a devnet node keeps its replica there. */
  dataDir?: string
  /** Adds the demo accounts Alice and Bob (password `DEMO_PASSWORD`); `testWallet('Alice')` is Alice's wallet. */
  seed?: boolean
  /** Registers `POST /__mock/outage` (default false). */
  faults?: boolean
  /** Fastify's request log on stdout (default false). */
  log?: boolean
  /** Browser origins the REST API answers: any (`true`, the default) or exactly these. */
  corsOrigins?: true | readonly string[]
  /**
   * HTTPS and WSS on the same port: `true` makes a self-signed certificate for the loopback names and `host`
   * (needs the `selfsigned` package), or give your PEMs. Default false: plain HTTP and WS.
   */
  tls?: boolean | TlsPems
  /** A folder holding a built app (Vite's `dist`) to serve beside the API. */
  serveApp?: string
  /** Makes the node one node of a devnet. */
  cluster?: MockNodeCluster
}

export interface MockNodeHandle {
  /** `http://host:port` (`https://` with `tls`), no trailing slash: the REST base. */
  url: string
  /** The socket: `ws://host:port/messages` (`wss://` with `tls`), docs/protocol.md §1.1. */
  wsUrl: string
  port: number
  /** The node's id: its ping header, connect replies, and the `nodeid` a REST send names. */
  nodeId: string
  /** With `tls`: the certificate's PEM, for a client to trust (`ca`). */
  certificate?: string
  /** The absolute folder of the state; undefined when it is in memory. */
  dataDir?: string
  /** The demo accounts with `seed`, else empty. */
  seeded: readonly SeededAccount[]
  /** With `cluster`: where the node joined, and the log entry its replica had applied when it did. */
  devnet?: { servers: readonly string[]; advertised: string; applied: number }
  /**
   * Stops everything the start began: the node leaves the devnet's server lists, then its sockets, listener,
   * push worker and state close, then the devnet connection. Resolves once all are closed; safe to call twice.
   */
  close(): Promise<void>
}

/**
 * What failed to start: `options` (the options themselves), `devnet` (the engine could not be reached or
 * joined), `state` (the data folder is in use or from a newer node) or `listen` (the port is taken).
 * Whatever the start had begun is closed before it rejects.
 */
export type MockNodeErrorKind = 'options' | 'devnet' | 'state' | 'listen'

export class MockNodeError extends Error {
  override name = 'MockNodeError'
  constructor(
    readonly kind: MockNodeErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

const KNOWN_OPTIONS = [
  'port',
  'host',
  'memory',
  'dataDir',
  'seed',
  'faults',
  'log',
  'corsOrigins',
  'tls',
  'serveApp',
  'cluster',
] as const
const KNOWN_CLUSTER_OPTIONS = [
  'servers',
  'nodeId',
  'serverRate',
  'namespace',
  'replicas',
  'advertise',
] as const

const optionError = (message: string): MockNodeError => new MockNodeError('options', message)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

const shown = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : String(value))

const checkKeys = (value: Record<string, unknown>, known: readonly string[], where: string): void => {
  for (const key of Object.keys(value))
    if (!known.includes(key)) throw optionError(`unknown option ${where}${key}; known: ${known.join(', ')}`)
}

const checkFlag = (options: Record<string, unknown>, name: string): void => {
  if (options[name] !== undefined && typeof options[name] !== 'boolean')
    throw optionError(`${name} takes true or false, not ${shown(options[name])}`)
}

const checkText = (value: unknown, name: string): void => {
  if (value !== undefined && !isText(value)) throw optionError(`${name} takes a non-empty string`)
}

const checkPem = (value: unknown, name: string, label: string): void => {
  if (typeof value !== 'string') throw optionError(`${name} is missing: tls takes { cert, key } in PEM`)
  if (!value.includes(`-----BEGIN ${label}`))
    throw optionError(`${name} takes PEM text (-----BEGIN ${label}…), not a file name`)
}

const checkCluster = (cluster: unknown): void => {
  if (!isRecord(cluster)) throw optionError('cluster takes { servers: ["nats://HOST:PORT", …], … }')
  checkKeys(cluster, KNOWN_CLUSTER_OPTIONS, 'cluster.')
  const { servers, replicas } = cluster
  if (!Array.isArray(servers) || servers.length === 0 || !servers.every(isText))
    throw optionError('cluster.servers takes one or more NATS URLs (nats://HOST:PORT)')
  if (
    replicas !== undefined &&
    (!Number.isInteger(replicas) || (replicas as number) < 1 || (replicas as number) > 5)
  )
    throw optionError(`cluster.replicas takes 1 to 5, not ${shown(replicas)}`)
  for (const name of ['nodeId', 'serverRate', 'namespace', 'advertise'] as const)
    checkText(cluster[name], `cluster.${name}`)
}

/** Refuses options a caller could not have meant, each with the reason, before anything starts. */
const checkOptions = (options: unknown): MockNodeOptions => {
  if (options === undefined) return {}
  if (!isRecord(options)) throw optionError('startMockNode takes an options object')
  checkKeys(options, KNOWN_OPTIONS, '')
  const { port, memory, dataDir, corsOrigins, tls } = options
  if (port !== undefined && (!Number.isInteger(port) || (port as number) < 0 || (port as number) > 65535))
    throw optionError(`port takes an integer from 0 to 65535 (0: a free port), not ${shown(port)}`)
  checkText(options.host, 'host')
  for (const name of ['memory', 'seed', 'faults', 'log'] as const) checkFlag(options, name)
  checkText(dataDir, 'dataDir')
  if (memory === true && dataDir !== undefined)
    throw optionError('memory keeps nothing on disk; it does not go with dataDir')
  if (memory === false && dataDir === undefined)
    throw optionError('memory: false needs dataDir, the folder to keep the state in')
  if (
    corsOrigins !== undefined &&
    corsOrigins !== true &&
    !(Array.isArray(corsOrigins) && corsOrigins.every(isText))
  )
    throw optionError('corsOrigins takes true (any origin) or a list of origins such as ["https://my.dapp"]')
  if (tls !== undefined && typeof tls !== 'boolean') {
    if (!isRecord(tls))
      throw optionError('tls takes true (a self-signed certificate), false or { cert, key } in PEM')
    checkPem(tls.cert, 'tls.cert', 'CERTIFICATE')
    checkPem(tls.key, 'tls.key', '')
  }
  checkText(options.serveApp, 'serveApp')
  if (options.cluster !== undefined) checkCluster(options.cluster)
  return options as MockNodeOptions
}

type Devnet = import('./cluster/node').DevnetNode

/** Joins the devnet; the cluster code is loaded only for a devnet node, as the CLI always did. */
const joinDevnet = async (cluster: MockNodeCluster, dataDir: string | undefined): Promise<Devnet> => {
  const { DevnetNode } = await import('./cluster/node')
  try {
    return await DevnetNode.join({
      servers: cluster.servers,
      ...(dataDir ? { dataDir } : {}),
      ...(cluster.nodeId ? { nodeId: cluster.nodeId } : {}),
      ...(cluster.serverRate ? { serverRate: cluster.serverRate } : {}),
      ...(cluster.namespace ? { namespace: cluster.namespace } : {}),
      replicas: cluster.replicas ?? 1,
    })
  } catch (error) {
    throw new MockNodeError('devnet', (error as Error).message, { cause: error })
  }
}

interface Listening {
  url: string
  port: number
  close(): Promise<void>
}

/** Listens over plain HTTP, or HTTPS and WSS on the same port with `pems` (./tls.ts). */
const listen = async (
  app: MockNode,
  pems: TlsPems | undefined,
  port: number,
  host: string,
): Promise<Listening> => {
  try {
    if (pems) {
      const secure = await listenTls(app, pems, port, host)
      return { ...secure, port: Number(new URL(secure.url).port) }
    }
    const address = await app.listen({ port, host })
    const bound = app.server.address()
    return {
      url: address.replace('[::1]', 'localhost'),
      port: typeof bound === 'object' && bound ? bound.port : port,
      close: () => app.close(),
    }
  } catch (error) {
    throw new MockNodeError('listen', (error as Error).message, { cause: error })
  }
}

/**
 * Starts a mock node and resolves once it listens (and, on a devnet, has caught up with the log and joined
 * the server lists). Rejects with a `MockNodeError` saying what could not start, after closing whatever had.
 */
export const startMockNode = async (options?: MockNodeOptions): Promise<MockNodeHandle> => {
  const checked = checkOptions(options)
  const host = checked.host ?? '127.0.0.1'
  const dataDir = checked.dataDir === undefined ? undefined : resolve(checked.dataDir)
  // Made before anything opens, so a missing certificate generator leaves nothing to close.
  const pems = checked.tls === true ? await selfSignedPems(host) : checked.tls || undefined
  const devnet = checked.cluster ? await joinDevnet(checked.cluster, dataDir) : undefined
  let app: MockNode
  try {
    app = await buildApp({
      logger: checked.log ?? false,
      faults: checked.faults ?? false,
      ...(devnet ? devnet.nodeOptions : dataDir ? { dataDir } : {}),
      ...(checked.corsOrigins === undefined ? {} : { corsOrigins: checked.corsOrigins }),
      ...(checked.serveApp ? { serveAppDir: checked.serveApp } : {}),
    })
  } catch (error) {
    await devnet?.close()
    throw new MockNodeError('state', (error as Error).message, { cause: error })
  }
  let listening: Listening
  try {
    listening = await listen(app, pems, checked.port ?? 0, host)
  } catch (error) {
    await app.close()
    await devnet?.close()
    throw error
  }
  const { url, port } = listening
  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= (async () => {
      // A devnet node leaves the server lists first, so no client is sent to a node that is going.
      await devnet?.leave()
      try {
        await listening.close()
      } finally {
        await devnet?.close()
      }
    })()
    return closing
  }
  try {
    const advertised = checked.cluster?.advertise ?? url
    if (devnet) {
      await devnet.announce(advertised).catch((error: Error) => {
        throw new MockNodeError('devnet', error.message, { cause: error })
      })
    }
    const seed = () => seedDemo(app.context)
    const seeded = checked.seed ? (devnet ? await devnet.run(seed) : seed()) : []
    return {
      url,
      wsUrl: `${url.replace(/^http/, 'ws')}${SOCKET_PATH}`,
      port,
      nodeId: app.context.nodeId,
      ...(pems ? { certificate: pems.cert } : {}),
      ...(dataDir ? { dataDir } : {}),
      seeded,
      ...(devnet && checked.cluster
        ? {
            devnet: {
              servers: checked.cluster.servers,
              advertised,
              applied: devnet.replicator.applied,
            },
          }
        : {}),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
