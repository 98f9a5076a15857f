/**
 * `npm run mock-node [-- --port 8787 --host 127.0.0.1]` (or PORT/HOST): runs the mock node and prints its
 * URL. `--serve-app dist` also serves the built app on the same port (`npm start`).
 */
import { parseArgs } from 'node:util'
import { buildApp } from './app'
import { seedDemo } from './seed'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'serve-app': { type: 'string' },
    log: { type: 'boolean', default: false },
    faults: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: false },
  },
})

const port = Number(values.port ?? process.env.PORT ?? 8787)
const host = values.host ?? process.env.HOST ?? '127.0.0.1'
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock node: invalid port ${values.port ?? process.env.PORT}`)
  process.exit(2)
}

const app = await buildApp({
  logger: values.log,
  ...(values['serve-app'] ? { serveAppDir: values['serve-app'] } : {}),
})
const address = await app.listen({ port, host })
const url = address.replace('[::1]', 'localhost')
console.log(`Web3MQ mock node listening at ${url}`)
console.log(`  REST  ${url}/api/…   socket  ${url.replace(/^http/, 'ws')}/messages`)
if (values['serve-app']) console.log(`  app   ${url}/`)
if (values.seed) {
  for (const account of seedDemo(app.context)) {
    console.log(`  demo  ${account.nickname}: ${url}/profile/${account.address}`)
  }
}

const stop = async (signal: string) => {
  console.log(`mock node: ${signal}, closing`)
  await app.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
