/**
 * Builds the node's REST routes from the contract: every endpoint gets exactly one route, validated by
 * the contract's schema, verified by its auth rule, answered in the envelope. A handler missing for any
 * endpoint is a startup error, so no route can silently be absent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as z from 'zod/mini'
import { Headers } from '#domain/config'
import {
  allEndpoints,
  type DataEndpoint,
  type Endpoint,
  isRead,
  type ListEndpoint,
  NodeCode,
  NodeMessage,
  type ObjectSchema,
  ok,
  requestSchema,
  writeList,
} from '#domain/contract'
import type { NodeContext } from '../context'
import { fail, NodeFailure } from '../failure'
import { checkSignedParts, signatureBinding } from '../security/bindings'
import { checkWindow } from '../security/signature'
import { verifyLogin, verifySession } from './verify'

/** Fields after validation: the endpoint's params plus the auth fields the router has checked. */
export type FieldsOf<E extends Endpoint> = z.output<E['params']> & {
  userid?: string
  creator_id?: string
  timestamp?: number
  web3mq_signature?: string
  web3mq_user_signature?: string
}

export interface HandlerInput<E extends Endpoint> {
  fields: FieldsOf<E>
  /** The verified signer (session or login); undefined for unsigned and wallet-signed endpoints. */
  caller: string | undefined
  headers: Readonly<Record<string, string | string[] | undefined>>
}

/** A page a handler has already cut from its store (`pageWindow`), with the size of the whole list. */
export class CutPage<T> {
  constructor(
    readonly items: readonly T[],
    readonly total: number,
  ) {}
}

/**
 * What a handler must answer: the input side of the endpoint's response schema (what the node writes on
 * the wire, before the client's coercions); for a list endpoint, every matching item before paging or a
 * page it cut itself. The type checker thereby holds the node to the same contract the SDK validates at
 * run time.
 */
type ResultOf<E extends Endpoint> =
  E extends ListEndpoint<ObjectSchema, infer I>
    ? readonly z.input<I>[] | CutPage<z.input<I>>
    : E extends DataEndpoint<ObjectSchema, infer D>
      ? z.input<D>
      : never

export interface Route<E extends Endpoint = Endpoint> {
  endpoint: E
  handle: (input: HandlerInput<E>, ctx: NodeContext) => ResultOf<E>
}

/** Ties a handler to its endpoint with full typing of the validated fields. */
export const route = <E extends Endpoint>(endpoint: E, handle: Route<E>['handle']): Route => ({
  endpoint,
  handle: handle as Route['handle'],
})

const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

/** The slice of a list a request asks for (`page` from 1, `size` within 1…100); the one paging rule. */
export const pageWindow = (fields: { page?: unknown; size?: unknown }): { offset: number; limit: number } => {
  const page = Math.max(1, Math.floor(Number(fields.page ?? 1)) || 1)
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(fields.size ?? DEFAULT_PAGE_SIZE)) || 1))
  return { offset: (page - 1) * size, limit: size }
}

/** A handler's list as one page: cut here when the handler returned every item, as is when it cut it. */
const pageOf = (result: unknown, fields: Record<string, unknown>): CutPage<unknown> => {
  if (result instanceof CutPage) return result
  const items = result as readonly unknown[]
  const { offset, limit } = pageWindow(fields)
  return new CutPage(items.slice(offset, offset + limit), items.length)
}

const describeIssues = (error: z.core.$ZodError): string =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ')

const rawFields = (request: FastifyRequest, endpoint: Endpoint): Record<string, unknown> => {
  const source = endpoint.method === 'GET' ? request.query : request.body
  if (source === undefined || source === null) return {}
  if (typeof source !== 'object' || Array.isArray(source))
    throw fail.badRequest('Request body must be a JSON object')
  return source as Record<string, unknown>
}

/**
 * What a route knows before any request: the schema and, for a read, the route's name in the replay
 * records (`METHOD /path`). Both depend on the endpoint alone, so they are built once per route.
 */
interface RoutePlan {
  schema: ObjectSchema
  readRoute: string | undefined
}

const planOf = (endpoint: Endpoint): RoutePlan => ({
  schema: requestSchema(endpoint),
  readRoute: isRead(endpoint) ? `${endpoint.method} ${endpoint.path}` : undefined,
})

const authorise = (
  ctx: NodeContext,
  endpoint: Endpoint,
  plan: RoutePlan,
  fields: Record<string, unknown>,
  request: FastifyRequest,
) => {
  switch (endpoint.auth.kind) {
    case 'session':
      checkSignedParts(endpoint, fields)
      return verifySession(
        ctx,
        endpoint.auth,
        fields,
        request.headers,
        signatureBinding(endpoint, fields),
        plan.readRoute,
      )
    case 'mainKey':
      return verifyLogin(ctx, fields)
    case 'wallet':
      // Only the handler knows which wallet must have signed and what the text must say; it checks the
      // signature (and records it as used) through verify.ts once it has rebuilt the expected text.
      checkWindow(ctx, fields.timestamp)
      return undefined
    default:
      return undefined
  }
}

const answer = (
  ctx: NodeContext,
  endpoint: Endpoint,
  plan: RoutePlan,
  routeDef: Route,
  request: FastifyRequest,
): unknown => {
  const raw = rawFields(request, endpoint)
  const parsed = plan.schema.safeParse(raw)
  if (!parsed.success) throw fail.badRequest(`Invalid request: ${describeIssues(parsed.error)}`)
  const fields = { ...raw, ...parsed.data } as Record<string, unknown>
  const caller = authorise(ctx, endpoint, plan, fields, request)
  const result = routeDef.handle(
    { fields: fields as FieldsOf<Endpoint>, caller, headers: request.headers },
    ctx,
  )
  if (!endpoint.list) return ok(result ?? null)
  const page = pageOf(result, fields)
  const apiVersion = request.headers[Headers.apiVersion]
  const version = Array.isArray(apiVersion) ? apiVersion[0] : apiVersion
  return ok(writeList(endpoint.list, [...page.items], page.total, version))
}

/** A route's answer in the envelope: its result, its refusal, or an internal error. */
const respond = (
  ctx: NodeContext,
  endpoint: Endpoint,
  plan: RoutePlan,
  routeDef: Route,
  request: FastifyRequest,
  reply: FastifyReply,
): unknown => {
  try {
    return answer(ctx, endpoint, plan, routeDef, request)
  } catch (error) {
    if (error instanceof NodeFailure) return { code: error.code, msg: error.message, data: null }
    request.log.error({ err: error, route: endpoint.name }, 'handler failed')
    reply.code(200)
    return { code: NodeCode.internal, msg: 'Internal error', data: null }
  }
}

export const registerContractRoutes = (
  app: FastifyInstance,
  ctx: NodeContext,
  routes: readonly Route[],
): void => {
  const byName = new Map(routes.map((r) => [r.endpoint.name, r]))
  const missing = allEndpoints.filter((e) => !byName.has(e.name) && (e.service ?? 'node') === 'node')
  if (missing.length > 0)
    throw new Error(`mock node: no handler for ${missing.map((e) => e.name).join(', ')}`)
  for (const routeDef of routes) {
    const endpoint = routeDef.endpoint
    // Built once per route, not per request: the plan depends on the endpoint alone.
    const plan = planOf(endpoint)
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      // Not async: a single node answers in the same turn (Fastify sends a returned value at once), and
      // only a devnet node hands Fastify a promise, of the answer once its batch is committed.
      handler: (request, reply) => {
        // No closure for the single node's answer: one less allocation on every request.
        if (!ctx.devnet) return respond(ctx, endpoint, plan, routeDef, request, reply)
        // A refusal is answered after its batch committed too: what it wrote before refusing (a used
        // signature) stands, as on a single node.
        const work = () => respond(ctx, endpoint, plan, routeDef, request, reply)
        return ctx.devnet.run(work).catch(() => ({
          code: NodeCode.unavailable,
          msg: NodeMessage.devnetUnavailable,
          data: null,
        }))
      },
    })
  }
}
