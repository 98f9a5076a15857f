/**
 * The error catalogue of the product spec (§5, §8) as typed errors with stable codes.
 *
 * The `message` of each error is the user-visible contract and is reproduced character for character
 * (typos included: "wallte", "Genreate"). Callers branch on `code`, never on message text, because a
 * message may be rendered, translated or wrapped while the code stays the same.
 */

export const ErrorCode = {
  // signing and keys
  PrivateKeyMissing: 'SIGNING.PRIVATE_KEY_MISSING',
  UserAgentEmpty: 'SIGNING.USER_AGENT_EMPTY',
  SecretKeyLength: 'KEYS.SECRET_KEY_LENGTH',
  SignContentMissing: 'AUTH.SIGN_CONTENT_MISSING',
  WalletUserLookup: 'AUTH.WALLET_USER_LOOKUP',
  AuthFailed: 'AUTH.FAILED',
  WrongPassword: 'AUTH.WRONG_PASSWORD',
  // wallets
  WalletConnectFailed: 'WALLET.CONNECT_FAILED',
  WalletRejected: 'WALLET.REJECTED',
  // messages and frames
  MessageDecode: 'MESSAGE.DECODE',
  FrameTypeUnsupported: 'FRAME.TYPE_UNSUPPORTED',
  FrameMalformed: 'FRAME.MALFORMED',
  // events
  EventInvalidType: 'EVENT.INVALID_TYPE',
  EventCallbackMissing: 'EVENT.CALLBACK_MISSING',
  EventNotRegistered: 'EVENT.NOT_REGISTERED',
  CallbackRequired: 'EVENT.CALLBACK_REQUIRED',
  // socket
  SocketUnsupported: 'SOCKET.UNSUPPORTED',
  SocketUrlRequired: 'SOCKET.URL_REQUIRED',
  SocketSendUninitialised: 'SOCKET.SEND_UNINITIALISED',
  SocketPingUninitialised: 'SOCKET.PING_UNINITIALISED',
  SocketKeysMissing: 'SOCKET.KEYS_MISSING',
  SocketClosed: 'SOCKET.CLOSED',
  // local store
  StoreNotReady: 'STORE.NOT_READY',
  // client construction
  KeysRequired: 'CLIENT.KEYS_REQUIRED',
  OptionsRequired: 'CLIENT.OPTIONS_REQUIRED',
  // bridge
  BridgeDecrypt: 'BRIDGE.DECRYPT',
  DeepLinkInvalid: 'BRIDGE.DEEP_LINK_INVALID',
  // transport (HTTP layer) and the node's envelope
  NodeError: 'NODE.ERROR',
  HttpStatus: 'HTTP.STATUS',
  HttpAborted: 'HTTP.ABORTED',
  HttpNetwork: 'HTTP.NETWORK',
  HttpTimeout: 'HTTP.TIMEOUT',
  HttpUnsupportedProtocol: 'HTTP.UNSUPPORTED_PROTOCOL',
  InvalidInput: 'INPUT.INVALID',
} as const

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** The exact user-visible strings of the catalogue. Functions take the placeholder of the spec's row. */
export const Messages = {
  privateKeyMissing: 'Ed25519PrivateKey not found',
  userAgentEmpty: 'The user agent is required',
  secretKeyLength: 'Secret key must have 32 bytes',
  signContentMissing: 'Please create register sign content first!',
  walletUserLookup: 'get wallte user info error',
  walletConnectFailed: 'Failed to connect to wallet',
  walletRejected: 'The wallet declined the request',
  wrongPassword: 'That password does not match this wallet. Try again, or reset your password.',
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

interface Web3MQErrorOptions {
  cause?: unknown
  /** Whether repeating the same operation later may succeed (network blips, a closed socket). */
  retryable?: boolean
  /** Structured context for logs and tests; never shown to a user as is. */
  detail?: Record<string, unknown>
}

/** Base of every expected failure. `code` is stable across releases and process boundaries. */
export class Web3MQError extends Error {
  override name = 'Web3MQError'
  readonly code: ErrorCode
  readonly retryable: boolean
  readonly detail: Record<string, unknown> | undefined

  constructor(code: ErrorCode, message: string, options: Web3MQErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.retryable = options.retryable ?? false
    this.detail = options.detail
  }

  toJSON(): { code: ErrorCode; message: string; detail?: Record<string, unknown> } {
    return this.detail
      ? { code: this.code, message: this.message, detail: this.detail }
      : { code: this.code, message: this.message }
  }
}

/** A non-zero envelope code from a node: the message is the server's `msg`, the node's code is kept. */
export class NodeError extends Web3MQError {
  override name = 'NodeError'
  readonly nodeCode: number
  readonly body: unknown

  constructor(nodeCode: number, msg: string, body?: unknown) {
    super(ErrorCode.NodeError, msg, { detail: { nodeCode } })
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

export const isWeb3MQError = (value: unknown): value is Web3MQError => value instanceof Web3MQError

export const hasCode = (value: unknown, code: ErrorCode): boolean =>
  isWeb3MQError(value) && value.code === code

/** Constructors for each catalogue row, so no call site spells a message twice. */
export const errors = {
  privateKeyMissing: () => new Web3MQError(ErrorCode.PrivateKeyMissing, Messages.privateKeyMissing),
  userAgentEmpty: () => new Web3MQError(ErrorCode.UserAgentEmpty, Messages.userAgentEmpty),
  secretKeyLength: () => new Web3MQError(ErrorCode.SecretKeyLength, Messages.secretKeyLength),
  signContentMissing: () => new Web3MQError(ErrorCode.SignContentMissing, Messages.signContentMissing),
  walletUserLookup: (cause?: unknown) =>
    new Web3MQError(ErrorCode.WalletUserLookup, Messages.walletUserLookup, { cause, retryable: true }),
  walletConnectFailed: (cause?: unknown) =>
    new Web3MQError(ErrorCode.WalletConnectFailed, Messages.walletConnectFailed, { cause }),
  walletRejected: (cause?: unknown) =>
    new Web3MQError(ErrorCode.WalletRejected, Messages.walletRejected, { cause }),
  wrongPassword: () => new Web3MQError(ErrorCode.WrongPassword, Messages.wrongPassword),
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
