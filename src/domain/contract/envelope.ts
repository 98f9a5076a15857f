/**
 * The REST envelope `{code, msg, data}` (docs/product.md §7, docs/protocol.md §4.1). Nodes answer HTTP 200 even on errors;
 * `code` 0 means success and anything else carries a human-readable `msg`.
 */
import * as z from 'zod/mini'
import { NodeCode, NodeMessage } from './node-codes'

export const envelopeSchema = z.looseObject({
  code: z.number(),
  msg: z.optional(z.string()),
  data: z.optional(z.unknown()),
})

export interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

export { NodeCode, NodeMessage } from './node-codes'

export const ok = <T>(data: T): Envelope<T> => ({ code: NodeCode.ok, msg: NodeMessage.ok, data })

export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null })
