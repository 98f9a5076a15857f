/**
 * The SDK's one way to call a node: validate params against the contract, add userid/timestamp/signature
 * with the session key, send through the HttpTransport port with the two session headers, read the
 * envelope. Timestamps are strictly increasing so two calls in the same millisecond never share a
 * signature (nodes refuse replays).
 */
import { Headers } from '../../domain/config'
import {
  buildRequestAsync,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  readResponse,
} from '../../domain/contract'
import type { Signer } from '../../domain/signing/sign'
import type { Clock, HttpTransport, Logger, Service } from '../../ports'

export interface ApiSession {
  signer: Signer
  /** `did_type:did_value`, sent as the `didkey` header. */
  didKey: string
}

/** The session key's platform signer (WebCrypto where the browser has Ed25519), else its synchronous one. */
const asyncSigner = (signer: Signer) => ({
  userid: signer.userid,
  sign: (content: string): Promise<string> =>
    signer.signAsync ? signer.signAsync(content) : Promise.resolve(signer.sign(content)),
})

export interface NodeApiOptions {
  http: HttpTransport
  clock: Clock
  logger: Logger
  /** The node's origin (the fast URL), or where to read it at each call when the client can move (sdk/discovery/route.ts). */
  baseUrl: string | (() => string)
  /** The Telegram bind service's origin; defaults to the node. */
  bindServiceUrl?: string
  /** Send `api-version: 2` (Flutter/iOS list shapes). The JS SDK does not. */
  apiVersion2?: boolean
}

export class NodeApi {
  private session: ApiSession | undefined
  private lastTimestamp = 0

  constructor(private readonly options: NodeApiOptions) {}

  get baseUrl(): string {
    const { baseUrl } = this.options
    return typeof baseUrl === 'string' ? baseUrl : baseUrl()
  }

  get userid(): string | undefined {
    return this.session?.signer.userid
  }

  setSession(session: ApiSession | undefined): void {
    this.session = session
  }

  /** Milliseconds, never equal to or below the previous value handed out. */
  timestamp(): number {
    this.lastTimestamp = Math.max(this.options.clock.now(), this.lastTimestamp + 1)
    return this.lastTimestamp
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      // The JS SDK sends an empty key before login; nodes read it only on signed calls.
      [Headers.requestPubkey]: this.session?.signer.publicKeyHex ?? '',
      [Headers.didKey]: this.session?.didKey ?? '',
    }
    if (this.options.apiVersion2) headers[Headers.apiVersion] = '2'
    return headers
  }

  private urlFor(service: Service | undefined): string {
    return service === 'bindService' ? (this.options.bindServiceUrl ?? this.baseUrl) : this.baseUrl
  }

  async call<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): Promise<DataOf<E>> {
    const request = await buildRequestAsync(endpoint, params, {
      ...(this.session ? { signer: asyncSigner(this.session.signer) } : {}),
      timestamp: this.timestamp(),
    })
    const body = await this.options.http.send({
      baseUrl: this.urlFor(endpoint.service),
      request,
      headers: this.headers(),
    })
    this.options.logger.debug(`${endpoint.method} ${endpoint.path}`, body)
    return readResponse(endpoint, body)
  }
}
