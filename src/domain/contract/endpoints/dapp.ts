/** Dapp registry (docs/product.md §7 dapp rows, docs/protocol.md §4.4 "Dapps / providers"): signed by the creator's session key. */
import * as z from 'zod/mini'
import { dataEndpoint, listEndpoint, session } from '../endpoint'
import { refuse } from '../refusals'
import { dappSchema, hexKey } from '../schemas'

const dappFields = {
  dapp_id: z.string().check(z.minLength(1), z.maxLength(100)),
  dapp_type: z.string().check(z.minLength(1), z.maxLength(50)),
  dapp_name: z.string().check(z.minLength(1), z.maxLength(100)),
  dapp_description: z.optional(z.string().check(z.maxLength(1000))),
  dapp_pubkey: hexKey,
  /** Optional deploy domain; signed as '' when absent. */
  domain: z.optional(z.string().check(z.maxLength(253))),
}

/** creator_id + dapp_id + dapp_type + dapp_name + dapp_pubkey + domain + timestamp. */
const dappWriteAuth = session(
  'web3mq_user_signature',
  ['creator_id', 'dapp_id', 'dapp_type', 'dapp_name', 'dapp_pubkey', 'domain', 'timestamp'],
  'creator_id',
)

export const createDapp = dataEndpoint({
  name: 'dapp.create',
  method: 'POST',
  path: '/api/create_dapp/',
  auth: dappWriteAuth,
  refusals: { conflict: refuse.conflict('the dapp id is taken') },
  params: z.object(dappFields),
  data: dappSchema,
})

export const updateDapp = dataEndpoint({
  name: 'dapp.update',
  method: 'POST',
  path: '/api/update_dapp/',
  auth: dappWriteAuth,
  refusals: {
    notFound: refuse.notFound('no dapp with that id'),
    forbidden: refuse.forbidden('only its creator updates a dapp'),
  },
  params: z.object(dappFields),
  data: dappSchema,
})

export const myCreatedDapps = listEndpoint({
  name: 'dapp.myCreated',
  method: 'GET',
  path: '/api/my_create_dapps/',
  auth: session('web3mq_user_signature', ['creator_id', 'timestamp'], 'creator_id'),
  refusals: {},
  params: z.object({}),
  item: dappSchema,
  list: { items: 'data_list', total: 'total_count' },
})

export const dappEndpoints = [createDapp, updateDapp, myCreatedDapps] as const
