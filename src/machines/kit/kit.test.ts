import { describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { ErrorCode, errors } from '../../domain/errors'
import { MachineCode, missing, promiseActors, toUiError, type UiErrorFallback } from '.'

describe('missing', () => {
  it('names the machine and the actor that were not provided', async () => {
    await expect(missing('authMachine', 'lookupUser')()).rejects.toThrow(
      'authMachine needs lookupUser from machine.provide()',
    )
  })
})

describe('promiseActors', () => {
  it('runs each request with its input, telling onCall the name and input first', async () => {
    const heard: [string, unknown][] = []
    const actors = promiseActors(
      {
        double: async (input: { n: number }) => input.n * 2,
        fail: async (_input: string): Promise<void> => {
          throw new Error('refused')
        },
      },
      (name, input) => heard.push([name, input]),
    )
    expect(await toPromise(createActor(actors.double, { input: { n: 21 } }).start())).toBe(42)
    await expect(toPromise(createActor(actors.fail, { input: 'x' }).start())).rejects.toThrow('refused')
    expect(heard).toEqual([
      ['double', { n: 21 }],
      ['fail', 'x'],
    ])
  })
})

describe('toUiError', () => {
  const fallback: UiErrorFallback = { code: 'PROFILE.FAILED', message: 'Something failed' }

  it('keeps a catalogue error code and its exact message', () => {
    expect(toUiError(errors.walletRejected(), fallback)).toEqual({
      code: ErrorCode.WalletRejected,
      message: 'The wallet declined the request',
    })
  })

  it('keeps the code of a signed-out refusal, so a view can tell it from a failure', () => {
    expect(toUiError(errors.signedOut(), fallback)).toEqual({
      code: ErrorCode.SignedOut,
      message: 'Sign in first',
    })
  })

  it('spells every machine code as the catalogue spells its own (AREA.WHAT)', () => {
    const spelling = /^[A-Z]+\.[A-Z_]+$/
    for (const code of [...Object.values(MachineCode), ...Object.values(ErrorCode)])
      expect(code).toMatch(spelling)
  })

  it('gives other errors the fallback code and their own text', () => {
    expect(toUiError(new Error('boom'), fallback)).toEqual({ code: 'PROFILE.FAILED', message: 'boom' })
  })

  it('shows the fallback text when the error has none', () => {
    expect(toUiError(new Error('  '), fallback)).toEqual(fallback)
    expect(toUiError('plain', fallback)).toEqual(fallback)
  })

  it("uses an error's message, or the fallback when it has none (moved from subscription-lists)", () => {
    expect(toUiError(new Error('boom'), fallback).message).toBe('boom')
    expect(toUiError(new Error(' '), fallback).message).toBe('Something failed')
    expect(toUiError('text', fallback).message).toBe('Something failed')
  })

  it('shows the value itself when there is no fallback text', () => {
    expect(toUiError('plain', { code: 'PROFILE.FAILED' })).toEqual({
      code: 'PROFILE.FAILED',
      message: 'plain',
    })
  })
})

describe('toUiError in plain words', () => {
  const fallback: UiErrorFallback = { code: 'PROFILE.FAILED' }

  it('turns a contract refusal into a sentence naming the field and its limit, keeping the code', () => {
    const refusal = errors.invalidInput(
      'Invalid topic.create request: topic_name: Too big: expected string to have <=100 characters',
    )
    expect(toUiError(refusal, fallback)).toEqual({
      code: ErrorCode.InvalidInput,
      message: 'The topic name can be at most 100 characters. Change it and try again.',
    })
  })

  it("words the node's own schema refusal the same way", () => {
    const node = new Error('Invalid request: bind_value: Invalid input; dapp_id: Too small: expected >=1')
    expect(toUiError(node, fallback).message).toBe(
      'The Telegram id is not in a form the network accepts. The dapp id cannot be empty. Change it and try again.',
    )
  })

  it('leaves catalogue strings and other node messages exactly as written', () => {
    expect(toUiError(new Error('Topic not found'), fallback).message).toBe('Topic not found')
    expect(toUiError(errors.walletUserLookup(), fallback).message).toBe('get wallte user info error')
  })
})
