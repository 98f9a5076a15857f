/**
 * nats-server processes for a devnet's engine (mock-node/README.md "A devnet of many nodes"): Debian's
 * `nats-server` with JetStream, each on a free loopback port of its own (never the packaged service's 4222),
 * one server or three joined by routes for a replicated log. `npm run devnet` (scripts/devnet.ts) and the
 * devnet suite (mock-node/test/_util/devnet-engine.ts) both start their servers here.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const BINARY = 'nats-server'

/** Whether `nats-server` runs on this machine. */
export const natsServerInstalled = (): boolean => {
  try {
    execFileSync(BINARY, ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
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
  /** The server's name: `solo`, or `n0` … `n2` in a cluster. */
  readonly name: string
  /** The running process's id; undefined while stopped. */
  readonly pid: number | undefined
}

export interface NatsStartOptions {
  /**
   * Every temporary store folder made is added here before its server starts, so the caller removes it
   * even when the start fails.
   */
  stores: string[]
  /** Folders to keep the stores in, one per server, made if missing and kept; temporary folders without. */
  storeDirs?: readonly string[]
  /**
   * Runs each server in a process group of its own, so a terminal's Ctrl-C reaches only the caller, which
   * then stops the servers after the nodes that use them.
   */
  detached?: boolean
  /** Every server is added here before it starts, so the caller can stop it even when a start fails. */
  servers?: NatsServer[]
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

const serverProcess = (args: readonly string[], name: string, detached: boolean): NatsServer => {
  let child: ChildProcess | undefined
  const port = Number(args[args.indexOf('-p') + 1] ?? 0)
  return {
    name,
    port,
    url: `nats://127.0.0.1:${port}`,
    get pid() {
      return child?.exitCode === null && child.signalCode === null ? child.pid : undefined
    },
    async start() {
      child = spawn(BINARY, [...args], { stdio: ['ignore', 'ignore', 'pipe'], detached })
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
}

/** The store folder of server `i`: the one asked for, or a fresh temporary one the caller will remove. */
const storeFor = (options: NatsStartOptions, i: number, prefix: string): string => {
  const asked = options.storeDirs?.[i]
  if (asked !== undefined) {
    mkdirSync(asked, { recursive: true })
    return asked
  }
  const store = mkdtempSync(join(tmpdir(), prefix))
  options.stores.push(store)
  return store
}

/** One server with JetStream on a free port. */
export const spawnNats = async (options: NatsStartOptions): Promise<NatsServer> => {
  const store = storeFor(options, 0, 'devnet-nats-')
  const port = await freePort()
  const server = serverProcess(
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store],
    'solo',
    options.detached ?? false,
  )
  options.servers?.push(server)
  await server.start()
  return server
}

/** Three servers joined by routes, each with JetStream: a log with 3 replicas survives one's loss. */
export const spawnNatsCluster = async (options: NatsStartOptions): Promise<NatsServer[]> => {
  const ports = await Promise.all([0, 1, 2].map(() => Promise.all([freePort(), freePort()])))
  const servers = ports.map(([client, route], i) => {
    const store = storeFor(options, i, `devnet-nats-${i}-`)
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
    return serverProcess(['-c', config, '-p', String(client)], `n${i}`, options.detached ?? false)
  })
  options.servers?.push(...servers)
  await Promise.all(servers.map((s) => s.start()))
  return servers
}
