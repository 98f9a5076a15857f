/**
 * Users of the contract suite, made exactly as an integrator makes them: `initWeb3MQ` with the node's
 * URL and the real adapters (ofetch HTTP, the `ws` socket, the fetch probe, the system clock, crypto
 * randomness), `signInWithWallet` with a deterministic ETH test wallet that signs for real, then
 * `createClient` with the login keys. Only the in-memory stores come from the test fakes.
 */
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { cryptoRandom } from '../../src/adapters/platform/crypto-random'
import { systemClock } from '../../src/adapters/platform/system-clock'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { WalletAccount } from '../../src/ports'
import {
  type Client,
  initWeb3MQ,
  type LoginResult,
  type SdkPorts,
  signInWithWallet,
  type Web3MQ,
} from '../../src/sdk'
import { MemoryChatStore, MemoryKeyStore, MemoryLogger } from '../fakes/ports'
import { type RecordingSigner, walletSigner } from '../fakes/wallet-signer'
import { ethWallet, type TestWallet } from '../fakes/wallets'
import { ACCESS_KEY, type Target } from './_target'

const PASSWORD = 'contract suite password'

/** Fresh ports per user: two users in one process never share a store or a socket. */
const contractPorts = async (): Promise<SdkPorts> => {
  const chatStore = new MemoryChatStore()
  await chatStore.open()
  return {
    http: createOfetchTransport(),
    clock: systemClock,
    random: cryptoRandom,
    logger: new MemoryLogger(),
    probe: createFetchNodeProbe(),
    socket: createNodeSocketTransport(),
    keyStore: new MemoryKeyStore(),
    chatStore,
  }
}

/** The SDK entry on the target node, with the testnet access key fed to registration. */
export const initOn = async (target: Target): Promise<Web3MQ> =>
  initWeb3MQ({ connectUrl: target.url, app_key: ACCESS_KEY }, await contractPorts())

export interface ContractUser {
  wallet: TestWallet
  /** The wallet behind the WalletSigner port; it records every text it signed. */
  signer: RecordingSigner
  account: WalletAccount
  web3mq: Web3MQ
  client: Client
  userid: string
  keys: LoginResult
  /** Whether this sign-in registered the wallet. */
  registered: boolean
}

interface SignInOptions {
  nickname?: string
  password?: string
  /** Open the main socket too. */
  connect?: boolean
}

/** Signs `wallet` in through the SDK (registering it when the node does not know it). */
export const signIn = async (
  target: Target,
  wallet: TestWallet,
  options: SignInOptions = {},
): Promise<ContractUser> => {
  const web3mq = await initOn(target)
  const signer = walletSigner(wallet)
  const result = await signInWithWallet(web3mq.auth, {
    signer,
    password: options.password ?? PASSWORD,
    ...(options.nickname === undefined ? {} : { nickname: options.nickname }),
  })
  const { keys, userid, account } = result
  const client = web3mq.createClient(
    { PrivateKey: keys.TempPrivateKey, PublicKey: keys.TempPublicKey, userid },
    { didKey: `${wallet.didType}:${account.address}` },
  )
  if (options.connect) {
    try {
      await client.connect()
    } catch (error) {
      client.close()
      throw error
    }
  }
  return { wallet, signer, account, web3mq, client, userid, keys, registered: result.registered }
}

/** A brand-new ETH user of this run, named `name` (also its nickname). */
export const newUser = (target: Target, name: string, options: SignInOptions = {}): Promise<ContractUser> =>
  signIn(target, ethWallet(target.label(name)), { nickname: name, ...options })
