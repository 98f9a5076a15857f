import { defineConfig } from 'vitest/config'

// The devnet suite: mock nodes sharing one state through real nats-server processes (Debian's package,
// `apt-get install -y nats-server`). One file at a time: each starts its own servers and nodes, and two
// cores are shared between them.
export default defineConfig({
  test: {
    name: 'devnet',
    environment: 'node',
    include: ['mock-node/devnet/**/*.devnet.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for an event; vitest's 1 s default would be a speed budget on a busy machine.
    expect: { poll: { timeout: 15_000 } },
  },
})
