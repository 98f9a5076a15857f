import { describe, expect, it } from 'vitest'
import { ErrorCode, errors, HttpError, hasCode, Messages, NodeError, Web3MQError } from './errors'

describe('[P8.3] [P8.4] [P8.5] [P8.6] [P8.7] [P8.8] [P8.9] [P8.10] [P8.11] [P8.12] [P8.13] [P8.14] [P8.15] [P8.16] [P8.17] error catalogue (docs/product.md §5, §8): exact strings', () => {
  it.each([
    [errors.privateKeyMissing(), 'Ed25519PrivateKey not found', ErrorCode.PrivateKeyMissing],
    [errors.messageDecode(), 'This message decode error', ErrorCode.MessageDecode],
    [errors.walletConnectFailed(), 'Failed to connect to wallet', ErrorCode.WalletConnectFailed],
    [errors.signContentMissing(), 'Please create register sign content first!', ErrorCode.SignContentMissing],
    [errors.secretKeyLength(), 'Secret key must have 32 bytes', ErrorCode.SecretKeyLength],
    [errors.walletUserLookup(), 'get wallte user info error', ErrorCode.WalletUserLookup],
    [errors.frameTypeUnsupported(7), 'This type is not supported', ErrorCode.FrameTypeUnsupported],
    [errors.eventInvalidType('x.y'), 'Invalid event type x.y', ErrorCode.EventInvalidType],
    [
      errors.eventCallbackMissing('message.send'),
      'You need to add a callback method to the message.send event',
      ErrorCode.EventCallbackMissing,
    ],
    [
      errors.eventNotRegistered('message.send'),
      'The message.send event was not registered',
      ErrorCode.EventNotRegistered,
    ],
    [errors.callbackRequired(), 'The callback function is required', ErrorCode.CallbackRequired],
    [errors.socketUnsupported(), 'Browser not supported WebSocket', ErrorCode.SocketUnsupported],
    [errors.socketUrlRequired(), 'The url is required!', ErrorCode.SocketUrlRequired],
    [errors.socketSendUninitialised(), 'websocket Initialization failed', ErrorCode.SocketSendUninitialised],
    [errors.socketPingUninitialised(), 'WebSocket is not initialized', ErrorCode.SocketPingUninitialised],
    [errors.socketKeysMissing(), 'GenreateAndSaveKeyPair first', ErrorCode.SocketKeysMissing],
    [errors.storeNotReady(), 'indexDB is not initialized', ErrorCode.StoreNotReady],
    [errors.keysRequired(), 'The PrivateKey and PublicKey is required!', ErrorCode.KeysRequired],
    [errors.optionsRequired(), 'The options is required!', ErrorCode.OptionsRequired],
    [errors.httpAborted(), 'Request aborted', ErrorCode.HttpAborted],
    [errors.httpNetwork(), 'Network Error', ErrorCode.HttpNetwork],
    [errors.httpTimeout(10000), 'timeout of 10000ms exceeded', ErrorCode.HttpTimeout],
    [errors.httpStatus(502), 'Request failed with status code 502', ErrorCode.HttpStatus],
    [errors.httpUnsupportedProtocol(), 'Unsupported protocol', ErrorCode.HttpUnsupportedProtocol],
  ])('%s', (error, message, code) => {
    expect(error).toBeInstanceOf(Web3MQError)
    expect(error.message).toBe(message)
    expect(error.code).toBe(code)
    expect(hasCode(error, code)).toBe(true)
  })

  it('[P7.6] [P8.1] [P8.2] carries the server msg for a non-zero code and the body message for a non-200 status', () => {
    const node = new NodeError(404, 'User not found', { code: 404 })
    expect(node.message).toBe('User not found')
    expect(node.nodeCode).toBe(404)
    const http = errors.httpStatus(500, 'server said no')
    expect(http).toBeInstanceOf(HttpError)
    expect(http.message).toBe('server said no')
    expect(http.status).toBe(500)
    expect(http.retryable).toBe(true)
    expect(errors.httpStatus(400).retryable).toBe(false)
  })

  it('[P4.17] wraps auth failures in a new error with the same message and the cause kept', () => {
    const cause = new NodeError(401, 'Invalid signature')
    const wrapped = errors.authFailed(cause)
    expect(wrapped).not.toBe(cause)
    expect(wrapped.message).toBe('Invalid signature')
    expect(wrapped.cause).toBe(cause)
    expect(wrapped.code).toBe(ErrorCode.AuthFailed)
  })

  it('refuses a signed-in-only action while signed out with its own code and words', () => {
    const error = errors.signedOut()
    expect(error.message).toBe(Messages.signedOut)
    expect(error.message).toBe('Sign in first')
    expect(hasCode(error, ErrorCode.SignedOut)).toBe(true)
  })

  it('marks transport and socket failures retryable, key problems not', () => {
    expect(errors.httpNetwork().retryable).toBe(true)
    expect(errors.socketSendUninitialised().retryable).toBe(true)
    expect(errors.keysRequired().retryable).toBe(false)
    expect(errors.httpUnsupportedProtocol().retryable).toBe(false)
  })

  it('serialises to code and message, never losing the code across a boundary', () => {
    expect(JSON.parse(JSON.stringify(errors.storeNotReady()))).toEqual({
      code: 'STORE.NOT_READY',
      message: Messages.storeNotReady,
    })
  })
})

describe('errors as a caller reads them', () => {
  it('are named by their class, so a log line says which layer failed', () => {
    expect(new Web3MQError(ErrorCode.InvalidInput, 'm').name).toBe('Web3MQError')
    expect(new NodeError(1, 'm').name).toBe('NodeError')
    expect(errors.httpTimeout(5).name).toBe('HttpError')
    expect(errors.frameMalformed('short').name).toBe('FrameError')
  })

  it('keep the node code in detail even without an endpoint, and carry a cause only when given', () => {
    expect(new NodeError(10401, 'no such user').detail).toEqual({ nodeCode: 10401 })
    expect(Object.hasOwn(new Web3MQError(ErrorCode.InvalidInput, 'm'), 'cause')).toBe(false)
    const cause = new Error('root')
    expect(new Web3MQError(ErrorCode.InvalidInput, 'm', { cause }).cause).toBe(cause)
  })

  it('match a code only for a Web3MQError of that very code', () => {
    expect(hasCode(errors.invalidInput('x'), ErrorCode.InvalidInput)).toBe(true)
    expect(hasCode(errors.invalidInput('x'), ErrorCode.NodeError)).toBe(false)
    expect(hasCode({ code: ErrorCode.InvalidInput, message: 'x' }, ErrorCode.InvalidInput)).toBe(false)
  })
})
