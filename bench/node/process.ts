/**
 * Starts `serve.ts` as a child process and reads the one line it prints, so the server runs on its own
 * thread and the figures are the server's, not a share of the bench process's.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import type { BareAnswers } from './bare'

/** A user seeded into the node, with the session key's private half for the bench's own signing. */
export interface SeededUser {
  userid: string
  didValue: string
  /** Hex: the `web3mq-request-pubkey` header value. */
  sessionPub: string
  /** Hex seed, signed with the SDK's signer (`signBase64`). */
  sessionPrivate: string
}

export interface ServerInfo {
  url: string
  users: SeededUser[]
}

export interface ServerProcess extends ServerInfo {
  stop: () => Promise<void>
}

const ENTRY = fileURLToPath(new URL('./serve.ts', import.meta.url))
const START_TIMEOUT_MS = 30_000

const firstLine = (child: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error('bench server did not start')), START_TIMEOUT_MS)
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const end = out.indexOf('\n')
      if (end < 0) return
      clearTimeout(timer)
      resolve(out.slice(0, end))
    })
  })

type ServerMode =
  | { mode: 'node' }
  | { mode: 'bare'; answers: BareAnswers; verify?: boolean }
  /** The mock node serving the build in `dir`, as `npm start` does. */
  | { mode: 'app'; dir: string }

const envOf = (server: ServerMode): Record<string, string> => {
  if (server.mode === 'bare')
    return {
      BENCH_BARE_ANSWERS: JSON.stringify(server.answers),
      ...(server.verify ? { BENCH_BARE_VERIFY: '1' } : {}),
    }
  if (server.mode === 'app') return { BENCH_APP_DIR: server.dir }
  return {}
}

/**
 * `node`: the mock node with two seeded users; `bare`: the bare Fastify reference (with `verify`, one native
 * signature verify per signed request and chat frame); `app`: the served build.
 */
export const startServer = async (server: ServerMode): Promise<ServerProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, server.mode], {
    env: { ...process.env, ...envOf(server) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const info = JSON.parse(await firstLine(child)) as ServerInfo
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }
  return { ...info, stop }
}
