/**
 * `@w3mq/sdk/platform` under the `node` condition, and part of `@w3mq/sdk/node`: the SDK's ports over
 * fetch, the `ws` socket (Node 20 has no WebSocket of its own) and node:crypto's Ed25519.
 */
import { nodeEd25519Signer } from '../adapters/crypto/node-ed25519'
import { createFetchNodeProbe } from '../adapters/http/node-probe'
import { createOfetchTransport } from '../adapters/http/ofetch-transport'
import { consoleLogger } from '../adapters/platform/console-logger'
import { cryptoRandom } from '../adapters/platform/crypto-random'
import { systemClock } from '../adapters/platform/system-clock'
import { createNodeSocketTransport } from '../adapters/socket/node-socket'
import type { PlatformOptions, PlatformPorts } from './platform-options'

export type { PlatformOptions, PlatformPorts } from './platform-options'

/** `persist` is not read: Node has no store that outlives the process by default (see PlatformOptions). */
export const platformPorts = (options: PlatformOptions = {}): PlatformPorts => ({
  http: createOfetchTransport(),
  probe: createFetchNodeProbe(),
  socket: createNodeSocketTransport(),
  clock: systemClock,
  random: cryptoRandom,
  logger: options.logger ?? consoleLogger({ enabled: options.debug === true }),
  ed25519: nodeEd25519Signer(),
})
