/**
 * The Web3MQError `run` throws, for tests that assert a refusal's exact message, code and detail. Anything
 * else thrown is rethrown, and not throwing at all fails the test.
 */
import { Web3MQError } from '../../src/domain/errors'

export const caughtWeb3MQError = (run: () => unknown): Web3MQError => {
  try {
    run()
  } catch (error) {
    if (error instanceof Web3MQError) return error
    throw error
  }
  throw new Error('expected a Web3MQError')
}
