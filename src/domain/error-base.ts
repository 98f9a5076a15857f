/**
 * The error catalogue's stable codes and the base error class (docs/product.md §5, §8), apart from the
 * catalogue's rows (`errors.ts`), so code that only names a code or checks an error does not carry every
 * message with it. Callers branch on `code`, never on message text.
 */

export const ErrorCode = {
  // signing and keys
  PrivateKeyMissing: 'SIGNING.PRIVATE_KEY_MISSING',
  UseridEmpty: 'SIGNING.USERID_EMPTY',
  SecretKeyLength: 'KEYS.SECRET_KEY_LENGTH',
  SignContentMissing: 'AUTH.SIGN_CONTENT_MISSING',
  WalletUserLookup: 'AUTH.WALLET_USER_LOOKUP',
  AuthFailed: 'AUTH.FAILED',
  WrongPassword: 'AUTH.WRONG_PASSWORD',
  /** An action that needs a signed-in user, asked for while no one is signed in. */
  SignedOut: 'AUTH.SIGNED_OUT',
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

export interface Web3MQErrorOptions {
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

export const isWeb3MQError = (value: unknown): value is Web3MQError => value instanceof Web3MQError

export const hasCode = (value: unknown, code: ErrorCode): boolean =>
  isWeb3MQError(value) && value.code === code
