/**
 * The error catalogue of the product spec (§5, §8) as typed errors with stable codes.
 *
 * The `message` of each error is the user-visible contract and is reproduced character for character
 * (typos included: "wallte", "Genreate"). Callers branch on `code`, never on message text, because a
 * message may be rendered, translated or wrapped while the code stays the same.
 */

import { ErrorCode, Web3MQError, type Web3MQErrorOptions } from './error-base'
import { walletErrors, walletMessages } from './errors-wallet'

export { ErrorCode, hasCode, isWeb3MQError, Web3MQError } from './error-base'

/** The exact user-visible strings of the catalogue. Functions take the placeholder of the spec's row. */
export const Messages = {
  privateKeyMissing: 'Ed25519PrivateKey not found',
  useridEmpty: 'The userid is required',
  secretKeyLength: 'Secret key must have 32 bytes',
  signContentMissing: 'Please create register sign content first!',
  walletUserLookup: 'get wallte user info error',
  ...walletMessages,
  messageDecode: 'This message decode error',
  frameTypeUnsupported: 'This type is not supported',
  eventInvalidType: (type: string) => `Invalid event type ${type}`,
  eventCallbackMissing: (type: string) => `You need to add a callback method to the ${type} event`,
  eventNotRegistered: (type: string) => `The ${type} event was not registered`,
  callbackRequired: 'The callback function is required',
  socketUnsupported: 'Browser not supported WebSocket',
  socketUrlRequired: 'The url is required!',
  socketSendUninitialised: 'websocket Initialization failed',
  socketPingUninitialised: 'WebSocket is not initialized',
  socketKeysMissing: 'GenreateAndSaveKeyPair first',
  storeNotReady: 'indexDB is not initialized',
  keysRequired: 'The PrivateKey and PublicKey is required!',
  optionsRequired: 'The options is required!',
  httpAborted: 'Request aborted',
  httpNetwork: 'Network Error',
  httpTimeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  httpStatus: (status: number) => `Request failed with status code ${status}`,
  httpUnsupportedProtocol: 'Unsupported protocol',
} as const

/** Which endpoint refused, and which of its declared refusals (domain/contract/refusals.ts) the answer is. */
export interface RefusalOrigin {
  endpoint: string
  /** Undefined when the endpoint declares no refusal with the node's code. */
  refusal: string | undefined
}

/**
 * A non-zero envelope code from a node: the message is the server's `msg`, the node's code is kept, and
 * `readResponse` adds the endpoint and the declared refusal it matched (in `detail`, so they survive JSON).
 */
export class NodeError extends Web3MQError {
  override name = 'NodeError'
  readonly nodeCode: number
  readonly body: unknown

  constructor(nodeCode: number, msg: string, body?: unknown, origin?: RefusalOrigin) {
    super(ErrorCode.NodeError, msg, { detail: origin ? { nodeCode, ...origin } : { nodeCode } })
    this.nodeCode = nodeCode
    this.body = body
  }
}

/** Failures of the HTTP layer itself (no envelope to read, or a non-200 status). */
export class HttpError extends Web3MQError {
  override name = 'HttpError'
  readonly status: number | undefined

  constructor(code: ErrorCode, message: string, status?: number, options: Web3MQErrorOptions = {}) {
    super(code, message, { retryable: code !== ErrorCode.HttpUnsupportedProtocol, ...options })
    this.status = status
  }
}

/** Truncated, malformed or unknown socket frames. Decoding never crashes; it returns or throws this. */
export class FrameError extends Web3MQError {
  override name = 'FrameError'
}

/** Constructors for each catalogue row, so no call site spells a message twice. */
export const errors = {
  privateKeyMissing: () => new Web3MQError(ErrorCode.PrivateKeyMissing, Messages.privateKeyMissing),
  useridEmpty: () => new Web3MQError(ErrorCode.UseridEmpty, Messages.useridEmpty),
  secretKeyLength: () => new Web3MQError(ErrorCode.SecretKeyLength, Messages.secretKeyLength),
  signContentMissing: () => new Web3MQError(ErrorCode.SignContentMissing, Messages.signContentMissing),
  walletUserLookup: (cause?: unknown) =>
    new Web3MQError(ErrorCode.WalletUserLookup, Messages.walletUserLookup, { cause, retryable: true }),
  ...walletErrors,
  messageDecode: (detail?: Record<string, unknown>) =>
    new Web3MQError(ErrorCode.MessageDecode, Messages.messageDecode, detail ? { detail } : {}),
  frameTypeUnsupported: (type: number) =>
    new FrameError(ErrorCode.FrameTypeUnsupported, Messages.frameTypeUnsupported, { detail: { type } }),
  frameMalformed: (reason: string, cause?: unknown) =>
    new FrameError(ErrorCode.FrameMalformed, `Malformed frame: ${reason}`, { cause, detail: { reason } }),
  eventInvalidType: (type: string) =>
    new Web3MQError(ErrorCode.EventInvalidType, Messages.eventInvalidType(type)),
  eventCallbackMissing: (type: string) =>
    new Web3MQError(ErrorCode.EventCallbackMissing, Messages.eventCallbackMissing(type)),
  eventNotRegistered: (type: string) =>
    new Web3MQError(ErrorCode.EventNotRegistered, Messages.eventNotRegistered(type)),
  callbackRequired: () => new Web3MQError(ErrorCode.CallbackRequired, Messages.callbackRequired),
  socketUnsupported: () => new Web3MQError(ErrorCode.SocketUnsupported, Messages.socketUnsupported),
  socketUrlRequired: () => new Web3MQError(ErrorCode.SocketUrlRequired, Messages.socketUrlRequired),
  socketSendUninitialised: () =>
    new Web3MQError(ErrorCode.SocketSendUninitialised, Messages.socketSendUninitialised, { retryable: true }),
  socketPingUninitialised: () =>
    new Web3MQError(ErrorCode.SocketPingUninitialised, Messages.socketPingUninitialised, { retryable: true }),
  socketKeysMissing: () => new Web3MQError(ErrorCode.SocketKeysMissing, Messages.socketKeysMissing),
  storeNotReady: () => new Web3MQError(ErrorCode.StoreNotReady, Messages.storeNotReady, { retryable: true }),
  keysRequired: () => new Web3MQError(ErrorCode.KeysRequired, Messages.keysRequired),
  optionsRequired: () => new Web3MQError(ErrorCode.OptionsRequired, Messages.optionsRequired),
  httpAborted: (cause?: unknown) =>
    new HttpError(ErrorCode.HttpAborted, Messages.httpAborted, undefined, { cause }),
  httpNetwork: (cause?: unknown) =>
    new HttpError(ErrorCode.HttpNetwork, Messages.httpNetwork, undefined, { cause }),
  httpTimeout: (ms: number) => new HttpError(ErrorCode.HttpTimeout, Messages.httpTimeout(ms)),
  httpStatus: (status: number, serverMessage?: string) =>
    new HttpError(ErrorCode.HttpStatus, serverMessage || Messages.httpStatus(status), status, {
      retryable: status >= 500 || status === 429,
    }),
  httpUnsupportedProtocol: () =>
    new HttpError(ErrorCode.HttpUnsupportedProtocol, Messages.httpUnsupportedProtocol),
  /** Register, reset and login wrap the underlying message in a new error (docs/product.md §4). */
  authFailed: (cause: unknown) =>
    new Web3MQError(ErrorCode.AuthFailed, cause instanceof Error ? cause.message : String(cause), { cause }),
  invalidInput: (message: string, detail?: Record<string, unknown>) =>
    new Web3MQError(ErrorCode.InvalidInput, message, detail ? { detail } : {}),
} as const
