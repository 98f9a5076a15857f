/**
 * The heavy half of the composition root, loaded on first use so a first visit downloads only the shell:
 * the platform's SDK ports, the SDK entry (node resolved once), the wallets, and an unsigned API for public
 * data (profiles of other people) that works without signing in.
 */

import { createE2EStore } from '../adapters/idb/e2e-store'
import { createMlsEngine } from '../adapters/mls'
import { SEED_NODES, StorageKeys } from '../domain/config'
import {
  type Contact,
  type ListPage,
  type PublicProfile,
  publicFollowers,
  publicFollowing,
  publicProfile,
} from '../domain/contract'
import type { KeyVault } from '../ports'
import { initWeb3MQ, NodeApi, type Web3MQ } from '../sdk'
import { wsUrlFor } from '../sdk/discovery/discovery'
import type { E2EOptions } from '../sdk/e2e/e2e'
import { type EndToEnd, endToEnd } from '../sdk/e2e/plugin'
import type { CompositionConfig } from './config'
import type { RuntimePlatform, RuntimePorts } from './platform'
import type { WalletDiscovery } from './wallet-discovery'
import { WalletHub } from './wallets'

/** Unsigned reads of public data, for visitors and signed-in people alike. */
export interface PublicReads {
  profile(did: { did_type: string; did_value: string }, myUserid: string): Promise<PublicProfile>
  followers(userid: string, page: number): Promise<ListPage<Contact>>
  following(userid: string, page: number): Promise<ListPage<Contact>>
}

export interface Runtime {
  ports: RuntimePorts
  wallets: WalletHub
  publicReads: PublicReads
  web3mq(): Promise<Web3MQ>
  /**
   * End-to-end encryption for `userid`'s client (docs/protocol.md §3.10), certified by `mainKeys` (none: the
   * client does not encrypt); the MLS engine loads on first use.
   */
  e2e(userid: string, vault: KeyVault, mainKeys: E2EOptions['mainKeys']): EndToEnd
}

const PAGE_SIZE = 20

const publicReadsOf = (api: () => Promise<NodeApi>, now: () => number): PublicReads => ({
  profile: async (did, myUserid) =>
    (await api()).call(publicProfile, { ...did, timestamp: now(), my_userid: myUserid }),
  followers: async (userid, page) =>
    (await api()).call(publicFollowers, { userid, page, size: PAGE_SIZE, timestamp: now() }),
  following: async (userid, page) =>
    (await api()).call(publicFollowing, { userid, page, size: PAGE_SIZE, timestamp: now() }),
})

/** What is learnt about the node when the runtime loads (the config itself never changes). */
interface NodeFacts {
  /** The bundled mock node answered: the dev wallet is offered. */
  isMockNode: boolean
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * Where the session starts (docs/product.md §4 session start, §10.5): the stored fast URL, which the SDK entry
 * stores again once resolved. Without one, discover mode discovers (undefined) and a fixed node is used. With
 * a fixed node that node is the whole network, so a stored URL naming another node is left over from an
 * earlier configuration of this origin and gives way to the configured one.
 */
export const startUrl = (
  config: Pick<CompositionConfig, 'discover' | 'nodeUrl'>,
  stored: string | null,
): string | undefined => {
  if (config.discover) return stored || undefined
  return stored && withoutSlash(stored) === withoutSlash(config.nodeUrl) ? stored : config.nodeUrl
}

const optionalUrl = (connectUrl: string | undefined) => (connectUrl ? { connectUrl } : {})

export const createRuntime = (
  config: CompositionConfig,
  platform: RuntimePlatform,
  node: NodeFacts,
  discovery: WalletDiscovery,
): Runtime => {
  const { ports } = platform
  let entry: Promise<Web3MQ> | undefined
  const web3mq = () => {
    entry ??= initWeb3MQ(
      {
        // docs/product.md §4: the stored fast URL first, a fixed app key, the environment, the DID key.
        ...optionalUrl(startUrl(config, ports.keyStore.get(StorageKeys.fastUrl))),
        app_key: config.appKey,
        env: config.env,
        didKey: ports.keyStore.get(StorageKeys.didKey) ?? '',
        tempPubkey: ports.keyStore.get(StorageKeys.publicKey) ?? '',
        ...(config.bindServiceUrl ? { bindServiceUrl: config.bindServiceUrl } : {}),
        // In discover mode the client can move to another node when its node dies (docs/protocol.md §3.9).
        ...(config.discover
          ? { seedNodes: config.seedNodes.length > 0 ? config.seedNodes : SEED_NODES[config.env] }
          : {}),
        appOrigin: config.appOrigin,
      },
      ports,
    ).catch((error) => {
      entry = undefined
      throw error
    })
    return entry
  }
  // In discover mode the node is known only once the SDK entry has chosen the fastest one.
  const nodeUrl = async () => (config.discover ? (await web3mq()).fastUrl : config.nodeUrl)
  const wallets = new WalletHub({
    window: discovery.window,
    discovery,
    keyStore: ports.keyStore,
    random: ports.random,
    ports,
    isMockNode: node.isMockNode,
    ...(platform.devWalletStorage ? { devWalletStorage: platform.devWalletStorage } : {}),
    wsUrl: async () => wsUrlFor(await nodeUrl()),
    ...(config.discover ? { route: async () => (await web3mq()).config.route } : {}),
    appOrigin: config.appOrigin,
  })
  let publicApi: Promise<NodeApi> | undefined
  const api = () => {
    // In discover mode the node is read at each call: it follows the client's moves.
    publicApi ??= (config.discover ? web3mq().then((entry) => () => entry.fastUrl) : nodeUrl()).then(
      (baseUrl) => new NodeApi({ http: ports.http, clock: ports.clock, logger: ports.logger, baseUrl }),
    )
    return publicApi
  }
  const engine = createMlsEngine()
  const e2e = (userid: string, vault: KeyVault, mainKeys: E2EOptions['mainKeys']) =>
    endToEnd({ engine, store: createE2EStore({ userid, vault }), mainKeys })
  return { ports, wallets, publicReads: publicReadsOf(api, () => ports.clock.now()), web3mq, e2e }
}
