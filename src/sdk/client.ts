/**
 * The SDK's entry (docs/product.md §7 "Client init", docs/protocol.md §8): `initWeb3MQ` resolves the node (the given URL or
 * the fastest one of the environment), and `createClient(keys)` wires one signed-in client: the signed
 * NodeApi, the event center, the socket session and every module. Nothing is global, so two clients in
 * one process never share state.
 */
import { DEFAULT_ENV, type NodeEnv, SEED_NODES, StorageKeys } from '../domain/config'
import { errors } from '../domain/errors'
import { createEventCenter, type EventCenter } from '../domain/events'
import { createSigner } from '../domain/signing/sign'
import { AuthModule } from './auth/auth'
import { type WalletAuth, walletAuthOf } from './auth/wallet-flow'
import { BindDidModule } from './bind-did/bind-did'
import { ChannelModule } from './channel/channel'
import { Connection } from './connection/connection'
import { ContactModule } from './contact/contact'
import { NodeApi } from './core/api'
import type {
  ClientContext,
  LiveSocket,
  MessageStores,
  SdkConfig,
  SdkPorts,
  SessionKeys,
} from './core/context'
import { DappModule } from './dapp/dapp'
import { discoverFastest } from './discovery/discovery'
import { NodeRoute } from './discovery/route'
import type { E2EModule } from './e2e/e2e'
import type { EndToEnd } from './e2e/plugin'
import { GroupModule } from './group/group'
import { checkInitOptions, type InitOptions } from './init-options'
import { MessageModule } from './message/message'
import { TypingModule } from './message/typing'
import { NotifyModule } from './notify/notify'
import { PermissionModule } from './permission/permission'
import { ChatPrefsModule } from './search/chat-prefs'
import { MessageSearch } from './search/message-search'
import { SharedSession } from './tabs/shared-session'
import { TopicModule } from './topic/topic'
import { UserModule } from './user/user'
import { WebPushModule } from './webpush/webpush'

export type { InitOptions }

/** One signed-in client: its context, its modules, and the socket it opens on `connect()`. */
export class Client {
  readonly user: UserModule
  readonly bindDid: BindDidModule
  readonly dapp: DappModule
  readonly message: MessageModule
  /** Typing signals, only where every member runs this client (docs/protocol.md §3.12). */
  readonly typing: TypingModule
  /** Fed by `message`, so each chat frame is decoded once. */
  readonly channel: ChannelModule
  readonly contact: ContactModule
  readonly notify: NotifyModule
  readonly topic: TopicModule
  readonly permission: PermissionModule
  readonly group: GroupModule
  /** The push server's Web Push channel: this device's subscription and the alert rules (docs/protocol.md §4.6). */
  readonly webPush: WebPushModule
  /** Search over the messages this device keeps; the query never reaches the node (docs/product.md §14.12). */
  readonly search: MessageSearch
  /** Pinned and archived chats, kept per account on this device (docs/product.md §14.12). */
  readonly chatPrefs: ChatPrefsModule
  /**
   * Present when the ports include a SocketTransport: the main Connection, or with the `tabs` port the
   * socket every tab shares (sdk/tabs/shared-session.ts).
   */
  readonly connection: LiveSocket | undefined

  /** End-to-end encryption of chats with other clients of this project (docs/protocol.md §3.10). */
  readonly e2e: E2EModule | undefined

  constructor(
    readonly context: ClientContext,
    e2e?: EndToEnd,
  ) {
    const { ports, config, keys, events } = context
    const attached = e2e?.attach(context)
    this.e2e = attached?.module
    if (this.e2e) context.e2e = this.e2e
    if (ports.socket) {
      const { socket: transport, clock, random, logger } = ports
      // After a reconnect the connection runs the catch-up before it reports `open` again.
      let shared: SharedSession | undefined
      const resync = (since?: number) => this.message.resync(since)
      const onCatchUp = (since: number) => {
        shared?.relayCatchUp(since)
        return resync(since)
      }
      // Read at each dial: a client that moved to another node dials that one (docs/protocol.md §3.9).
      const url = () => config.wsUrl
      const { ed25519 } = ports
      const { route } = config
      const own = new Connection({
        ...{ transport, clock, random, logger, url, keys, events, onCatchUp },
        ...(ed25519 ? { ed25519 } : {}),
        ...(route?.canMove
          ? { unreachable: (failed: string) => route.moveAway(failed).then((m) => m.moved) }
          : {}),
      })
      const { tabs } = ports
      shared =
        tabs && new SharedSession({ local: own, tabs, userid: keys.userid, logger, clock, catchUp: resync })
      this.connection = shared ?? own
      // Set before the modules are built: the live ones subscribe to the session in their constructors.
      // With E2E they hear encrypted frames opened, and handshakes not at all.
      context.session = attached ? attached.open(this.connection) : this.connection
    }
    this.user = new UserModule(context)
    this.bindDid = new BindDidModule(context)
    this.dapp = new DappModule(context)
    this.message = new MessageModule(context)
    this.typing = new TypingModule(context)
    this.channel = new ChannelModule(context, this.message, this.user)
    this.contact = new ContactModule(context)
    this.notify = new NotifyModule(context)
    this.topic = new TopicModule(context)
    this.permission = new PermissionModule(context)
    this.group = new GroupModule(context)
    this.webPush = new WebPushModule(context, () => this.channel.channelList)
    this.search = new MessageSearch(context)
    this.chatPrefs = new ChatPrefsModule(context, this.webPush)
    // Published at once, so a peer can open an encrypted chat with this device while it is away.
    this.e2e?.start().catch((error: unknown) => context.ports.logger.warn('E2E device not published', error))
  }

  get keys(): SessionKeys {
    return this.context.keys
  }

  get events(): EventCenter {
    return this.context.events
  }

  /** Opens the main socket (see Connection.connect); "Browser not supported WebSocket" without a socket port. */
  async connect(): Promise<void> {
    if (!this.connection) throw errors.socketUnsupported()
    await this.connection.connect()
  }

  /** Closes the socket for good and stops live listeners; REST calls keep working. */
  close(): void {
    this.connection?.close()
    for (const module of [this.message, this.channel, this.contact, this.notify]) module.dispose()
  }
}

export interface Web3MQ {
  readonly fastUrl: string
  readonly wsUrl: string
  readonly env: NodeEnv
  readonly appKey: string
  readonly didKey: string
  readonly tempPubkey: string | undefined
  readonly config: SdkConfig
  /** Sign-in before there is a session. */
  readonly auth: AuthModule
  /** Sign-up, login and reset as steps with one wallet (sdk/auth/wallet-flow). */
  readonly walletAuth: WalletAuth
  /**
   * The client of `keys`: the same instance again for the same private key and userid, otherwise a new
   * one (the previous one is closed). Throws "The PrivateKey and PublicKey is required!" when a key is
   * missing, "The userid is required" without a userid, and an invalid-input error when PublicKey is
   * not the private key's. `didKey` overrides the init option (a wallet that signed in after init).
   */
  createClient(keys: SessionKeys, overrides?: { didKey?: string; e2e?: EndToEnd }): Client
}

const buildClient = (
  ports: SdkPorts & MessageStores,
  config: SdkConfig,
  keys: SessionKeys,
  e2e?: EndToEnd,
): Client => {
  if (!keys?.PrivateKey || !keys.PublicKey) throw errors.keysRequired()
  const signer = createSigner({
    userid: keys.userid,
    privateKeyHex: keys.PrivateKey,
    ...(ports.ed25519 ? { ed25519: ports.ed25519 } : {}),
  })
  if (signer.publicKeyHex !== keys.PublicKey.toLowerCase())
    throw errors.invalidInput('The PublicKey does not belong to the PrivateKey')
  const { http, clock, logger } = ports
  const api = new NodeApi({
    http,
    clock,
    logger,
    baseUrl: () => config.fastUrl,
    ...optional(config.bindServiceUrl),
  })
  api.setSession({ signer, didKey: config.didKey })
  const context: ClientContext = { ports, config, api, events: createEventCenter(), keys: { ...keys } }
  return new Client(context, e2e)
}

const optional = (bindServiceUrl: string | undefined) => (bindServiceUrl ? { bindServiceUrl } : {})

/**
 * The node to start on (the given one, else the fastest of `env`, which needs the NodeProbe port) and the
 * route that moves the client off it when it dies: a client with seed nodes, or that discovered its node
 * from the environment's, can move; one given only a node stays (docs/protocol.md §3.9 "Failover").
 */
const resolveRoute = async (options: InitOptions, env: NodeEnv, ports: SdkPorts): Promise<NodeRoute> => {
  const { http, probe, logger, clock, keyStore } = ports
  const seeds = options.seedNodes ?? (options.connectUrl ? [] : SEED_NODES[env])
  const routePorts = { http, probe, logger, clock, keyStore }
  if (options.connectUrl) return new NodeRoute(routePorts, { url: options.connectUrl, seeds })
  if (!probe) throw errors.invalidInput('A NodeProbe port is required to discover the fastest node')
  const found = await discoverFastest(env, { http, probe, logger, seedNodes: seeds })
  return new NodeRoute(routePorts, { url: found.url, seeds, listed: found.listed })
}

/** The config with its node read from the route at each use (never a copy of the first one). */
const routed = (config: Omit<SdkConfig, 'fastUrl' | 'wsUrl'>, route: NodeRoute): SdkConfig =>
  Object.defineProperties(
    { ...config },
    {
      fastUrl: { get: () => route.url, enumerable: true },
      wsUrl: { get: () => route.wsUrl, enumerable: true },
      // Not a setting: left out of what a config lists (and compares equal by).
      route: { value: route, enumerable: false },
    },
  ) as SdkConfig

/**
 * Resolves the node and returns the entry object. Stores the URL under FAST_URL when a key store is
 * given, so the next session can pass it back as `connectUrl`. Rejects with a clear invalid-input error
 * for malformed options, and as discovery rejects when no node answers.
 */
export const initWeb3MQ = async (
  options: InitOptions | undefined,
  ports: SdkPorts & MessageStores,
): Promise<Web3MQ> => {
  const checked = checkInitOptions(options)
  if (!ports?.http || !ports.clock || !ports.random || !ports.logger)
    throw errors.invalidInput('ports must include http, clock, random and logger')
  const env = checked.env ?? DEFAULT_ENV
  const route = await resolveRoute(checked, env, ports)
  ports.keyStore?.set(StorageKeys.fastUrl, route.url)
  const base = {
    env,
    appKey: checked.app_key ?? '',
    didKey: checked.didKey ?? '',
    ...optional(checked.bindServiceUrl),
  }
  const config = routed(base, route)
  const { http, clock, logger } = ports
  const baseUrl = () => route.url
  const api = new NodeApi({ http, clock, logger, baseUrl, ...optional(config.bindServiceUrl) })
  const authConfig = { appKey: config.appKey, ...(checked.appOrigin ? { appOrigin: checked.appOrigin } : {}) }
  const auth = new AuthModule({ api, ports, config: authConfig })
  let current: Client | undefined
  return {
    ...base,
    get fastUrl() {
      return route.url
    },
    get wsUrl() {
      return route.wsUrl
    },
    tempPubkey: checked.tempPubkey,
    config,
    auth,
    walletAuth: walletAuthOf(auth),
    createClient(keys, overrides = {}) {
      const clientConfig = routed({ ...base, didKey: overrides.didKey ?? config.didKey }, route)
      const same =
        current?.keys.PrivateKey === keys?.PrivateKey &&
        current?.keys.userid === keys?.userid &&
        current?.context.config.didKey === clientConfig.didKey
      if (current && same) return current
      const next = buildClient(ports, clientConfig, keys, overrides.e2e)
      current?.close()
      current = next
      return next
    },
  }
}
