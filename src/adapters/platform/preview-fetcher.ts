/** PreviewFetcher over fetch: the HTML of a linked page for a link preview. */
import { REQUEST_TIMEOUT_MS } from '../../domain/config'
import { errors } from '../../domain/errors'
import type { PreviewFetcher } from '../../ports'
import { toHttpError } from '../http/ofetch-transport'

/**
 * Creates a PreviewFetcher: GET `url`, resolve with the body as text. Rejects with an HttpError on a
 * non-2xx status ("Request failed with status code N"), a network failure ("Network Error"), a
 * timeout ("timeout of 10000ms exceeded" by default) or a non-http(s) url ("Unsupported protocol").
 */
export const createFetchPreviewFetcher = (
  fetchImpl: typeof globalThis.fetch = globalThis.fetch,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): PreviewFetcher => ({
  async fetchHtml(url: string): Promise<string> {
    if (!/^https?:\/\//i.test(url)) throw errors.httpUnsupportedProtocol()
    let response: Response
    try {
      // No custom headers: a plain GET is a "simple" request, so browsers send no CORS preflight.
      response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw toHttpError(error, timeoutMs)
    }
    if (!response.ok) throw errors.httpStatus(response.status)
    try {
      return await response.text()
    } catch (error) {
      throw toHttpError(error, timeoutMs)
    }
  },
})
