/**
 * Devnet nodes for the suite: in this process (`startDevnetNode`, as `main.ts --cluster` builds one) or as
 * real processes of `npm run mock-node -- --cluster …` (`spawnDevnetNode`) where a test kills one.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { httpSend, type Send } from '../../tests/_util/node-client'
import { buildApp, type MockNode } from '../src/app'
import { DevnetNode, type DevnetOptions } from '../src/cluster/node'

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
}

export const startDevnetNode = async (
  servers: readonly string[],
  options: Partial<DevnetOptions> = {},
): Promise<RunningDevnetNode> => {
  const node = await DevnetNode.join({ servers, ...options })
  const app = await buildApp(node.nodeOptions)
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  await node.announce(url)
  let closed = false
  const end = async (graceful: boolean) => {
    if (closed) return
    closed = true
    if (graceful) await node.leave()
    else node.membershipStop()
    await app.close()
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
  }
}

export interface SpawnedNode {
  url: string
  child: ChildProcess
  /** Everything the process printed. */
  output(): string
  kill(signal: NodeJS.Signals): Promise<number | null>
}

const ROOT = resolve(import.meta.dirname, '../..')

/** `npm run mock-node -- --cluster … --port 0` as its own process; resolves once it prints its URL. */
export const spawnDevnetNode = async (args: readonly string[]): Promise<SpawnedNode> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-node/src/main.ts', '--port', '0', ...args],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let out = ''
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString()
  })
  const url = await new Promise<string>((resolveUrl, reject) => {
    const check = () => {
      const found = /listening at (\S+)/.exec(out)
      if (found && /applied up to/.test(out)) resolveUrl(found[1] as string)
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => reject(new Error(`mock node exited (${code}):\n${out}`)))
  })
  return {
    url,
    child,
    output: () => out,
    kill: (signal) =>
      new Promise((done) => {
        if (child.exitCode !== null) return done(child.exitCode)
        child.once('exit', (code) => done(code))
        child.kill(signal)
      }),
  }
}

/** Runs a process to its end: its exit code and what it printed. */
export const runToExit = (args: readonly string[]): Promise<{ code: number | null; output: string }> =>
  new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock-node/src/main.ts', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString()
    })
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString()
    })
    child.once('exit', (code) => done({ code, output }))
  })
