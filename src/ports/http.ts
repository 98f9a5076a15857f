import type { BuiltRequest } from '../domain/contract'

/** Which server a request goes to: the Web3MQ node, or the Telegram bind service (docs/protocol.md §9.5). */
export type Service = 'node' | 'bindService'

export interface HttpCall {
  /** Origin of the server, e.g. `https://testnet-us-west-1-1.web3mq.com`. */
  baseUrl: string
  request: BuiltRequest
  headers: Readonly<Record<string, string>>
  /** Aborting rejects the call with "Request aborted". */
  signal?: AbortSignal
}

/**
 * Sends one JSON request and resolves with the parsed response body (the `{code,msg,data}` envelope,
 * unread). Guarantees: a 10000 ms timeout; UTF-8 JSON. Rejects with an HttpError whose message is one of
 * "Request aborted", "Network Error", "timeout of 10000ms exceeded", "Unsupported protocol", or, for an
 * HTTP status other than 200, the body's message (else "Request failed with status code N").
 */
export interface HttpTransport {
  send(call: HttpCall): Promise<unknown>
}

export interface PingResult {
  endpoint: string
  /** Measured round trip in ms, from the client's clock. */
  roundTripMs: number
  /** The response's `date`, `nodeid` and `server-rate` headers when present. */
  date?: string
  nodeId?: string
  serverRate?: string
}

/**
 * Discovery probes: `HEAD {endpoint}/api/ping/` timed by the client's clock. Rejects like HttpTransport
 * when the node does not answer; the caller logs and skips it.
 */
export interface NodeProbe {
  ping(endpoint: string): Promise<PingResult>
}
