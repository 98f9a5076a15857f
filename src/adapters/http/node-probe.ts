/**
 * NodeProbe over fetch: `HEAD {endpoint}/api/ping/`, timed by the client's clock (docs/protocol.md §8
 * discovery). The headers it reads are exposed by nodes through CORS, so a browser can see them.
 */
import { REQUEST_TIMEOUT_MS } from '../../domain/config'
import { errors } from '../../domain/errors'
import type { NodeProbe, PingResult } from '../../ports'
import { toHttpError } from './ofetch-transport'

interface FetchNodeProbeOptions {
  /** The fetch implementation (the browser's, or a test's). */
  fetch?: typeof globalThis.fetch
  /** Milliseconds on a monotonic clock; default performance.now. */
  now?: () => number
  timeoutMs?: number
}

const PING_PATH = '/api/ping/'

/** `{ [field]: header value }`, or nothing when the node did not send that header. */
const headerField = <K extends string>(response: Response, header: string, field: K) => {
  const value = response.headers.get(header)
  return (value === null ? {} : { [field]: value }) as Partial<Record<K, string>>
}

/**
 * Creates a NodeProbe. `ping(endpoint)` resolves with the measured round trip and the `date`, `nodeid`
 * and `server-rate` headers when present; it rejects with the HTTP-layer errors of HttpTransport
 * ("Network Error", "timeout of 10000ms exceeded", "Request failed with status code N",
 * "Unsupported protocol") when the node does not answer with a 2xx status.
 */
export const createFetchNodeProbe = (options: FetchNodeProbeOptions = {}): NodeProbe => {
  const fetchImpl = options.fetch ?? globalThis.fetch
  const now = options.now ?? (() => performance.now())
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  return {
    async ping(endpoint: string): Promise<PingResult> {
      if (!/^https?:\/\//i.test(endpoint)) throw errors.httpUnsupportedProtocol()
      const url = `${endpoint.replace(/\/+$/, '')}${PING_PATH}`
      const started = now()
      let response: Response
      try {
        response = await fetchImpl(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) })
      } catch (error) {
        throw toHttpError(error, timeoutMs)
      }
      const roundTripMs = now() - started
      if (!response.ok) throw errors.httpStatus(response.status)
      return {
        endpoint,
        roundTripMs,
        ...headerField(response, 'date', 'date'),
        ...headerField(response, 'nodeid', 'nodeId'),
        ...headerField(response, 'server-rate', 'serverRate'),
      }
    },
  }
}
