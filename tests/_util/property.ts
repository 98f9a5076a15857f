/**
 * The one convention for fast-check properties. Each property states how many cases it runs, and all of
 * them must run: a property that has not finished its cases after PROPERTY_TIME_LIMIT_MS (about ten times
 * the slowest property's quiet time, room for a starved two-core machine) fails, saying how many it ran,
 * rather than passing on the cases it reached. The test itself gets PROPERTY_TIMEOUT_MS, so vitest's
 * timeout never cuts a property short before fast-check can say so. Usage:
 *
 *   it('…', () => { fc.assert(fc.property(…), propertyOptions(1000)) }, PROPERTY_TIMEOUT_MS)
 */
const PROPERTY_TIME_LIMIT_MS = 30_000

/** Room for the property's own limit plus the test's setup and teardown. */
export const PROPERTY_TIMEOUT_MS = PROPERTY_TIME_LIMIT_MS + 15_000

interface PropertyOptions {
  numRuns: number
  interruptAfterTimeLimit: number
  markInterruptAsFailure: true
}

/** fast-check parameters: `numRuns` cases; a run cut short by the shared time limit is a failure. */
export const propertyOptions = (numRuns: number): PropertyOptions => ({
  numRuns,
  interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS,
  markInterruptAsFailure: true,
})
