/**
 * A person using `@web3mq/client` 1.0.25 the way a dapp does, but with a test wallet instead of a browser
 * extension: the SDK's two-step functions give the texts, the wallet signs them, the SDK sends them.
 *
 * The SDK keeps one HTTP client per process whose session headers `Client.init` sets, so a test acting as
 * several people calls `person.act()` before each person's requests.
 */
import { Client, type EventTypes } from '@web3mq/client'
import { type EthWallet, ethWallet } from './eth-wallet'

/** Frame type of the node's answer to a socket connect (docs/protocol.md §2). */
const CONNECT_RESPONSE = 3
const APP_KEY = 'official-sdk-suite'

interface Account {
  label: string
  wallet: EthWallet
  userid: string
  password: string
  /** The main key pair as the SDK keeps it: hex public key, AES-GCM-encrypted secret (base64). */
  mainKeys: { publicKey: string; secretKey: string }
}

export interface Person extends Account {
  /** The session key pair the SDK made at login. */
  session: { PrivateKey: string; PublicKey: string; userid: string }
  client: Client
  /** Resolves when the node answered this person's socket connect; rejects if the socket closes first. */
  connected: Promise<void>
  /** Points the SDK's one HTTP client at this person's session. */
  act: () => Promise<void>
  close: () => void
}

/** The main key pair from a wallet signature over the SDK's key text (with the person's password). */
const mainKeysOf = async (wallet: EthWallet, password: string) => {
  const { signContent } = await Client.register.getMainKeypairSignContent({
    password,
    did_value: wallet.address,
    did_type: 'metamask',
  })
  return Client.register.getMainKeypairBySignature(wallet.sign(signContent), password)
}

/** The register/reset text signed by the wallet, for a new main key. */
const signedRegisterText = async (account: Omit<Account, 'label' | 'password'>) => {
  const { signContent } = await Client.register.getRegisterSignContent({
    userid: account.userid,
    mainPublicKey: account.mainKeys.publicKey,
    didType: 'metamask',
    didValue: account.wallet.address,
  })
  return account.wallet.sign(signContent)
}

export const signUp = async (url: string, label: string, nickname = ''): Promise<Account> => {
  await Client.init({ connectUrl: url, app_key: APP_KEY })
  const wallet = ethWallet(label)
  const password = `password of ${label}`
  const { userid, userExist } = await Client.register.getUserInfo({
    did_type: 'eth',
    did_value: wallet.address,
  })
  if (userExist) throw new Error(`${label} is already registered`)
  const mainKeys = await mainKeysOf(wallet, password)
  const signature = await signedRegisterText({ wallet, userid, mainKeys })
  await Client.register.register({
    userid,
    didValue: wallet.address,
    mainPublicKey: mainKeys.publicKey,
    signature,
    didType: 'metamask',
    nickname,
  })
  return { label, wallet, userid, password, mainKeys }
}

/** A new main key for the same wallet under a new password (`user_reset_password_v2`). */
export const resetPassword = async (url: string, account: Account, password: string): Promise<Account> => {
  await Client.init({ connectUrl: url, app_key: APP_KEY })
  const mainKeys = await mainKeysOf(account.wallet, password)
  const signature = await signedRegisterText({ ...account, mainKeys })
  await Client.register.resetPassword({
    userid: account.userid,
    didValue: account.wallet.address,
    mainPublicKey: mainKeys.publicKey,
    signature,
    didType: 'metamask',
  })
  return { ...account, password, mainKeys }
}

const watchConnect = (client: Client): Promise<void> =>
  new Promise((resolve, reject) => {
    const connect = client.connect
    const original = connect.onMessageCallback.bind(connect)
    connect.onMessageCallback = (type: number, bytes: Uint8Array) => {
      const result = original(type, bytes)
      if (type === CONNECT_RESPONSE) resolve()
      return result
    }
    connect.ws?.addEventListener('close', () => reject(new Error('socket closed before the connect answer')))
  })

export const logIn = async (url: string, account: Account): Promise<Person> => {
  await Client.init({ connectUrl: url, app_key: APP_KEY })
  const { tempPrivateKey, tempPublicKey } = await Client.register.login({
    password: account.password,
    userid: account.userid,
    didValue: account.wallet.address,
    didType: 'metamask',
    mainPrivateKey: account.mainKeys.secretKey,
    mainPublicKey: account.mainKeys.publicKey,
  })
  const session = { PrivateKey: tempPrivateKey, PublicKey: tempPublicKey, userid: account.userid }
  const act = async () => {
    await Client.init({
      connectUrl: url,
      app_key: APP_KEY,
      tempPubkey: tempPublicKey,
      didKey: `eth:${account.wallet.address}`,
    })
  }
  await act()
  // The constructor opens the socket at once (always wss://).
  const client = new Client(session)
  const connected = watchConnect(client)
  connected.catch(() => {})
  const close = () => {
    clearTimeout((client.connect as unknown as { timeoutObj: NodeJS.Timeout | null }).timeoutObj ?? undefined)
    client.connect.ws?.close()
  }
  return { ...account, session, client, connected, act, close }
}

/** Signs up and logs in; the socket is connecting when this resolves. */
export const join = async (url: string, label: string, nickname = ''): Promise<Person> =>
  logIn(url, await signUp(url, label, nickname))

/**
 * The first `eventName` the SDK emits for this person whose payload `matches`: a test waits for the event it
 * means, not whichever frame arrives first.
 */
export const nextEvent = <T = unknown>(
  person: Person,
  eventName: EventTypes,
  matches: (data: T) => boolean = () => true,
): Promise<T> =>
  new Promise((resolve) => {
    const listener = (event: { data?: T }) => {
      const data = event.data as T
      if (!matches(data)) return
      person.client.off(eventName, listener)
      resolve(data)
    }
    person.client.on(eventName, listener)
  })

/** The next notification pushed to this person that `matches`. */
export const nextNotification = async <T extends object>(
  person: Person,
  matches: (item: T) => boolean,
): Promise<T> => {
  const list = await nextEvent<T[]>(person, 'notification.received', (items) => items.some(matches))
  return list.find(matches) as T
}
