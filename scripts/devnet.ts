/**
 * `npm run devnet -- --nodes 3`: a devnet on this machine in one command (README.md "A devnet of many
 * nodes"). Starts nats-server with JetStream on a free loopback port and a temporary store, then N mock
 * nodes as child processes (`mock-node/src/main.ts --cluster …`) on ports P, P+1, …, waits until each prints
 * its URL and prints the node URLs. Ctrl-C (SIGINT, SIGTERM, SIGHUP) stops the nodes first, with SIGTERM so
 * each leaves the server lists at once while the engine is still there, then nats-server, and removes the
 * temporary store.
 *
 * Options: `--nodes N` (1 to 9, default 3), `--port P` (default 8787; 0 gives every node a free port),
 * `--host H`, `--server-rate R[,R…]` (one for every node or one each), `--data DIR` (node i keeps its
 * replica in DIR/node-i and the engine its log in DIR/nats, both kept, so the next run with the same DIR
 * resumes the devnet; without it nodes are in memory), `--seed` (the demo accounts, through the first node),
 * `--app` (builds the app first and every node serves it), `--servers 3` (three nats-servers joined by routes
 * and a log with 3 replicas).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { type NatsServer, natsServerInstalled, spawnNats, spawnNatsCluster } from './nats-server'

const ROOT = resolve(import.meta.dirname, '..')
/** How long a node may take to join and apply the log before the launch is given up. */
const NODE_START_MS = 60_000
/** How long a stopped process may take before it is killed. */
const STOP_MS = 10_000
/** How long a new three-server cluster may take to elect its JetStream leader. */
const CLUSTER_READY_MS = 30_000

const USAGE =
  'usage: npm run devnet -- [--nodes N] [--port P] [--host H] [--server-rate R[,R…]] [--data DIR] [--seed] [--app] [--servers 1|3]'

const fail = (message: string): never => {
  console.error(`devnet: ${message}`)
  console.error(USAGE)
  process.exit(2)
}

const parse = () => {
  try {
    return parseArgs({
      options: {
        nodes: { type: 'string', default: '3' },
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        'server-rate': { type: 'string' },
        data: { type: 'string' },
        seed: { type: 'boolean', default: false },
        app: { type: 'boolean', default: false },
        servers: { type: 'string', default: '1' },
      },
    }).values
  } catch (error) {
    return fail((error as Error).message)
  }
}

const values = parse()
const count = Number(values.nodes)
const firstPort = Number(values.port)
const servers = Number(values.servers)
if (!Number.isInteger(count) || count < 1 || count > 9) fail('--nodes takes 1 to 9')
if (!Number.isInteger(firstPort) || firstPort < 0 || firstPort + count - 1 > 65535)
  fail(`invalid --port ${values.port}`)
if (servers !== 1 && servers !== 3) fail('--servers takes 1 or 3')
const rates = values['server-rate']?.split(',').map((r) => r.trim()) ?? []
if (rates.length > 1 && rates.length !== count)
  fail(`--server-rate takes one rate or one per node (${count})`)
const dataDir = values.data === undefined ? undefined : resolve(values.data)

if (!natsServerInstalled()) {
  console.error('nats-server is not installed: sudo apt-get install -y nats-server')
  process.exit(1)
}

interface Node {
  name: string
  nodeId: string
  child: ChildProcess
  url?: string
}

const nats: NatsServer[] = []
/** Temporary store folders, removed at the end; `--data` folders are kept. */
const stores: string[] = []
const nodes: Node[] = []
let stopping: Promise<never> | undefined

/** Prints each line of a child's stream with the child's name in front. */
const relay = (stream: NodeJS.ReadableStream | null, name: string, out: NodeJS.WriteStream) => {
  if (!stream) return
  createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`))
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()))

/** SIGTERM, then SIGKILL if it has not ended within STOP_MS. */
const terminate = async (child: ChildProcess): Promise<void> => {
  const gone = exited(child)
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS)
  await gone
  clearTimeout(timer)
}

/** Kills a process that may have ended meanwhile. */
const kill = (pid: number | undefined) => {
  try {
    if (pid !== undefined) process.kill(pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

const stopServer = async (server: NatsServer): Promise<void> => {
  const pid = server.pid
  const timer = setTimeout(() => kill(pid), STOP_MS)
  await server.stop('SIGTERM')
  clearTimeout(timer)
}

const removeStores = () => {
  for (const dir of stores.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/**
 * Stops everything once, in order: the nodes leave the membership while the engine still runs (a node
 * that finds the engine gone would leave its record to age out), then nats-server, then the stores.
 */
const shutdown = (code: number): Promise<never> => {
  stopping ??= (async () => {
    await Promise.all(nodes.map((node) => terminate(node.child)))
    await Promise.all(nats.map(stopServer))
    removeStores()
    process.exit(code)
  })()
  return stopping
}

// The children run in process groups of their own, so a terminal's Ctrl-C reaches this process alone
// (npm and tsx may pass it on again: repeats are ignored), which then stops them in order.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) console.log(`devnet: ${signal}, stopping the nodes, then nats-server`)
    void shutdown(0)
  })
}
// Should this process end some other way (an uncaught error), nothing it started is left running.
process.on('exit', () => {
  for (const node of nodes) if (node.child.exitCode === null) node.child.kill('SIGKILL')
  for (const server of nats) kill(server.pid)
  removeStores()
})

/** `vite build`, as `npm start` builds the app the node serves. */
/** The nodes' URLs before they start, when their ports are fixed; none with `--port 0`. */
const plannedUrls = (): string[] =>
  firstPort === 0
    ? []
    : Array.from(
        { length: count },
        (_, i) => `http://${values.host === '0.0.0.0' ? '127.0.0.1' : values.host}:${firstPort + i}`,
      )

/**
 * Builds the app with the nodes as its seeds (VITE_WEB3MQ_SEED_NODES, README.md "A devnet of many nodes"):
 * whichever node serves it, it asks the devnet's server list and talks to the fastest node.
 */
const buildApp = async (seeds: readonly string[]): Promise<string> => {
  console.log('devnet: building the app (vite build)')
  if (seeds.length > 0) process.env.VITE_WEB3MQ_SEED_NODES = seeds.join(',')
  const { build } = await import('vite')
  await build({ root: ROOT, logLevel: 'warn' })
  return join(ROOT, 'dist')
}

/** Waits until a new cluster answers JetStream requests: a node creating the log before then is refused. */
const jetStreamReady = async (urls: readonly string[]): Promise<void> => {
  const { connect } = await import('@nats-io/transport-node')
  const { jetstreamManager } = await import('@nats-io/jetstream')
  const nc = await connect({ servers: [...urls], timeout: 5000 })
  const deadline = Date.now() + CLUSTER_READY_MS
  try {
    for (;;) {
      try {
        await (await jetstreamManager(nc, { timeout: 2000 })).getAccountInfo()
        return
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`the nats cluster has no JetStream leader: ${error}`)
        await new Promise((done) => setTimeout(done, 250))
      }
    }
  } finally {
    await nc.close()
  }
}

const startEngine = async (): Promise<string[]> => {
  const started = { stores, detached: true, servers: nats }
  if (servers === 3) {
    const storeDirs = dataDir ? [0, 1, 2].map((i) => join(dataDir, `nats-${i}`)) : undefined
    await spawnNatsCluster({ ...started, ...(storeDirs ? { storeDirs } : {}) })
    await jetStreamReady(nats.map((s) => s.url))
  } else {
    await spawnNats({ ...started, ...(dataDir ? { storeDirs: [join(dataDir, 'nats')] } : {}) })
  }
  return nats.map((s) => s.url)
}

/** Starts node `i` (from 1) and resolves once it listens and has applied the log. */
const startNode = (i: number, cluster: string, appDir: string | undefined): Promise<Node> => {
  const name = `node-${i}`
  const nodeId = `node:devnet-${i}`
  const rate = rates.length > 1 ? rates[i - 1] : rates[0]
  const args = [
    '--import',
    'tsx',
    'mock-node/src/main.ts',
    '--cluster',
    cluster,
    '--port',
    String(firstPort === 0 ? 0 : firstPort + i - 1),
    '--host',
    values.host,
    '--node-id',
    nodeId,
    ...(dataDir ? ['--data', join(dataDir, name)] : ['--memory']),
    ...(rate ? ['--server-rate', rate] : []),
    ...(servers === 3 ? ['--replicas', '3'] : []),
    ...(values.seed && i === 1 ? ['--seed'] : []),
    ...(appDir ? ['--serve-app', appDir] : []),
  ]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const node: Node = { name, nodeId, child }
  nodes.push(node)
  relay(child.stdout, name, process.stdout)
  relay(child.stderr, name, process.stderr)
  return new Promise((ready, reject) => {
    let out = ''
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${NODE_START_MS / 1000} s`)),
      NODE_START_MS,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /listening at (\S+)/.exec(out)
      // main.ts prints the applied entry once the node has caught up with the log and joined the lists.
      if (found && /applied up to entry/.test(out) && node.url === undefined) {
        node.url = found[1] as string
        clearTimeout(timer)
        ready(node)
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (node.url === undefined) reject(new Error(`${name} exited (${signal ?? code}) before it listened`))
      else if (!stopping) console.error(`devnet: ${name} exited (${signal ?? code}); the others go on`)
    })
  })
}

const summary = (engine: readonly string[], appDir: string | undefined): string => {
  const urls = nodes.map((n) => n.url as string)
  const lines = [
    '',
    `devnet: ${nodes.length} node${nodes.length === 1 ? '' : 's'} on nats-server ${engine.join(',')}` +
      (servers === 3 ? ' (3 servers, log with 3 replicas)' : ''),
    ...nodes.map((n) => `  ${n.nodeId.padEnd(14)} ${n.url}`),
    `  seed list      ${urls.join(',')}`,
    `  app build      VITE_WEB3MQ_SEED_NODES=${urls.join(',')} npm run build`,
    appDir
      ? `  app            ${urls.map((u) => `${u}/`).join('  ')} (${firstPort === 0 ? 'each talks to the node that serves it: --port 0 leaves no seeds to build in' : 'each discovers the fastest node from the seeds'})`
      : '  app            npm run devnet -- --app builds it with these seeds and serves it from every node',
    `  data           ${dataDir ? `${dataDir} (node-1 … and nats, kept)` : 'in memory (the log in a temporary store)'}`,
    'Ctrl-C stops the nodes, then nats-server.',
  ]
  return lines.join('\n')
}

const main = async () => {
  const appDir = values.app ? await buildApp(plannedUrls()) : undefined
  const engine = await startEngine()
  console.log(`devnet: nats-server with JetStream at ${engine.join(',')}`)
  for (let i = 1; i <= count && !stopping; i++) await startNode(i, engine.join(','), appDir)
  // A node is ready at its "applied up to" line; the lines it prints right after come through first.
  await new Promise((done) => setTimeout(done, 200))
  if (!stopping) console.log(summary(engine, appDir))
}

main().catch((error: Error) => {
  if (stopping) return
  console.error(`devnet: ${error.message}`)
  void shutdown(1)
})
