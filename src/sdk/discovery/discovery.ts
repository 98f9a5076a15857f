/**
 * Node discovery (docs/protocol.md §8, docs/product.md §8/§9): ask the environment's seed nodes for the server list, ping
 * every endpoint and keep the one with the shortest measured round trip. The JS SDK ranked nodes by their
 * `Date` header minus the client's clock, which has one-second resolution and mostly rewards whoever
 * answered first (docs/product.md §13); here the probe times the round trip itself.
 */
import { type NodeEnv, SEED_NODES, SOCKET_PATH } from '../../domain/config'
import { buildRequest, readResponse, type ServerEntry, serverList } from '../../domain/contract'
import { errors } from '../../domain/errors'
import type { HttpTransport, Logger, NodeProbe, PingResult } from '../../ports'

export interface DiscoveryPorts {
  http: HttpTransport
  probe: NodeProbe
  logger: Logger
  /** Seeds to ask instead of config.SEED_NODES[env] (tests, private networks). */
  seedNodes?: readonly string[]
}

/**
 * GET `/api/server-list/` from one seed, through the contract. Rejects like HttpTransport, or with a
 * NodeError / invalid-input error when the seed answers with something that is not a server list.
 */
export const fetchServerList = async (http: HttpTransport, seed: string): Promise<ServerEntry[]> => {
  // Unsigned: the timestamp is never read for an endpoint without session auth.
  const request = buildRequest(serverList, {}, { timestamp: 0 })
  const body = await http.send({ baseUrl: seed, request, headers: {} })
  return readResponse(serverList, body)
}

/**
 * The server list of the first seed that answers, in seed order. A failing seed is logged (warn) and
 * the next one asked; when none answers, the last failure is rethrown.
 */
export const firstServerList = async (
  http: HttpTransport,
  seeds: readonly string[],
  logger: Logger,
): Promise<ServerEntry[]> => {
  let lastError: unknown = errors.invalidInput('No seed nodes to discover from')
  for (const seed of seeds) {
    try {
      return await fetchServerList(http, seed)
    } catch (error) {
      logger.warn(`server-list from ${seed} failed`, error)
      lastError = error
    }
  }
  throw lastError
}

export interface PingRound {
  /** Successful pings, in endpoint order. */
  results: PingResult[]
  /** The last failure, kept so a round where every ping failed can say why. */
  lastError?: unknown
}

/**
 * Pings every endpoint one after the other (parallel pings would compete for the same uplink and skew
 * the timings). Failed pings are logged (warn) and skipped.
 */
export const pingAll = async (
  probe: NodeProbe,
  endpoints: readonly string[],
  logger: Logger,
): Promise<PingRound> => {
  const round: PingRound = { results: [] }
  for (const endpoint of endpoints) {
    try {
      round.results.push(await probe.ping(endpoint))
    } catch (error) {
      logger.warn(`ping ${endpoint} failed`, error)
      round.lastError = error
    }
  }
  return round
}

/** The result with the smallest round trip; the earlier one on a tie. Undefined for an empty list. */
export const fastest = (results: readonly PingResult[]): PingResult | undefined =>
  results.reduce<PingResult | undefined>(
    (best, next) => (best === undefined || next.roundTripMs < best.roundTripMs ? next : best),
    undefined,
  )

/**
 * The endpoints of a server list a client can use: http(s) origins without a trailing slash (which would
 * double up with the contract's paths, `//api/...`), each once. A junk entry is logged (warn) and skipped.
 */
export const usableEndpoints = (servers: readonly ServerEntry[], logger: Logger): string[] => {
  const out: string[] = []
  for (const server of servers) {
    const endpoint = String(server.endpoint ?? '')
      .trim()
      .replace(/\/+$/, '')
    if (!/^https?:\/\/[^/?#\s]+$/i.test(endpoint)) {
      logger.warn(`server-list entry skipped: ${JSON.stringify(server.endpoint)}`)
      continue
    }
    if (!out.includes(endpoint)) out.push(endpoint)
  }
  return out
}

/** What discovery found: the fastest node, and the server list it was chosen from. */
export interface Discovered {
  url: string
  listed: string[]
}

/**
 * The fastest reachable node of `env` and the list it came from. Rejects with the last server-list failure
 * when no seed answers, an invalid-input error for a list with no usable endpoint, and the last ping
 * failure when no listed endpoint answers a ping.
 */
export const discoverFastest = async (env: NodeEnv, ports: DiscoveryPorts): Promise<Discovered> => {
  const { http, probe, logger } = ports
  const servers = await firstServerList(http, ports.seedNodes ?? SEED_NODES[env], logger)
  const endpoints = usableEndpoints(servers, logger)
  if (endpoints.length === 0) throw errors.invalidInput('The server list is empty')
  const round = await pingAll(probe, endpoints, logger)
  const best = fastest(round.results)
  if (!best) throw round.lastError
  logger.info(`fastest node ${best.endpoint} (${best.roundTripMs} ms)`)
  return { url: best.endpoint, listed: endpoints }
}

/** The origin of the fastest reachable node of `env` (see `discoverFastest`). */
export const getFastestUrl = async (env: NodeEnv, ports: DiscoveryPorts): Promise<string> =>
  (await discoverFastest(env, ports)).url

/**
 * The socket URL of a node origin: `ws://host/messages` for http, `wss://host/messages` for https.
 * Throws an invalid-input error for anything that is not an http(s) URL.
 */
export const wsUrlFor = (httpUrl: string): string => {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(httpUrl.trim())
  if (!match) throw errors.invalidInput(`Not an http(s) node URL: ${httpUrl}`)
  const scheme = match[1]!.toLowerCase() === 'https' ? 'wss' : 'ws'
  return `${scheme}://${match[2]}${SOCKET_PATH}`
}
