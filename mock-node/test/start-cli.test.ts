/**
 * The CLI over `startMockNode` (mock-node/README.md "As a package"), spawned with tsx as the repo's scripts
 * spawn it: on the port it is given it prints its URLs and serves; SIGTERM closes it with exit 0; a flag it
 * cannot take, or a port in use, is one line and a non-zero exit. Each case waits for what the process
 * prints or for its exit, never for a time.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type WatchedProcess, watched } from './_util/watched-process'

const ROOT = resolve(import.meta.dirname, '../..')
const TSX = resolve(ROOT, 'node_modules/.bin/tsx')
const MAIN = resolve(ROOT, 'mock-node/src/main.ts')
// Each case starts a tsx process; on a busy two-core machine that alone can take many seconds.
const START_MS = 60_000

const running: ChildProcess[] = []
const servers: Server[] = []

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
}, START_MS)

type Cli = WatchedProcess

const cli = (args: string[]): Cli => {
  const child = spawn(TSX, [MAIN, ...args], { cwd: ROOT })
  running.push(child)
  return watched(child, 'CLI')
}

/** Holds a free loopback port (the kernel's pick) until released: taken, or its number handed on. */
const holdPort = (): Promise<{ port: number; release(): Promise<void> }> =>
  new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      servers.push(server)
      const address = server.address()
      done({
        port: typeof address === 'object' && address ? address.port : 0,
        release: () => new Promise((closed) => server.close(() => closed())),
      })
    })
  })

describe('mock node CLI over startMockNode', () => {
  it(
    'listens on the port it is given, prints its URLs, serves REST and the socket, and stops on SIGTERM',
    async () => {
      const held = await holdPort()
      await held.release()
      const node = cli(['--port', String(held.port), '--memory'])
      const [, url] = await node.printed(/listening at (\S+)\n[\s\S]*data {2}in memory only/)
      expect(url).toBe(`http://127.0.0.1:${held.port}`)
      expect(node.output()).toContain(`socket  ws://127.0.0.1:${held.port}/messages`)
      const ping = (await (await fetch(`${url}/api/ping/`)).json()) as { code: number }
      expect(ping.code).toBe(0)
      const socket = new WebSocket(`ws://127.0.0.1:${held.port}/messages`)
      await new Promise((open, fail) => {
        socket.once('open', open)
        socket.once('error', fail)
      })
      const closed = new Promise((done) => socket.once('close', done))
      node.child.kill('SIGTERM')
      expect(await node.exited).toBe(0)
      // The node closed its sockets on the way out.
      await closed
      expect(node.output()).toContain('mock node: SIGTERM, closing\n')
    },
    START_MS,
  )

  it(
    'prints the demo accounts with --seed',
    async () => {
      const node = cli(['--port', '0', '--memory', '--seed'])
      const [, url] = await node.printed(/listening at (\S+)\n[\s\S]*demo {2}Bob: \S+\n/)
      expect(node.output()).toMatch(new RegExp(`demo {2}Alice: ${url}/profile/0x[0-9a-f]{40}\\n`))
    },
    START_MS,
  )

  it(
    'refuses a port in use in one line with exit 1',
    async () => {
      const held = await holdPort()
      const node = cli(['--port', String(held.port), '--memory'])
      expect(await node.exited).toBe(1)
      expect(node.output()).toBe(
        `mock node: listen EADDRINUSE: address already in use 127.0.0.1:${held.port}\n`,
      )
    },
    START_MS,
  )

  it.each([
    [['--port', '70000'], 'invalid port 70000'],
    [['--port', 'eighty'], 'invalid port eighty'],
    [['--cert', 'cert.pem'], '--cert and --key go together'],
    [['--memory', '--data', 'somewhere'], '--memory keeps nothing on disk; it does not go with --data'],
    [['--cluster', ' , '], '--cluster needs nats://HOST:PORT[,…]'],
    [['--cluster', 'nats://127.0.0.1:4222', '--replicas', '9'], '--replicas takes 1 to 5'],
    [['--host', ''], 'host takes a non-empty string'],
  ])(
    'refuses %j in one line with exit 2',
    async (args, reason) => {
      const node = cli(args)
      expect(await node.exited).toBe(2)
      expect(node.output()).toBe(`mock node: ${reason}\n`)
    },
    START_MS,
  )
})
