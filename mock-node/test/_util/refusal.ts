/** The one way the node's tests assert a refusal: the envelope's code and its exact words. */
import { expect } from 'vitest'

/**
 * Asserts that the node refused with `code` and exactly `msg`, and answered no data. `answer` is the
 * envelope itself, a call that resolves to one (a raw send, `inject().json()`), or a contract call, which
 * rejects with the NodeError it makes of one.
 */
export const expectRefusal = async (answer: unknown, code: number, msg: string): Promise<void> => {
  let body: unknown
  try {
    body = await answer
  } catch (error) {
    expect(error).toMatchObject({ name: 'NodeError', nodeCode: code, message: msg })
    return
  }
  expect(body).toEqual({ code, msg, data: null })
}
