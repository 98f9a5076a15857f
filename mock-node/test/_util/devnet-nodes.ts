/**
 * Devnet nodes for the suite: in this process (`startDevnetNode`, as `main.ts --cluster` builds one) or as
 * real processes of `npm run mock-node -- --cluster …` (`spawnDevnetNode`) where a test kills one.
 * `startDevnetNode(…, { tls: true })` serves the node over HTTPS and WSS too (mock-node/src/tls.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { httpSend, type Send } from '../../../tests/_util/node-client'
import { buildApp, type MockNode } from '../../src/app'
import { DevnetNode, type DevnetOptions } from '../../src/cluster/node'
import { listenTls, selfSignedPems } from '../../src/tls'

export interface RunningDevnetNode {
  url: string
  wsUrl: string
  app: MockNode
  node: DevnetNode
  send: Send
  /** A clean stop: leaves the server lists at once, then closes. */
  stop(): Promise<void>
  /** The same clean stop (the name `RunningNode` gives it, so SDK test helpers take a devnet node). */
  close(): Promise<void>
  /** As a crash looks to the others: no goodbye, sockets cut, the membership record left to age out. */
  crash(): Promise<void>
  /**
   * With `tls: true`: the same node at `https://` (its socket at `wss://…/messages`, the only scheme the
   * network's own SDK opens), and the PEM of its self-signed certificate for a client to trust. `url`,
   * `wsUrl` and `send` stay plain HTTP.
   */
  tls?: { url: string; ca: string }
}

export const startDevnetNode = async (
  servers: readonly string[],
  {
    tls: withTls = false,
    pingDelayMs = 0,
    ...options
  }: Partial<DevnetOptions> & { tls?: boolean; pingDelayMs?: number } = {},
): Promise<RunningDevnetNode> => {
  const host = '127.0.0.1'
  const node = await DevnetNode.join({ servers, ...options })
  const app = await buildApp(node.nodeOptions)
  // A slower ping makes the "fastest node" of discovery a choice a test can state in advance.
  if (pingDelayMs > 0)
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/ping')) await new Promise((done) => setTimeout(done, pingDelayMs))
    })
  const url = await app.listen({ port: 0, host })
  const pems = withTls ? await selfSignedPems(host) : undefined
  const secure = pems ? await listenTls(app, pems, 0, host) : undefined
  // The server lists name the TLS address when there is one, as `main.ts --tls` announces.
  await node.announce(secure?.url ?? url)
  let closed = false
  const end = async (graceful: boolean) => {
    if (closed) return
    closed = true
    if (graceful) await node.leave()
    else node.membershipStop()
    // The TLS listener's close closes the app (and its plain listener) too.
    await (secure ? secure.close() : app.close())
    await node.close()
  }
  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/messages`,
    app,
    node,
    send: httpSend(url),
    stop: () => end(true),
    close: () => end(true),
    crash: () => end(false),
    ...(secure && pems ? { tls: { url: secure.url, ca: pems.cert } } : {}),
  }
}

export interface SpawnedNode {
  url: string
  child: ChildProcess
  /** Everything the process printed. */
  output(): string
  kill(signal: NodeJS.Signals): Promise<number | null>
}

const ROOT = resolve(import.meta.dirname, '../../..')

/** `mock-node/src/main.ts` with `args` as its own process, and everything it prints so far. */
const mockNodeProcess = (args: readonly string[]): { child: ChildProcess; output: () => string } => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-node/src/main.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  const keep = (d: Buffer) => {
    out += d.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => out }
}

/** `npm run mock-node -- --cluster … --port 0` as its own process; resolves once it prints its URL. */
export const spawnDevnetNode = async (args: readonly string[]): Promise<SpawnedNode> => {
  const { child, output } = mockNodeProcess(['--port', '0', ...args])
  const url = await new Promise<string>((resolveUrl, reject) => {
    const check = () => {
      const found = /listening at (\S+)/.exec(output())
      if (found && /applied up to/.test(output())) resolveUrl(found[1] as string)
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => reject(new Error(`mock node exited (${code}):\n${output()}`)))
  })
  return {
    url,
    child,
    output,
    kill: (signal) =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode)
        child.once('exit', (code) => done(code))
        child.kill(signal)
      }),
  }
}

/** Runs a process to its end: its exit code and what it printed. */
export const runToExit = (args: readonly string[]): Promise<{ code: number | null; output: string }> =>
  new Promise((done) => {
    const { child, output } = mockNodeProcess(args)
    child.once('exit', (code) => done({ code, output: output() }))
  })
