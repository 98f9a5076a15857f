/** The options of initWeb3MQ (docs/product.md §4 session start, §7 client init) and their validation. */
import type { NodeEnv } from '../domain/config'
import { errors } from '../domain/errors'

export interface InitOptions {
  /** The node to use; when absent the fastest node of `env` is discovered. */
  connectUrl?: string
  /** Sent as `testnet_access_key` when registering (docs/protocol.md §8). */
  app_key?: string
  env?: NodeEnv
  /** `did_type:did_value` of the wallet, sent as the `didkey` header. */
  didKey?: string
  /** The stored session public key (docs/product.md §4 session start); informational. */
  tempPubkey?: string
  /** The Telegram bind service's origin (docs/protocol.md §9.5); defaults to the node. */
  bindServiceUrl?: string
  /** Seeds for discovery instead of the environment's. */
  seedNodes?: readonly string[]
  /** The app's origin, the `URI:` of the register text. */
  appOrigin?: string
}

const ENVS: readonly NodeEnv[] = ['dev', 'test']
const isHttpUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^https?:\/\/[^/]/i.test(value)

/**
 * Validates what an integrator passed to initWeb3MQ: undefined means all defaults; anything malformed
 * throws an invalid-input error naming the option, before any network call.
 */
export const checkInitOptions = (options: unknown): InitOptions => {
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null)
    throw errors.invalidInput('Init options must be an object')
  const o = options as InitOptions
  if (o.env !== undefined && !ENVS.includes(o.env))
    throw errors.invalidInput(`Unknown env "${o.env}": use dev or test`)
  if (o.connectUrl !== undefined && !isHttpUrl(o.connectUrl))
    throw errors.invalidInput(`connectUrl must be an http(s) URL, got "${o.connectUrl}"`)
  if (o.bindServiceUrl !== undefined && !isHttpUrl(o.bindServiceUrl))
    throw errors.invalidInput(`bindServiceUrl must be an http(s) URL, got "${o.bindServiceUrl}"`)
  const seeds = o.seedNodes
  if (seeds !== undefined && (!Array.isArray(seeds) || !seeds.every(isHttpUrl)))
    throw errors.invalidInput('seedNodes must be a list of http(s) URLs')
  for (const key of ['app_key', 'didKey', 'tempPubkey', 'appOrigin'] as const) {
    if (o[key] !== undefined && typeof o[key] !== 'string')
      throw errors.invalidInput(`${key} must be a string`)
  }
  return o
}
