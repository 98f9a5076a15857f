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
 *
 * The flags become the options of `startMockNode` (./start.ts, the package's API, mock-node/README.md "As a
 * package"); this file parses them, prints where the node listens and stops it on SIGINT or SIGTERM. It runs
 * at the top level: it is only ever an entry (tsx here, `cli.js` in the package), never imported.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { MockNodeError, type MockNodeErrorKind, type MockNodeOptions, startMockNode } from './start'
import { SCHEMA_VERSION } from './state/schema'

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

const fail = (message: string, code = 2): never => {
  console.error(`mock node: ${message}`)
  process.exit(code)
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

/** Your own certificate (`--cert`/`--key`), read as PEM text; `--tls` alone has the node make one. */
const ownPems =
  values.cert && values.key
    ? { cert: readFileSync(values.cert, 'utf8'), key: readFileSync(values.key, 'utf8') }
    : undefined

const options: MockNodeOptions = {
  port,
  host,
  ...(dataDir ? { dataDir } : { memory: true }),
  seed: values.seed,
  faults: values.faults,
  log: values.log,
  ...(values['cors-origin']?.length ? { corsOrigins: values['cors-origin'] } : {}),
  ...(values['serve-app'] ? { serveApp: values['serve-app'] } : {}),
  ...(ownPems ? { tls: ownPems } : values.tls ? { tls: true as const } : {}),
  ...(clusterUrls
    ? {
        cluster: {
          servers: clusterUrls,
          replicas,
          ...(values['node-id'] ? { nodeId: values['node-id'] } : {}),
          ...(values['server-rate'] ? { serverRate: values['server-rate'] } : {}),
          ...(values.devnet ? { namespace: values.devnet } : {}),
          ...(values.advertise ? { advertise: values.advertise } : {}),
        },
      }
    : {}),
}

/**
 * A node that cannot start says why in one line: 2 for what the person asked (options, a data folder in
 * use or from a newer node), 1 for what is around it (the devnet engine, the port).
 */
const EXIT_CODE: Readonly<Record<MockNodeErrorKind, number>> = { options: 2, state: 2, devnet: 1, listen: 1 }

const node = await startMockNode(options).catch((error: unknown) => {
  if (error instanceof MockNodeError) return fail(error.message, EXIT_CODE[error.kind])
  throw error
})

/** The certificate a client must trust: your file, or the one made at start, written to a fresh folder. */
const certificate = (() => {
  if (values.cert) return { path: values.cert, cleanup: () => {} }
  if (!node.certificate) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'web3mq-mock-node-'))
  const path = join(dir, 'cert.pem')
  writeFileSync(path, node.certificate)
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
})()

const { url } = node
console.log(`Web3MQ mock node listening at ${url}`)
console.log(`  REST  ${url}/api/…   socket  ${node.wsUrl}`)
if (certificate)
  console.log(`  certificate ${certificate.path} (trust it: NODE_EXTRA_CA_CERTS=${certificate.path})`)
console.log(
  node.dataDir
    ? `  data  ${node.dataDir} (schema version ${SCHEMA_VERSION})`
    : '  data  in memory only (--memory): nothing is kept',
)
if (node.devnet) {
  console.log(
    `  devnet node ${node.nodeId} on ${node.devnet.servers.join(',')}, advertised as ${node.devnet.advertised}`,
  )
  console.log(`  log   applied up to entry ${node.devnet.applied}`)
}
if (values.faults) console.log(`  faults POST ${url}/__mock/outage {"ms": 5000}`)
if (values['serve-app']) console.log(`  app   ${url}/`)
for (const account of node.seeded)
  console.log(`  demo  ${account.nickname}: ${url}/profile/${account.address}`)

const stop = async (signal: string) => {
  console.log(`mock node: ${signal}, closing`)
  await node.close()
  certificate?.cleanup()
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
