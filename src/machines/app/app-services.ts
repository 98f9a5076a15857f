/**
 * Everything the UI may use, handed over by the composition root through React context: the running
 * session and socket actors, machines whose actors are already bound to the SDK and the wallets, the
 * wallet directory for the connect modal, and configuration. The UI never sees the SDK or an adapter.
 */
import type { ActorRefFrom } from 'xstate'
import type { NodeEnv, WalletId } from '../../domain/config'
import type { extractPreview } from '../../domain/display/preview'
import type { attachmentMachine } from '../attachment/attachment.machine'
import type { bindDidMachine } from '../bind-did/bind-did.machine'
import type { contactsMachine } from '../contacts/contacts.machine'
import type { conversationMachine } from '../conversation/conversation.machine'
import type { dappsMachine } from '../dapps/dapps.machine'
import type { groupsMachine } from '../groups/groups.machine'
import type { inboxMachine } from '../inbox/inbox.machine'
import type { mentionsMachine } from '../mentions/mentions.machine'
import type { messageSearchMachine } from '../message-search/message-search.machine'
import type { muteMachine } from '../mute/mute.machine'
import type { notificationsMachine } from '../notifications/notifications.machine'
import type { peopleSearchMachine } from '../people-search/people-search.machine'
import type { profileMachine } from '../profile/profile.machine'
import type { createSessionMachine } from '../session/session.machine'
import type { signInMachine } from '../sign-in/sign-in.machine'
import type { socketMachine } from '../socket/socket.machine'
import type { subscriptionMachine } from '../subscription/subscription.machine'
import type { typingMachine } from '../typing/typing.machine'

export type SessionMachine = ReturnType<typeof createSessionMachine<unknown>>

/** How a wallet appears in the "Connect a wallet" modal (docs/product.md §2, docs/product.md §11.4). */
export interface WalletOption {
  id: WalletId
  name: string
  /** Image URL or data URI. */
  icon: string
  /** last: the last connected one; preauthorized / installed: ready to connect; install: not present. */
  status: 'last' | 'preauthorized' | 'installed' | 'install'
  /** For `install`: the download link of this browser's store (none on Safari), shown as "Install {name}". */
  installLinks: readonly { browser: string; url: string }[]
}

export interface AppConfig {
  env: NodeEnv
  /** The node's origin the app talks to. */
  nodeUrl: string
  pushDappId: string
  /** Telegram bot links of the subscription screen (docs/product.md §7 Configuration). */
  telegramBot: { mobile: string; web: string }
  /** The app's own location, used as URI in wallet-signed texts. */
  appOrigin: string
}

export interface WalletDirectory {
  /**
   * A person shows intent to sign in (pointer over, focus on or press of a sign-in control): wallets are
   * looked for, so the click finds them; what a connect needs follows once the list is asked for. Nothing
   * before that: a first visit fetches no signing code and asks the node nothing (docs/product.md §14.5).
   * Idempotent; never rejects.
   */
  prepare(): void
  /** The wallets to list, already ordered: last, preauthorized, installed, then install links. */
  options(): Promise<readonly WalletOption[]>
  /**
   * The same rows at once when every answer `options()` waits for is already in (the intent before a click
   * usually brought it), so the modal's first frame shows the list; undefined until then.
   */
  known(): readonly WalletOption[] | undefined
  /** Calls back when a wallet announces itself later and the list changed; returns an unsubscribe function. */
  onOptionsChange(listener: () => void): () => void
  /**
   * The dappConnect deep link while the wallet app has not answered (shown as a QR code and a link);
   * undefined otherwise. Calls back at once with the current value; returns an unsubscribe function.
   */
  onConnectLink(listener: (link: string | undefined) => void): () => void
}

/** Whether the chats of this session live only in memory (IndexedDB unavailable), as a React store. */
export interface LocalStoreStatus {
  inMemory(): boolean
  subscribe(listener: () => void): () => void
}

/** What a link preview card shows: title, img, desc, url (docs/product.md §2). */
export type LinkPreview = ReturnType<typeof extractPreview>

/** Link previews of linked pages, fetched by the browser with GET (docs/product.md §2). */
export interface LinkPreviews {
  /** The page's preview, once per URL; null when the fetch failed or the page said nothing to show. */
  get(url: string): Promise<LinkPreview | null>
}

/** The Messages screens' machines, their actors bound to the SDK. */
export interface ChatMachines {
  inbox: typeof inboxMachine
  conversation: typeof conversationMachine
  /** A chat's "Mute notifications" toggle (docs/product.md §14.6). */
  mute: typeof muteMachine
  /** Who is typing in the open chat, and telling the others (docs/product.md §14.11); without it, nothing. */
  typing?: typeof typingMachine
  /** The image waiting in a composer (docs/product.md §14.8); without it the composer offers none. */
  attachment?: typeof attachmentMachine
  /** A group's members as `@` suggestions (docs/product.md §14.8); without it the composer suggests none. */
  mentions?: typeof mentionsMachine
  /** The search over the messages kept on this device (docs/product.md §14.12); without it none is offered. */
  search?: typeof messageSearchMachine
}

/** The Contacts and group screens' machines, their actors bound to the SDK. */
export interface PeopleMachines {
  contacts: typeof contactsMachine
  groups: typeof groupsMachine
  peopleSearch: typeof peopleSearchMachine
}

export interface PeopleServices {
  /**
   * The people machines, loaded with the Contacts and group screens rather than with the first page (the
   * same promise every time once it succeeded).
   */
  machines(): Promise<PeopleMachines>
}

/** The machines of screens a first visit does not open, their actors bound to the SDK and the wallets. */
export interface ScreenMachines {
  subscription: typeof subscriptionMachine
  dapps: typeof dappsMachine
  bindDid: typeof bindDidMachine
}

/**
 * Each of those machines, loaded with its own screen (a chunk each) rather than with the first page: the
 * same promise every time once it succeeded, asked again after a failed load.
 */
export type ScreenServices = { [K in keyof ScreenMachines]: () => Promise<ScreenMachines[K]> }

/** The chat state every page needs without the chat chunk: the header's unread count and the drafts. */
export interface ChatServices {
  /** The sum of unread counts of the signed-in user's chats, as a React store (0 signed out). */
  unread: { total(): number; subscribe(listener: () => void): () => void }
  /** Composer drafts per chat of the signed-in user, kept across navigation and reloads of the tab. */
  drafts: { get(topic: string): string; set(topic: string, text: string): void }
  /**
   * The chat machines, loaded with the Messages screens rather than with the first page (the same
   * promise every time once it succeeded).
   */
  machines(): Promise<ChatMachines>
}

/** How a demo tab's sign-in as its demo person stands (README "Try it", docs/product.md §14.10). */
export type DemoTabStatus =
  | { phase: 'signingIn' }
  | { phase: 'signedIn' }
  /** The node is not the bundled mock: no demo person, no dev wallet. */
  | { phase: 'unavailable' }
  | { phase: 'failed'; message: string }

/** This tab is a demo tab: who it is signed in as, and how that stands, as a React store. */
export interface DemoTab {
  readonly person: string
  status(): DemoTabStatus
  subscribe(listener: () => void): () => void
  /** Signs the demo person in again after a failure. */
  retry(): void
}

/**
 * The mock node's demo (docs/product.md §14.10): a person's tab offers a tab signed in as a demo person, and a
 * demo tab says what it is. Absent where the node is not the app's own origin (a real node).
 */
export interface DemoServices {
  /** In a person's own tab: the demo person offered and the URL of a demo tab showing `path` as them. */
  offer?: { readonly person: string; url(path: string): string }
  /** In a demo tab. */
  tab?: DemoTab
}

/** The running notification centre. */
export type CentreRef = ActorRefFrom<typeof notificationsMachine>

/** Where the UI finds the notification centre, as a React store: its actor while signed in. */
export interface NotificationCentre {
  /** The running centre once loaded for a signed-in person; undefined signed out or while it loads. */
  current(): CentreRef | undefined
  subscribe(listener: () => void): () => void
}

export interface AppServices {
  config: AppConfig
  /** Absent where nothing fetches linked pages: links then show without cards. */
  linkPreviews?: LinkPreviews
  /** Absent where the composition keeps no local chat store. */
  localStore?: LocalStoreStatus
  session: ActorRefFrom<SessionMachine>
  socket: ActorRefFrom<typeof socketMachine>
  /** The notification centre (the bell and `/notifications`); absent where the composition runs none. */
  notifications?: NotificationCentre
  wallets: WalletDirectory
  /** Absent where the composition runs no chats. */
  chat?: ChatServices
  /** The mock node's demo tab; absent where the node is not the app's own origin. */
  demo?: DemoServices
  people: PeopleServices
  /** The subscription screen's, the dapp dialogs' and the `/binddid` screen's machines, loaded with them. */
  screens: ScreenServices
  /**
   * The first page's machines with their actors provided; start them with `useMachine(machines.x, { input })`.
   */
  machines: {
    /** The whole sign-in (wallet, then sign-up / login / reset); it hands the login to `session` itself. */
    signIn: typeof signInMachine
    profile: typeof profileMachine
  }
}
