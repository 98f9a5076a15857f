/** Node discovery (docs/protocol.md §8) and the Telegram bind service (docs/protocol.md §9.5). */
import * as z from 'zod/mini'
import { BIND_DID_SERVICE_PATH } from '../../config'
import { dataEndpoint } from '../endpoint'
import { refuse } from '../refusals'
import { didType, didValue, num, serverSchema, str } from '../schemas'

/** The envelope's data is the list of servers, each with at least `endpoint`. */
export const serverList = dataEndpoint({
  name: 'discovery.serverList',
  method: 'GET',
  path: '/api/server-list/',
  auth: { kind: 'none' },
  refusals: {},
  params: z.object({}),
  data: z.array(serverSchema),
})

/** HEAD for latency (headers `date`, `nodeid`, `server-rate`); GET also answers `data.NodeID` (Kotlin). */
export const ping = dataEndpoint({
  name: 'discovery.ping',
  method: 'GET',
  path: '/api/ping/',
  auth: { kind: 'none' },
  refusals: {},
  params: z.object({}),
  data: z.looseObject({ NodeID: str }),
})

export const nodeInfo = dataEndpoint({
  name: 'discovery.nodeInfo',
  method: 'GET',
  path: '/api/nodeinfo/',
  auth: { kind: 'none' },
  refusals: {},
  params: z.object({}),
  data: z.looseObject({ Id: str }),
})

/** Wallet-signed Telegram binding on the dapp server, outside the node (docs/protocol.md §9.5). */
export const bindTelegram = dataEndpoint({
  name: 'bind.telegram',
  method: 'POST',
  path: BIND_DID_SERVICE_PATH,
  service: 'bindService',
  auth: { kind: 'wallet', content: 'sign_content' },
  refusals: {
    userNotFound: refuse.userNotFound('the user has no account'),
    forbidden: refuse.forbidden("the wallet (or its Stark key) is not the user's registered one"),
    notFound: refuse.notFound('nothing bound to unbind'),
  },
  params: z.object({
    userid: str,
    did_signature: str,
    did_type: didType,
    did_value: didValue,
    did_pubkey: z.optional(z.string()),
    timestamp: num,
    sign_content: z.string().check(z.minLength(1), z.maxLength(4000)),
    bind_type: z.literal('telegram'),
    bind_action: z.enum(['bind', 'unbind']),
    bind_value: z.string().check(z.minLength(1), z.maxLength(64)),
    bind_name: z.optional(z.string().check(z.maxLength(128))),
  }),
  data: z.nullish(z.unknown()),
})

export const discoveryEndpoints = [serverList, ping, nodeInfo, bindTelegram] as const
