/**
 * Tells which declared refusal an error is, so a caller branches on the contract's name for it
 * (`isRefusal(didLookup, error, 'userNotFound')`) instead of on a bare code or the node's wording. Reads a
 * NodeError, or its serialised form (`toJSON`: code, message, detail), by the catalogue code `NODE.ERROR`.
 */
import { ErrorCode } from '../error-base'
import { type RefusalName, type RefusalSource, refusalNameOf } from './refusals'

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined

/** True when `error` is the node answering with the refusal `name` that `source` declares. */
export const isRefusal = <S extends RefusalSource>(
  source: S,
  error: unknown,
  name: RefusalName<S>,
): boolean => {
  const record = recordOf(error)
  if (record?.code !== ErrorCode.NodeError) return false
  const nodeCode = recordOf(record.detail)?.nodeCode
  if (typeof nodeCode !== 'number') return false
  const msg = typeof record.message === 'string' ? record.message : ''
  return refusalNameOf(source, nodeCode, msg) === name
}
