/**
 * Builds the app once and serves it with the mock node (fault injection on) on a free loopback port, as
 * `npm start` does; tests read the URL with `inject('baseUrl')`. Everything started here is stopped here.
 */

import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildApp, type MockNode } from '../../../mock-node/src/app'
import { buildAppInto } from './app-build'
import { assertSuiteClean } from './leaks'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** Where each file leaves its private keys and traffic for the suite-wide leak check. */
    leakDir: string
  }
}

let node: MockNode | undefined

/**
 * The production build a person gets, in a folder of its own so a running `npm start` (which serves
 * dist/) is never overwritten.
 */
const buildForSuite = async (): Promise<string> => {
  const outDir = mkdtempSync(join(tmpdir(), 'w3mq-e2e-app-'))
  await buildAppInto(outDir)
  return outDir
}

export default async function setup(project: TestProject) {
  const appDir = await buildForSuite()
  node = await buildApp({ serveAppDir: appDir, faults: true })
  const url = await node.listen({ port: 0, host: '127.0.0.1' })
  const leakDir = mkdtempSync(join(tmpdir(), 'w3mq-e2e-leaks-'))
  project.provide('baseUrl', url)
  project.provide('leakDir', leakDir)
  return async () => {
    await node?.close()
    rmSync(appDir, { recursive: true, force: true })
    try {
      // Every file's traffic against every file's private keys: none may appear anywhere.
      const checked = assertSuiteClean(leakDir)
      console.log(
        `no private key in any request: ${checked.secrets} keys, ${checked.requests} requests, ${checked.files} files`,
      )
    } catch (error) {
      // vitest only prints a teardown error ("error during close") and still exits 0: fail the run here.
      process.exitCode = 1
      throw error
    } finally {
      rmSync(leakDir, { recursive: true, force: true })
    }
  }
}
