/**
 * Builds the app once and serves it with the mock node (fault injection on) on a free loopback port, as
 * `npm start` does; tests read the URL with `inject('baseUrl')`. Everything started here is stopped here.
 */

import { build } from 'vite'
import type { TestProject } from 'vitest/node'
import { buildApp, type MockNode } from '../../../mock-node/src/app'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let node: MockNode | undefined

export default async function setup(project: TestProject) {
  await build({ logLevel: 'warn', mode: 'production' })
  node = await buildApp({ serveAppDir: 'dist', faults: true })
  const url = await node.listen({ port: 0, host: '127.0.0.1' })
  project.provide('baseUrl', url)
  return async () => {
    await node?.close()
  }
}
