import type { BenchSuite } from '../harness'

/** Every suite `npm run bench` knows, in the order it prints them. Each helper module adds its own. */
export const suites: BenchSuite[] = []
