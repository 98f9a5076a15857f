/**
 * Real NATS servers for the devnet suite: Debian's `nats-server` with JetStream, each on a port of its own
 * (never the packaged service's 4222) and a store folder removed when it stops. One server, or three joined
 * by routes for a replicated log.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const BINARY = 'nats-server'

/** Fails with the one install line when the engine is not on this machine. */
export const requireNatsServer = (): void => {
  try {
    execFileSync(BINARY, ['--version'], { stdio: 'ignore' })
  } catch {
    throw new Error('nats-server is not installed: apt-get install -y nats-server')
  }
}

/** A free loopback port (the kernel's pick, released for the server to take). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

export interface NatsServer {
  url: string
  port: number
  /** Ends the process: SIGTERM (a clean stop) or SIGKILL (a crash). */
  stop(signal?: NodeJS.Signals): Promise<void>
  /** Starts it again on the same port and store, as after a restart. */
  start(): Promise<void>
  /** Whether this server reports itself the leader of the stream (read from its monitoring log). */
  readonly name: string
}

const waitForLine = (child: ChildProcess, pattern: RegExp): Promise<void> =>
  new Promise((resolve, reject) => {
    let seen = ''
    const onData = (chunk: Buffer) => {
      seen += chunk.toString()
      if (pattern.test(seen)) {
        child.stderr?.off('data', onData)
        resolve()
      }
    }
    child.stderr?.on('data', onData)
    child.once('exit', (code) =>
      reject(new Error(`nats-server exited (${code}) before it was ready:\n${seen}`)),
    )
  })

const made: string[] = []

/** Removes every store folder the suite made. */
export const removeStores = (): void => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

const serverProcess = (args: readonly string[], name: string): NatsServer & { child?: ChildProcess } => {
  let child: ChildProcess | undefined
  const port = Number(args[args.indexOf('-p') + 1] ?? 0)
  const self = {
    name,
    port,
    url: `nats://127.0.0.1:${port}`,
    async start() {
      child = spawn(BINARY, [...args], { stdio: ['ignore', 'ignore', 'pipe'] })
      await waitForLine(child, /Server is ready/)
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.kill(signal)
      await exited
    },
  }
  return self
}

/** One server with JetStream on a free port. */
export const startNats = async (): Promise<NatsServer> => {
  requireNatsServer()
  const store = mkdtempSync(join(tmpdir(), 'devnet-nats-'))
  made.push(store)
  const port = await freePort()
  const server = serverProcess(['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], 'solo')
  await server.start()
  return server
}

/** Three servers joined by routes, each with JetStream: a log with 3 replicas survives one's loss. */
export const startNatsCluster = async (): Promise<NatsServer[]> => {
  requireNatsServer()
  const ports = await Promise.all([0, 1, 2].map(() => Promise.all([freePort(), freePort()])))
  const servers = ports.map(([client, route], i) => {
    const store = mkdtempSync(join(tmpdir(), `devnet-nats-${i}-`))
    made.push(store)
    const routes = ports
      .filter((_, j) => j !== i)
      .map(([, r]) => `nats-route://127.0.0.1:${r}`)
      .join(', ')
    const config = join(store, 'server.conf')
    writeFileSync(
      config,
      [
        `server_name: n${i}`,
        `listen: 127.0.0.1:${client}`,
        `jetstream { store_dir: "${join(store, 'js')}" }`,
        `cluster { name: devnet, listen: 127.0.0.1:${route}, routes: [${routes}] }`,
      ].join('\n'),
    )
    return serverProcess(['-c', config, '-p', String(client)], `n${i}`)
  })
  await Promise.all(servers.map((s) => s.start()))
  return servers
}
