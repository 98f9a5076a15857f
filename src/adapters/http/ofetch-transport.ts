/**
 * HttpTransport over ofetch: JSON UTF-8, a 10000 ms timeout, and the HTTP-layer errors of docs/product.md §8 with
 * their exact messages. The envelope itself is read by the SDK (domain/contract readResponse).
 */
import { createFetch, FetchError } from 'ofetch'
import { REQUEST_TIMEOUT_MS } from '../../domain/config'
import { errors, type HttpError } from '../../domain/errors'
import type { HttpCall, HttpTransport } from '../../ports'

interface OfetchTransportOptions {
  timeoutMs?: number
  /** The fetch implementation (the browser's, or a test's). */
  fetch?: typeof globalThis.fetch
}

const messageOf = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  const message = record.message ?? record.msg
  return typeof message === 'string' && message ? message : undefined
}

/** Maps what fetch/ofetch threw to one of the catalogue's transport errors. */
export const toHttpError = (error: unknown, timeoutMs: number): HttpError => {
  const cause = error instanceof FetchError ? (error.cause ?? error) : error
  const name = (cause as { name?: string } | undefined)?.name
  if (name === 'TimeoutError') return errors.httpTimeout(timeoutMs)
  if (name === 'AbortError') return errors.httpAborted(cause)
  if (error instanceof FetchError && error.response) {
    return errors.httpStatus(error.response.status, messageOf(error.data))
  }
  return errors.httpNetwork(cause)
}

export const createOfetchTransport = (options: OfetchTransportOptions = {}): HttpTransport => {
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const client = createFetch({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    defaults: { timeout, retry: 0 },
  })
  return {
    async send({ baseUrl, request, headers, signal }: HttpCall): Promise<unknown> {
      if (!/^https?:\/\//i.test(baseUrl)) throw errors.httpUnsupportedProtocol()
      try {
        const response = await client.raw(request.path, {
          baseURL: baseUrl,
          method: request.method,
          headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
          ...(request.query ? { query: request.query } : {}),
          ...(request.body ? { body: request.body } : {}),
          responseType: 'json',
          ...(signal ? { signal } : {}),
        })
        // docs/product.md §7: only HTTP 200 carries an envelope; anything else is an error with the body's message.
        if (response.status !== 200) throw errors.httpStatus(response.status, messageOf(response._data))
        return response._data
      } catch (error) {
        if ((error as { name?: string }).name === 'HttpError') throw error
        throw toHttpError(error, timeout)
      }
    },
  }
}
