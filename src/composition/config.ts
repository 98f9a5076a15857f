/**
 * Where the app reads its configuration: Vite build variables (VITE_*), with defaults that run against the
 * bundled mock node on the app's own origin (docs/product.md §7 "Configuration (dev)": push dapp id, bind-DID
 * service, two Telegram bot links, the app's own location).
 */
import { APP_ENV, type NodeEnv, PUSH_DAPP_ID } from '../domain/config'
import type { AppConfig } from '../machines/app/app-services'

export interface BuildEnv {
  /** The node's origin; empty means the origin the app is served from (the bundled mock node). */
  VITE_WEB3MQ_NODE_URL?: string
  /**
   * Comma-separated node URLs to discover from instead of the environment's seeds (a devnet's nodes,
   * README.md "A devnet of many nodes"); the fastest node of their server list is used.
   */
  VITE_WEB3MQ_SEED_NODES?: string
  /** `dev` or `test`; only used when VITE_WEB3MQ_NODE_URL is `discover`. */
  VITE_WEB3MQ_ENV?: string
  /** Fed into registration as testnet_access_key. */
  VITE_WEB3MQ_APP_KEY?: string
  /** The Telegram bind service origin; defaults to the node. */
  VITE_WEB3MQ_BIND_SERVICE_URL?: string
  VITE_TELEGRAM_BOT_NAME?: string
  DEV?: boolean
}

export type CompositionConfig = Readonly<
  AppConfig & {
    appKey: string
    /** The Telegram bind service's origin; '' for the node itself. */
    bindServiceUrl: string
    /** Discover the fastest node of `env` (or of `seedNodes`) instead of using nodeUrl. */
    discover: boolean
    /** The nodes to discover from; empty for the environment's own seeds. */
    seedNodes: readonly string[]
    /** Log every response body (docs/product.md §7) in development builds. */
    verboseLogging: boolean
  }
>

const DEFAULT_BOT = 'Web3MQ_push_bot'
export const DEFAULT_APP_KEY = 'web3mq-client'

const envOf = (value: string | undefined): NodeEnv => (value === 'test' ? 'test' : APP_ENV)

/** Built once at start and frozen: nothing changes the configuration afterwards. */
export const readConfig = (env: BuildEnv, origin: string): CompositionConfig => {
  const raw = (env.VITE_WEB3MQ_NODE_URL ?? '').trim().replace(/\/+$/, '')
  const seedNodes = Object.freeze(
    (env.VITE_WEB3MQ_SEED_NODES ?? '')
      .split(',')
      .map((url) => url.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  const discover = raw === 'discover' || seedNodes.length > 0
  const nodeUrl = discover || raw === '' ? origin : raw
  const bot = env.VITE_TELEGRAM_BOT_NAME || DEFAULT_BOT
  return Object.freeze({
    env: envOf(env.VITE_WEB3MQ_ENV),
    nodeUrl,
    discover,
    seedNodes,
    pushDappId: PUSH_DAPP_ID,
    telegramBot: { mobile: `tg://resolve?domain=${bot}`, web: `https://t.me/${bot}` },
    appOrigin: origin,
    appKey: env.VITE_WEB3MQ_APP_KEY || DEFAULT_APP_KEY,
    // Empty means the node itself (the SDK's default), which in discover mode is known only later.
    bindServiceUrl: (env.VITE_WEB3MQ_BIND_SERVICE_URL ?? '').replace(/\/+$/, ''),
    verboseLogging: env.DEV === true,
  })
}

/** True when the node answers pings with the mock's marker header (the dev wallet is offered then). */
export const detectMockNode = async (nodeUrl: string, fetchImpl: typeof fetch): Promise<boolean> => {
  try {
    const res = await fetchImpl(`${nodeUrl}/api/ping/`, { method: 'HEAD' })
    return res.headers.get('x-web3mq-node') === 'mock'
  } catch {
    return false
  }
}
