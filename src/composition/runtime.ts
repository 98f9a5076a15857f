/**
 * The heavy half of the composition root, loaded on first use so a first visit downloads only the shell:
 * the browser ports, the SDK entry (node resolved once), the wallets, and an unsigned API for public
 * data (profiles of other people) that works without signing in.
 */
import { StorageKeys } from '../domain/config'
import { initWeb3MQ, NodeApi, type SdkPorts, type Web3MQ } from '../sdk'
import { wsUrlFor } from '../sdk/discovery/discovery'
import type { CompositionConfig } from './config'
import { browserPorts } from './ports'
import { WalletHub } from './wallets'

export interface Runtime {
  ports: Required<SdkPorts>
  wallets: WalletHub
  /** Unsigned calls (public profile, public followers) for visitors and signed-in people alike. */
  publicApi: NodeApi
  web3mq(): Promise<Web3MQ>
}

export const createRuntime = (config: CompositionConfig): Runtime => {
  const ports = browserPorts({ verboseLogging: config.verboseLogging })
  let entry: Promise<Web3MQ> | undefined
  const web3mq = () => {
    entry ??= initWeb3MQ(
      {
        // Spec §4: the stored fast URL first, a fixed app key, the environment, the DID key.
        ...(config.discover
          ? { connectUrl: ports.keyStore.get(StorageKeys.fastUrl) ?? undefined }
          : { connectUrl: config.nodeUrl }),
        app_key: config.appKey,
        env: config.env,
        didKey: ports.keyStore.get(StorageKeys.didKey) ?? '',
        tempPubkey: ports.keyStore.get(StorageKeys.publicKey) ?? '',
        bindServiceUrl: config.bindServiceUrl,
        appOrigin: config.appOrigin,
      },
      ports,
    ).catch((error) => {
      entry = undefined
      throw error
    })
    return entry
  }
  const wallets = new WalletHub({
    window,
    keyStore: ports.keyStore,
    random: ports.random,
    ports,
    isMockNode: config.isMockNode,
    wsUrl: wsUrlFor(config.nodeUrl),
    appOrigin: config.appOrigin,
  })
  const publicApi = new NodeApi({
    http: ports.http,
    clock: ports.clock,
    logger: ports.logger,
    baseUrl: config.nodeUrl,
  })
  return { ports, wallets, publicApi, web3mq }
}
