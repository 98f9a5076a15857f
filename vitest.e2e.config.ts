import { defineConfig } from 'vitest/config'

// The browser suite: Debian's Chromium driven by playwright-core against the built app served by the
// mock node. One file at a time: two cores, and each file runs its own browser.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/_util/global-setup.ts'],
    fileParallelism: false,
    // Only a hang is caught here: a scenario waits for what a person sees, and the longest (the signed-in
    // screens under axe, both themes) took 33 s in CI and 55–60 s beside a mutation run on two cores.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A poll waits for what a person would see; vitest's 1 s default is a speed budget on a busy machine.
    expect: { poll: { timeout: 30_000 } },
  },
})
