import { defineConfig } from 'vitest/config'

// The network's own React kit in Debian's Chromium against the mock node (tests/official-kit/README.md). It
// needs the folder's own install (`npm ci --prefix tests/official-kit`), so `npm test` does not run it.
export default defineConfig({
  test: {
    name: 'official-kit',
    environment: 'node',
    include: ['tests/official-kit/**/*.kit.ts'],
    fileParallelism: false,
    // Only a hang is caught here; each step waits for what the person would see, with its own deadline.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
