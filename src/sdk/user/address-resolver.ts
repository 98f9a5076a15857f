/**
 * A wallet address where a userid is expected (docs/protocol.md §5.1, §5.2): a chat message, a friend request or
 * a follow may name its recipient by the address of a wallet and its did type, as the official SDK allows; the
 * userid is read from the node's unsigned `POST /api/get_user_info/` (docs/protocol.md §4.4 "Users and
 * profiles"). An address no user holds is the node's refusal, 404 "User not found" (docs/protocol.md §4.1),
 * passed on as it came (a NodeError whose refusal is `userNotFound`). One resolver serves a client, so its
 * message, contact and user modules share what it found; a userid found is kept for a short while, a failure
 * never (the address may be registered a moment later).
 */
import type { DidType } from '../../domain/config'
import { userInfo } from '../../domain/contract'
import type { ClientContext } from '../core/context'

/** How long a userid found for an address is used without asking the node again. */
export const ADDRESS_CACHE_MS = 5 * 60_000

/** The chain of an address when the caller names none (the official SDK's default). */
const DEFAULT_DID_TYPE: DidType = 'eth'

/**
 * Whether `to` names a wallet rather than a Web3MQ id. Ids always carry their kind (`user:` and `group:`,
 * docs/protocol.md §3.3; `topic:`, §4.4), and the addresses of both chains are `0x` hex (docs/protocol.md §5.1,
 * §6), which is also the official SDK's test.
 */
export const isWalletAddress = (to: string): boolean => to.slice(0, 2).toLowerCase() === '0x'

interface Found {
  userid: Promise<string>
  /** Clock time (ms) after which the node is asked again. */
  until: number
}

class AddressResolver {
  private readonly found = new Map<string, Found>()

  constructor(private readonly ctx: Pick<ClientContext, 'api' | 'ports'>) {}

  /**
   * The userid of `to` when it is a wallet address on `didType` (default `eth`), `to` itself otherwise
   * (`didType` is then unused). The address is sent as given; letter case does not make another cache entry,
   * since hex addresses name the same wallet in any case. Concurrent asks for one address share one lookup.
   */
  resolve(to: string, didType: DidType = DEFAULT_DID_TYPE): Promise<string> {
    if (!isWalletAddress(to)) return Promise.resolve(to)
    const key = `${didType}:${to.toLowerCase()}`
    const now = this.ctx.ports.clock.now()
    const held = this.found.get(key)
    if (held && held.until > now) return held.userid
    this.forgetExpired(now)
    const userid = this.lookup(didType, to)
    this.found.set(key, { userid, until: now + ADDRESS_CACHE_MS })
    userid.catch(() => {
      if (this.found.get(key)?.userid === userid) this.found.delete(key)
    })
    return userid
  }

  private async lookup(did_type: DidType, did_value: string): Promise<string> {
    const { api } = this.ctx
    const data = await api.call(userInfo, { did_type, did_value, timestamp: api.timestamp() })
    return data.userid
  }

  private forgetExpired(now: number): void {
    for (const [key, held] of this.found) if (held.until <= now) this.found.delete(key)
  }
}

// The modules are built from the client's context alone (sdk/client.ts); keyed by that context, each client
// gets one resolver its modules share, and two clients never share one.
const resolvers = new WeakMap<Pick<ClientContext, 'api' | 'ports'>, AddressResolver>()

/** The resolver of the client whose context this is. */
export const addressResolverOf = (ctx: Pick<ClientContext, 'api' | 'ports'>): AddressResolver => {
  let resolver = resolvers.get(ctx)
  if (!resolver) {
    resolver = new AddressResolver(ctx)
    resolvers.set(ctx, resolver)
  }
  return resolver
}
