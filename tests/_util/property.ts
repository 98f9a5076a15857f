/**
 * The one convention for fast-check properties. Each property states how many cases it runs; a starved
 * machine (two cores shared with builds and other suites) may run them several times slower than a quiet
 * one, so fast-check stops generating after PROPERTY_TIME_LIMIT_MS (about ten times the slowest property's
 * quiet time) and keeps the verdict of the cases it ran, and the test itself gets PROPERTY_TIMEOUT_MS, so
 * vitest's 5 s default never cuts a property short. Usage:
 *
 *   it('…', () => { fc.assert(fc.property(…), propertyOptions(1000)) }, PROPERTY_TIMEOUT_MS)
 */
const PROPERTY_TIME_LIMIT_MS = 30_000

/** Room for the property's own limit plus the test's setup and teardown. */
export const PROPERTY_TIMEOUT_MS = PROPERTY_TIME_LIMIT_MS + 15_000

interface PropertyOptions {
  numRuns: number
  interruptAfterTimeLimit: number
}

/** fast-check parameters: `numRuns` cases, interrupted (not failed) after the shared time limit. */
export const propertyOptions = (numRuns: number): PropertyOptions => ({
  numRuns,
  interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS,
})
