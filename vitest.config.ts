import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Three projects: pure/Node code, DOM components (happy-dom: jsdom's cross-realm Uint8Array breaks
// crypto assertions), and the contract suite that can target a real node.
export default defineConfig({
  plugins: [react()],
  test: {
    // A timeout here only catches a hang: it is no speed budget (bench/ measures speed). Many files start a
    // real node, sockets and real crypto; on the shared two-core machine a test that takes 1.6 s when quiet
    // was measured at 4.1 s, so vitest's 5 s default would fail correct code. Property tests carry their own
    // limits (tests/_util/property.ts); waits inside tests keep their own deadlines.
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // An expect.poll waits for what a peer or a worker does (a push answered, a list changed); vitest's 1 s
    // default is a speed budget, and one such wait (mock-node/test/rest/webpush.test.ts) failed under load.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mock-node/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/fakes/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['src/**/*.dom.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'tests/_util/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // The network's own JS SDK against the mock node over TLS; browser shims live in the suite itself.
        extends: true,
        test: {
          name: 'official-sdk',
          environment: 'node',
          include: ['tests/official-sdk/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
