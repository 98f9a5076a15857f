/**
 * Pinned and archived chats (docs/product.md §14.12): the node has no call for them,
 * so they are kept per account in this device's chat store (`chatPrefs:<userid>` beside the chat list) and
 * survive a reload, but not a move to another device. Which chats are muted comes from the person's alert
 * rules (the Web Push module), read once when watched: a muted archived chat stays archived when a message
 * arrives.
 */
import { type ChatPrefs, NO_PREFS, prefsOf } from '../../domain/search'
import type { ClientContext } from '../core/context'

/** What the rules say of mutes: `known` once read (a node without Web Push mutes nothing). */
export interface MutedChats {
  muted: readonly string[]
  known: boolean
}

/** The part of the Web Push module the prefs read. */
export interface MuteSource {
  rules(): { muted: readonly string[] }
  watchRules(listener: (rules: { muted: readonly string[] }) => void): () => void
  settings(): Promise<unknown>
}

export class ChatPrefsModule {
  /** What was saved last in this session, for a store that cannot keep it. */
  private kept: ChatPrefs = NO_PREFS

  constructor(
    private readonly ctx: Pick<ClientContext, 'ports' | 'keys'>,
    private readonly mutes: MuteSource,
  ) {}

  /** The stored prefs of the signed-in account; none stored (or a store that fails) reads as none. */
  async load(): Promise<ChatPrefs> {
    const store = this.ctx.ports.chatStore
    if (!store?.ready || !store.chatPrefsOf) return this.kept
    try {
      return prefsOf(await store.chatPrefsOf(this.ctx.keys.userid))
    } catch (error) {
      this.ctx.ports.logger.warn('chat store: chat prefs not read', error)
      return this.kept
    }
  }

  /** Keeps `prefs` for the signed-in account; rejects when the store refuses (the caller shows it). */
  async save(prefs: ChatPrefs): Promise<void> {
    this.kept = prefs
    const store = this.ctx.ports.chatStore
    if (!store?.ready || !store.putChatPrefs) return
    await store.putChatPrefs(this.ctx.keys.userid, prefs)
  }

  /**
   * Gives `listener` the muted chats now (not known yet), once the rules were read, and after every change
   * of them, until the returned function is called.
   */
  watchMuted(listener: (muted: MutedChats) => void): () => void {
    let known = false
    let stopped = false
    const tell = (muted: readonly string[]) => {
      if (!stopped) listener({ muted: [...muted], known })
    }
    const off = this.mutes.watchRules((rules) => {
      known = true
      tell(rules.muted)
    })
    tell(this.mutes.rules().muted)
    this.mutes.settings().then(
      () => {
        known = true
        tell(this.mutes.rules().muted)
      },
      (error: unknown) =>
        this.ctx.ports.logger.warn('alert rules not read: archived chats stay archived', error),
    )
    return () => {
      stopped = true
      off()
    }
  }
}
