/**
 * The SDK's HttpTransport port over node:https, trusting only the test node's certificate (the stage's `ca`),
 * so this project's client can share the TLS node with the official SDK. Same guarantees as the app's ofetch
 * transport: JSON UTF-8, a 10000 ms timeout, only HTTP 200 carries an envelope, and the transport errors of
 * docs/product.md §8 with their exact messages.
 */
import { request } from 'node:https'
import { REQUEST_TIMEOUT_MS } from '#domain/config'
import { errors } from '#domain/errors'
import type { HttpCall, HttpTransport } from '../../src/ports'

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const messageOf = (body: unknown): string | undefined => {
  if (!body || typeof body !== 'object') return undefined
  const { message, msg } = body as Record<string, unknown>
  const text = message ?? msg
  return typeof text === 'string' && text ? text : undefined
}

const urlOf = ({ baseUrl, request: built }: HttpCall): URL => {
  const url = new URL(built.path, baseUrl)
  for (const [key, value] of Object.entries(built.query ?? {})) url.searchParams.set(key, String(value))
  return url
}

export const createHttpsTransport = (ca: string, timeoutMs = REQUEST_TIMEOUT_MS): HttpTransport => ({
  send: (call) =>
    new Promise((resolve, reject) => {
      if (!/^https:\/\//i.test(call.baseUrl)) {
        reject(errors.httpUnsupportedProtocol())
        return
      }
      const body = call.request.body ? JSON.stringify(call.request.body) : undefined
      const req = request(urlOf(call), {
        method: call.request.method,
        ca,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json;charset=UTF-8', ...call.headers },
        ...(call.signal ? { signal: call.signal } : {}),
      })
      req.on('response', (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', (cause) => reject(errors.httpNetwork(cause)))
        res.on('end', () => {
          const parsed = parse(Buffer.concat(chunks).toString('utf8'))
          if (res.statusCode === 200) resolve(parsed)
          else reject(errors.httpStatus(res.statusCode ?? 0, messageOf(parsed)))
        })
      })
      req.on('timeout', () => req.destroy(errors.httpTimeout(timeoutMs)))
      req.on('error', (cause) => {
        if ((cause as { name?: string }).name === 'HttpError') reject(cause)
        else if ((cause as { name?: string }).name === 'AbortError') reject(errors.httpAborted(cause))
        else reject(errors.httpNetwork(cause))
      })
      req.end(body)
    }),
})
