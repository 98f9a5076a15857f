/**
 * The bench's server process, so the load generator never shares the server's thread:
 * `tsx bench/node/serve.ts node` starts the mock node with two seeded users, `… bare` the bare Fastify
 * reference (BENCH_BARE_VERIFY=1: with one native verify per signed request and chat frame), `… app` the mock node serving the build in BENCH_APP_DIR as `npm start` does. Each listens on a free loopback port and prints one JSON line
 * (`ServerInfo`) on stdout, then serves until it is sent SIGTERM.
 */
import { buildApp } from '../../mock-node/src/app'
import { buildBare } from './bare'
import type { ServerInfo } from './process'
import { seedUser } from './seed-user'

const startNode = async (): Promise<ServerInfo> => {
  const app = await buildApp()
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { url, users: [seedUser(app, 'alice'), seedUser(app, 'bob')] }
}

const startBare = async (): Promise<ServerInfo> => {
  const answers = JSON.parse(process.env.BENCH_BARE_ANSWERS ?? '{}')
  const app = await buildBare(answers, { verify: process.env.BENCH_BARE_VERIFY === '1' })
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), users: [] }
}

const startApp = async (): Promise<ServerInfo> => {
  const app = await buildApp({ serveAppDir: process.env.BENCH_APP_DIR ?? 'dist' })
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), users: [] }
}

const starters = { node: startNode, bare: startBare, app: startApp }
const mode = process.argv[2] ?? 'node'
if (!(mode in starters)) throw new Error(`bench server: unknown mode ${mode}`)
const info = await starters[mode as keyof typeof starters]()
console.log(JSON.stringify(info))
process.on('SIGTERM', () => process.exit(0))
