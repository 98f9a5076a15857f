/**
 * The one in-memory node for SDK unit tests. It implements the SDK's HttpTransport port and answers
 * the contract's endpoint objects (never route strings): a test writes `node.answer(endpoint, handler)`,
 * typed by the endpoint's params and response. Every answer is checked against the endpoint's response
 * schema before it leaves, so a fake cannot drift from the contract; every request is recorded.
 */
import type * as z from 'zod/mini'
import {
  type BuiltRequest,
  type DataEndpoint,
  type Endpoint,
  fail,
  type ListEndpoint,
  type ListPage,
  NodeCode,
  NodeMessage,
  type ObjectSchema,
  ok,
  requestSchema,
  writeList,
} from '#domain/contract'
import type { HttpCall, HttpTransport } from '../../src/ports'

/** What a handler returns: the endpoint's `data` as it travels, or for a list its items (and total). */
type AnswerOf<E> =
  E extends DataEndpoint<ObjectSchema, infer D>
    ? z.input<D>
    : E extends ListEndpoint<ObjectSchema, infer I>
      ? ListPage<z.input<I>> | readonly z.input<I>[]
      : never

/** The request fields a handler reads: the endpoint's params (parsed as a node would) and the auth fields. */
type FieldsOf<E> = (E extends { params: infer P extends ObjectSchema } ? z.output<P> : never) &
  Record<string, unknown>

/** One recorded request: the built request's parts at the top for short assertions, and the whole call. */
interface NodeCall extends BuiltRequest {
  /** The endpoint the request matched; undefined for a route the contract does not know. */
  endpoint: Endpoint | undefined
  request: BuiltRequest
  baseUrl: string
  headers: Readonly<Record<string, string>>
  /** The fields exactly as sent: the query of a GET (strings), the body of a POST. */
  fields: Record<string, unknown>
}

type Handler<E extends Endpoint> = (fields: FieldsOf<E>, call: NodeCall) => AnswerOf<E>

/** Thrown by a handler to answer with a non-zero envelope code, as a node refusing a request does. */
class NodeRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** An answer that does not fit the contract: the test's fake is wrong, not the SDK. */
export class ContractDrift extends Error {}

const issues = (error: z.core.$ZodError): string =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')

const keyOf = (method: string, path: string): string => `${method} ${path}`

export class MemoryNode implements HttpTransport {
  readonly calls: NodeCall[] = []
  private readonly endpoints = new Map<string, Endpoint>()
  private readonly handlers = new Map<Endpoint, Handler<Endpoint>>()
  private readonly broken = new Map<Endpoint, (call: NodeCall) => unknown>()

  /** Answers every call of `endpoint` with `handler` (replacing an earlier one). */
  answer<E extends Endpoint>(endpoint: E, handler: Handler<E>): this {
    this.endpoints.set(keyOf(endpoint.method, endpoint.path), endpoint)
    this.handlers.set(endpoint, handler as unknown as Handler<Endpoint>)
    return this
  }

  /** Answers every call of `endpoint` with the error envelope `{code, msg}`. */
  refuse(endpoint: Endpoint, code: number, msg: string): this {
    return this.answer(endpoint, () => {
      throw new NodeRefusal(code, msg)
    })
  }

  /**
   * Answers `endpoint` with a whole response body that is never checked: only for tests of how the SDK
   * copes with a node that breaks the contract (a malformed list, a body that is not an envelope).
   */
  breakContract(endpoint: Endpoint, body: (call: NodeCall) => unknown): this {
    this.endpoints.set(keyOf(endpoint.method, endpoint.path), endpoint)
    this.broken.set(endpoint, body)
    return this
  }

  /** The recorded calls of one endpoint. */
  callsTo(endpoint: Endpoint): NodeCall[] {
    return this.calls.filter((c) => c.method === endpoint.method && c.path === endpoint.path)
  }

  async send(call: HttpCall): Promise<unknown> {
    const { method, path } = call.request
    const endpoint = this.endpoints.get(keyOf(method, path))
    const fields = { ...(method === 'GET' ? call.request.query : call.request.body) }
    const recorded: NodeCall = {
      ...call.request,
      endpoint,
      request: call.request,
      baseUrl: call.baseUrl,
      headers: call.headers,
      fields,
    }
    this.calls.push(recorded)
    const brokenBody = endpoint && this.broken.get(endpoint)
    if (brokenBody) return brokenBody(recorded)
    const handler = endpoint && this.handlers.get(endpoint)
    if (!endpoint || !handler) return fail(NodeCode.notFound, NodeMessage.routeNotFound)
    const parsed = requestSchema(endpoint).safeParse(fields)
    if (!parsed.success) return fail(NodeCode.badRequest, `Invalid request: ${issues(parsed.error)}`)
    return this.reply(endpoint, () => handler({ ...fields, ...parsed.data }, recorded), call.headers)
  }

  /** Runs the handler: a refusal becomes its envelope, any other throw fails the transport. */
  private reply(endpoint: Endpoint, run: () => unknown, headers: Readonly<Record<string, string>>): unknown {
    let answer: unknown
    try {
      answer = run()
    } catch (error) {
      if (error instanceof NodeRefusal) return fail(error.code, error.message)
      throw error
    }
    return ok(endpoint.list ? listData(endpoint, answer, headers) : checked(endpoint.data, answer, endpoint))
  }
}

const checked = (schema: z.ZodMiniType, value: unknown, endpoint: Endpoint): unknown => {
  const parsed = schema.safeParse(value)
  if (!parsed.success)
    throw new ContractDrift(`${endpoint.name} answered off-contract: ${issues(parsed.error)}`)
  return value
}

/** Writes a list in the shape the client asked for, after checking every item. */
const listData = (
  endpoint: ListEndpoint<ObjectSchema, z.ZodMiniType>,
  answer: unknown,
  headers: Readonly<Record<string, string>>,
): unknown => {
  const page = Array.isArray(answer)
    ? { items: answer as unknown[], total: answer.length }
    : (answer as ListPage<unknown>)
  const items = page.items.map((item) => checked(endpoint.item, item, endpoint))
  return writeList(endpoint.list, items, page.total, headers['api-version'])
}
