import { defineConfig } from 'vitest/config'

// The suite Stryker runs against each mutant (npm run test:mutation): the domain's own unit tests, which
// must prove its rules alone (no SDK, DOM or node around them), and fast enough to run once per mutant.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/domain/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts', 'node_modules/**'],
    testTimeout: 15_000,
  },
})
