import { defineConfig } from 'vitest/config'

// The packages as a dapp gets them (docs/packages/sdk/README.md): built, checked (publint, attw, the API
// reports, size budgets), packed, installed into a fresh project and run there in Node and in Debian's
// Chromium. The global setup builds once; the files then run one at a time (two cores, one install each).
export default defineConfig({
  test: {
    name: 'package',
    environment: 'node',
    include: ['tests/package/**/*.package.ts'],
    globalSetup: ['tests/package/_util/global-setup.ts'],
    fileParallelism: false,
    // Only a hang is caught here: an install from npm's cache and two sign-ups, each awaited step by step.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
