/**
 * Processes of the devnet bench as the bench sees them from outside: the mock node's own entry point,
 * `npm run mock-node -- --cluster …` (what `spawnDevnetNode` in mock-node/test/_util/devnet-nodes.ts runs, here with a
 * start deadline so a node that never comes up is killed rather than waited for), and any process's CPU
 * time read from /proc, for nats-server, which the bench starts but cannot ask.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export interface MainNode {
  url: string
  child: ChildProcess
  /** Sends `signal` and resolves once the process has exited (SIGKILL after `graceMs` if it has not). */
  stop(signal: NodeJS.Signals, graceMs?: number): Promise<void>
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null

const stopper =
  (child: ChildProcess) =>
  (signal: NodeJS.Signals, graceMs = 5_000): Promise<void> =>
    new Promise((done) => {
      if (exited(child)) return done()
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      child.once('exit', () => {
        clearTimeout(timer)
        done()
      })
      child.kill(signal)
    })

/**
 * Starts `mock-node/src/main.ts --port 0 …args` in its own process and resolves once it printed its URL and
 * the log entry it applied up to (it serves from then on); killed and rejected after `timeoutMs`.
 */
export const spawnMainNode = (args: readonly string[], timeoutMs: number): Promise<MainNode> =>
  new Promise((resolveNode, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'mock-node/src/main.ts', '--port', '0', ...args],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    const stop = stopper(child)
    let out = ''
    const timer = setTimeout(() => {
      void stop('SIGKILL')
      reject(new Error(`mock node did not start within ${timeoutMs} ms:\n${out}`))
    }, timeoutMs)
    const onOutput = (chunk: Buffer): void => {
      out += chunk.toString()
      const found = /listening at (\S+)/.exec(out)
      if (!found || !/applied up to/.test(out)) return
      clearTimeout(timer)
      resolveNode({ url: found[1] as string, child, stop })
    }
    child.stdout?.on('data', onOutput)
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`mock node exited (${code}) before it served:\n${out}`))
    })
  })

/** The pid of the nats-server serving client port `port`, found by its command line (`-p PORT`). */
export const natsPid = (port: number): number | undefined => {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const at = argv.indexOf('-p')
      if (argv[0]?.endsWith('nats-server') && at >= 0 && argv[at + 1] === String(port)) return Number(entry)
    } catch {
      // The process ended while the folder was read.
    }
  }
  return undefined
}

const ticksPerSecond = (): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
}

let ticks: number | undefined

/** User + system CPU time of process `pid` in microseconds (0 once it is gone), from /proc/PID/stat. */
export const processCpuMicros = (pid: number | undefined): number => {
  if (pid === undefined) return 0
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // After the command name (which may hold spaces): state is field 3, utime 14 and stime 15, in ticks.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks ??= ticksPerSecond()
    return ((Number(fields[11]) + Number(fields[12])) / ticks) * 1e6
  } catch {
    return 0
  }
}
