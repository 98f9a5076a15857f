/** Discovery (server list, ping, node info) and the Telegram bind service (docs/protocol.md §8, §9.5). */
import { bindTelegram, nodeInfo, ping, serverList } from '#domain/contract'
import { fail } from '../failure'
import { route } from '../http/routes'
import { bindText } from '../security/purpose'
import { requireUser, verifyUserWallet } from './common'

const TELEGRAM_PROVIDER = 'web3mq:telegram'

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value

export const discoveryRoutes = [
  /**
   * A devnet node lists the live nodes (mock-node/README.md "A devnet of many nodes"); a single node is its
   * own only server, at the origin the client reached it by.
   */
  route(serverList, ({ headers }, ctx) => {
    if (ctx.devnet) return ctx.devnet.endpoints().map((endpoint) => ({ endpoint }))
    const proto = header(headers['x-forwarded-proto']) ?? 'http'
    return [{ endpoint: `${proto}://${header(headers.host) ?? '127.0.0.1'}` }]
  }),

  route(ping, (_input, ctx) => ({ NodeID: ctx.nodeId })),

  route(nodeInfo, (_input, ctx) => ({ Id: ctx.nodeId })),

  route(bindTelegram, ({ fields }, ctx) => {
    const user = requireUser(ctx, fields.userid)
    verifyUserWallet(ctx, user, {
      didType: fields.did_type,
      address: fields.did_value,
      didPubkey: fields.did_pubkey,
      content: fields.sign_content,
      signature: fields.did_signature,
      timestamp: fields.timestamp,
      expected: bindText(fields),
    })
    if (fields.bind_action === 'unbind') {
      if (!ctx.state.identity.unbind(user.userid, 'telegram', fields.bind_value))
        throw fail.notFound('Binding not found')
      return null
    }
    ctx.state.identity.bind(user.userid, {
      did_type: 'telegram',
      did_value: fields.bind_value,
      provider_id: TELEGRAM_PROVIDER,
      bind_type: 'telegram',
      bind_value: fields.bind_value,
      // The real bot knows the Telegram name; the mock takes it from the request or makes one up.
      bind_name: fields.bind_name || `tg_${fields.bind_value}`,
      created_at: ctx.now(),
    })
    return null
  }),
]
