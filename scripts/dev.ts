/**
 * `npm run dev`: the mock node on MOCK_NODE_PORT (default 8787) and Vite's dev server with hot reload,
 * which proxies /api and /messages to it, so the app talks to the node on its own origin as in production.
 */
import { createServer } from 'vite'
import { buildApp } from '../mock-node/src/app'

const nodePort = Number(process.env.MOCK_NODE_PORT ?? 8787)
const node = await buildApp({ faults: true, logger: false })
const nodeUrl = await node.listen({ port: nodePort, host: '127.0.0.1' })

const vite = await createServer({
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: nodeUrl, changeOrigin: true },
      '/__mock': { target: nodeUrl, changeOrigin: true },
      '/messages': { target: nodeUrl.replace(/^http/, 'ws'), ws: true },
    },
  },
})
await vite.listen()
console.log(`mock node: ${nodeUrl}`)
vite.printUrls()

const stop = async () => {
  await vite.close()
  await node.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
