/**
 * The Node globals the kit's dependencies read in a browser (`Buffer`, `process`, `global`), as a bundler
 * for a web app would supply them. Injected before any other module of the page runs.
 */
import { Buffer } from 'buffer'

const scope = globalThis as unknown as Record<string, unknown>
scope.Buffer ??= Buffer
scope.global ??= globalThis
scope.process ??= {
  env: { NODE_ENV: 'production' },
  browser: true,
  version: '',
  versions: {},
  nextTick: queueMicrotask,
}
