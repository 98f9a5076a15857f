/**
 * Holds the mock node to the contract in its own tests: every successful answer of a contract route is
 * read back with the endpoint's response schema (and a list in the exact shape the request asked for), and
 * every refusal must be one the endpoint declares, in the declared words where the contract fixes them.
 * A mismatch is recorded, not thrown, so the test that caused it fails in `afterEach` with the endpoint
 * and the reason, whatever the test itself asserts.
 */
import type { FastifyInstance } from 'fastify'
import { afterEach, expect } from 'vitest'
import { Headers } from '#domain/config'
import {
  allEndpoints,
  type Endpoint,
  envelopeSchema,
  type LegacyListShape,
  refusalNameOf,
  refusalsOf,
} from '#domain/contract'

const arrayAt = (data: unknown, key: string): unknown[] | undefined => {
  const value = (data as Record<string, unknown> | null)?.[key]
  return Array.isArray(value) ? value : undefined
}

/** The items of a list in the shape asked for, or undefined when the shape is wrong. */
const listItems = (shape: LegacyListShape, data: unknown, apiVersion: unknown): unknown[] | undefined => {
  const [itemsKey, totalKey] =
    apiVersion === '2'
      ? ['data_list', 'total_count']
      : shape.items === 'array'
        ? [undefined, undefined]
        : [shape.items, shape.total]
  if (itemsKey === undefined) return Array.isArray(data) ? data : undefined
  const total = (data as Record<string, unknown> | null)?.[totalKey]
  return typeof total === 'number' ? arrayAt(data, itemsKey) : undefined
}

const firstIssue = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }): string => {
  const issue = error.issues[0]
  return issue ? `${issue.path.map(String).join('.') || 'data'}: ${issue.message}` : 'invalid'
}

/**
 * Why a refusal is not one the endpoint declares (domain/contract/refusals.ts): no declared refusal has its
 * code, or the one it matched fixes other words.
 */
const refusalProblem = (endpoint: Endpoint, code: number, msg: string): string | undefined => {
  const name = refusalNameOf(endpoint, code, msg)
  if (name === undefined) return `refusal ${code} "${msg}" is not declared`
  const fixed = refusalsOf(endpoint)[name]?.msg
  return fixed === undefined || fixed === msg ? undefined : `refusal ${name} says "${msg}", not "${fixed}"`
}

/** Why `body` breaks the endpoint's response contract, or undefined when it keeps it. */
export const contractProblem = (
  endpoint: Endpoint,
  body: unknown,
  apiVersion?: unknown,
): string | undefined => {
  const envelope = envelopeSchema.safeParse(body)
  if (!envelope.success) return 'not an envelope'
  if (envelope.data.code !== 0) return refusalProblem(endpoint, envelope.data.code, envelope.data.msg ?? '')
  const data = envelope.data.data
  if (!endpoint.list) {
    const parsed = endpoint.data.safeParse(data)
    return parsed.success ? undefined : firstIssue(parsed.error)
  }
  const items = listItems(endpoint.list, data, apiVersion)
  if (!items) return `list not in the ${apiVersion === '2' ? 'api-version 2' : 'legacy'} shape`
  for (const [index, item] of items.entries()) {
    const parsed = endpoint.item.safeParse(item)
    if (!parsed.success) return `item ${index}: ${firstIssue(parsed.error)}`
  }
  return undefined
}

const byRoute = new Map(allEndpoints.map((e) => [`${e.method} ${e.path}`, e]))

/**
 * Adds an `onSend` hook that checks every contract answer of `app`; call it before the app is ready.
 * Returns the list the hook appends to, as `endpoint name: reason`.
 */
export const watchContract = (app: FastifyInstance): string[] => {
  const violations: string[] = []
  app.addHook('onSend', async (request, _reply, payload) => {
    const endpoint = byRoute.get(`${request.method} ${request.routeOptions.url}`)
    if (!endpoint || typeof payload !== 'string') return payload
    const problem = contractProblem(endpoint, JSON.parse(payload), request.headers[Headers.apiVersion])
    if (problem) violations.push(`${endpoint.name}: ${problem}`)
    return payload
  })
  return violations
}

const watched: string[][] = []

// Runs after every test of a file that imports this module: the answers of each kept node are checked.
afterEach(() => {
  const found = watched.flatMap((violations) => violations.splice(0))
  expect(found, 'answers that break the contract').toEqual([])
})

/** Watches `app` and fails the current test in `afterEach` if any of its answers broke the contract. */
export const keepToContract = (app: FastifyInstance): void => {
  watched.push(watchContract(app))
}
