/**
 * `npm run mock-node [-- --port 8787 --host 127.0.0.1]` (or PORT/HOST): runs the mock node and prints its
 * URL. `--serve-app dist` also serves the built app on the same port (`npm start`); `--faults` enables
 * `POST /__mock/outage`; `--seed` adds the demo accounts; `--tls` serves HTTPS and WSS with a certificate made
 * at start (its path is printed so a client can trust it), or with `--cert`/`--key` files; `--cors-origin URL`
 * (repeatable) limits which browser origins may call the API (any origin by default). State is kept in
 * `--data DIR` (default `.mock-node-data` in the working directory), or only in memory with `--memory`.
 *
 * `--cluster nats://HOST:PORT[,…]` makes the node one of a devnet (mock-node/README.md "A devnet of many
 * nodes"): `--advertise URL` (default: the URL it listens on), `--node-id ID`, `--server-rate R`,
 * `--devnet NAME` (the log's name in the engine, default `devnet`), `--replicas N` (copies of a new log).
 * Without `--cluster` nothing of the devnet is loaded.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp, type MockNode } from './app'
import { seedDemo } from './seed'
import { SCHEMA_VERSION } from './state/schema'
import { listenTls, selfSignedPems, type TlsPems } from './tls'

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'serve-app': { type: 'string' },
    log: { type: 'boolean', default: false },
    faults: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: false },
    tls: { type: 'boolean', default: false },
    cert: { type: 'string' },
    key: { type: 'string' },
    'cors-origin': { type: 'string', multiple: true },
    data: { type: 'string' },
    memory: { type: 'boolean', default: false },
    cluster: { type: 'string' },
    advertise: { type: 'string' },
    'node-id': { type: 'string' },
    'server-rate': { type: 'string' },
    devnet: { type: 'string' },
    replicas: { type: 'string' },
  },
})

/** Where `npm start` and `npm run mock-node` keep their state between runs (git-ignored). */
const DEFAULT_DATA_DIR = '.mock-node-data'

const fail = (message: string): never => {
  console.error(`mock node: ${message}`)
  process.exit(2)
}

const port = Number(values.port ?? process.env.PORT ?? 8787)
const host = values.host ?? process.env.HOST ?? '127.0.0.1'
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`invalid port ${values.port ?? process.env.PORT}`)
if (Boolean(values.cert) !== Boolean(values.key)) fail('--cert and --key go together')
if (values.memory && values.data) fail('--memory keeps nothing on disk; it does not go with --data')
// A devnet node keeps its replica in memory unless given a folder of its own: the single node's default
// folder holds state that no devnet log has.
const dataDir =
  values.memory || (values.cluster !== undefined && values.data === undefined)
    ? undefined
    : resolve(values.data ?? DEFAULT_DATA_DIR)
const clusterUrls = values.cluster
  ?.split(',')
  .map((u) => u.trim())
  .filter(Boolean)
if (values.cluster !== undefined && !clusterUrls?.length) fail('--cluster needs nats://HOST:PORT[,…]')
const replicas = Number(values.replicas ?? 1)
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 5) fail('--replicas takes 1 to 5')

interface Tls {
  pems: TlsPems
  /** Where the certificate a client must trust lives. */
  certPath: string
  /** Removes the generated certificate on exit; nothing for the person's own files. */
  cleanup: () => void
}

const loadTls = async (): Promise<Tls | undefined> => {
  if (values.cert && values.key) {
    const pems = { cert: readFileSync(values.cert, 'utf8'), key: readFileSync(values.key, 'utf8') }
    return { pems, certPath: values.cert, cleanup: () => {} }
  }
  if (!values.tls) return undefined
  const pems = await selfSignedPems(host)
  const dir = mkdtempSync(join(tmpdir(), 'web3mq-mock-node-'))
  const certPath = join(dir, 'cert.pem')
  writeFileSync(certPath, pems.cert)
  return { pems, certPath, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Listens over plain HTTP, or over TLS when asked; answers the base URL and how to stop. */
const listen = async (app: MockNode, tls: Tls | undefined) => {
  if (tls) return listenTls(app, tls.pems, port, host)
  const address = await app.listen({ port, host })
  return { url: address.replace('[::1]', 'localhost'), close: () => app.close() }
}

type Devnet = import('./cluster/node').DevnetNode

/** Joins the devnet named by `--cluster`, or says in one line why it cannot and exits. */
const joinDevnet = async (urls: readonly string[]): Promise<Devnet> => {
  const { DevnetNode } = await import('./cluster/node')
  return DevnetNode.join({
    servers: urls,
    ...(dataDir ? { dataDir } : {}),
    ...(values['node-id'] ? { nodeId: values['node-id'] } : {}),
    ...(values['server-rate'] ? { serverRate: values['server-rate'] } : {}),
    ...(values.devnet ? { namespace: values.devnet } : {}),
    replicas,
  }).catch((error: Error) => {
    console.error(`mock node: ${error.message}`)
    process.exit(1)
  })
}

const devnet = clusterUrls ? await joinDevnet(clusterUrls) : undefined

/** The node, or the reason its data folder cannot be opened (in use, or from a newer node) and exit. */
const build = (): Promise<MockNode> =>
  buildApp({
    logger: values.log,
    faults: values.faults,
    ...(devnet ? devnet.nodeOptions : dataDir ? { dataDir } : {}),
    ...(values['cors-origin']?.length ? { corsOrigins: values['cors-origin'] } : {}),
    ...(values['serve-app'] ? { serveAppDir: values['serve-app'] } : {}),
  }).catch((error: Error) => fail(error.message))

const app = await build()
const tls = await loadTls()
const { url, close } = await listen(app, tls)
if (devnet) await devnet.announce(values.advertise ?? url)
console.log(`Web3MQ mock node listening at ${url}`)
console.log(`  REST  ${url}/api/…   socket  ${url.replace(/^http/, 'ws')}/messages`)
if (tls) console.log(`  certificate ${tls.certPath} (trust it: NODE_EXTRA_CA_CERTS=${tls.certPath})`)
console.log(
  dataDir
    ? `  data  ${dataDir} (schema version ${SCHEMA_VERSION})`
    : '  data  in memory only (--memory): nothing is kept',
)
if (devnet) {
  console.log(
    `  devnet node ${devnet.nodeId} on ${clusterUrls?.join(',')}, advertised as ${values.advertise ?? url}`,
  )
  console.log(`  log   applied up to entry ${devnet.replicator.applied}`)
}
if (values.faults) console.log(`  faults POST ${url}/__mock/outage {"ms": 5000}`)
if (values['serve-app']) console.log(`  app   ${url}/`)
if (values.seed) {
  const seed = () => seedDemo(app.context)
  for (const account of devnet ? await devnet.run(seed) : seed()) {
    console.log(`  demo  ${account.nickname}: ${url}/profile/${account.address}`)
  }
}

const stop = async (signal: string) => {
  console.log(`mock node: ${signal}, closing`)
  // A devnet node leaves the server lists first, so no client is sent to a node that is going.
  await devnet?.leave()
  await close()
  await devnet?.close()
  tls?.cleanup()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
