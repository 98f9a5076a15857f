/** Dapp registry: create, update, list one's own (docs/product.md §7 dapp rows). */
import { createDapp, myCreatedDapps, updateDapp } from '#domain/contract'
import { fail } from '../failure'
import { route } from '../http/routes'
import type { DappRecord } from '../state/dapps'

const dappItem = ({ update_at: _u, ...dapp }: DappRecord) => dapp

export const dappRoutes = [
  route(createDapp, ({ fields, caller = '' }, ctx) => {
    if (ctx.state.dapps.get(fields.dapp_id)) throw fail.conflict('dapp_id already exists')
    const now = ctx.now()
    return dappItem(
      ctx.state.dapps.put({
        dapp_id: fields.dapp_id,
        dapp_type: fields.dapp_type,
        dapp_name: fields.dapp_name,
        dapp_description: fields.dapp_description ?? '',
        dapp_pubkey: fields.dapp_pubkey.toLowerCase(),
        domain: fields.domain ?? '',
        creator_id: caller,
        create_at: now,
        update_at: now,
      }),
    )
  }),

  route(updateDapp, ({ fields, caller = '' }, ctx) => {
    const existing = ctx.state.dapps.get(fields.dapp_id)
    if (!existing) throw fail.notFound('Dapp not found')
    if (existing.creator_id !== caller) throw fail.forbidden('Only the creator can update this dapp')
    return dappItem(
      ctx.state.dapps.put({
        ...existing,
        dapp_type: fields.dapp_type,
        dapp_name: fields.dapp_name,
        dapp_description: fields.dapp_description ?? existing.dapp_description,
        dapp_pubkey: fields.dapp_pubkey.toLowerCase(),
        domain: fields.domain ?? '',
        update_at: ctx.now(),
      }),
    )
  }),

  route(myCreatedDapps, ({ caller = '' }, ctx) => ctx.state.dapps.createdBy(caller).map(dappItem)),
]
