/** Starts a real mock node on an ephemeral loopback port for one test file. */
import { buildApp, type MockNode, type NodeOptions } from '../../mock-node/src/app'

export interface RunningNode {
  app: MockNode
  url: string
  wsUrl: string
  close: () => Promise<void>
}

export const startMockNode = async (options: NodeOptions = {}): Promise<RunningNode> => {
  const app = await buildApp(options)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url, wsUrl: `${url.replace(/^http/, 'ws')}/messages`, close: () => app.close() }
}
