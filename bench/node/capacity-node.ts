/**
 * The mock node for the capacity bench, in its own process and driven over IPC (`./ipc.ts`): it seeds users
 * straight into its state (a REST registration per user would dominate a 20,000-socket run), subscribes them
 * to one topic, and reports its memory, open file descriptors and the event loop's longest stall
 * (`monitorEventLoopDelay`, measured inside this process). State is LMDB in a temporary folder removed at
 * exit, as `npm start` keeps it; `memory: true` keeps it in memory.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import { buildApp, type MockNode } from '../../mock-node/src/app'
import { answerCommands } from './ipc'
import type { SeededUser } from './process'
import { seedUser } from './seed-user'

export const TOPIC_ID = 'topic:capacity'

let app: MockNode | undefined
let dir: string | undefined
const loop = monitorEventLoopDelay({ resolution: 1 })
loop.enable()

process.on('exit', () => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const node = (): MockNode => {
  if (!app) throw new Error('node not started')
  return app
}

/** The open-file limits of this process (soft, hard), as the kernel reports them. */
const fdLimits = (): { soft: string; hard: string } => {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'))
  const [soft = '?', hard = '?'] = line?.replace('Max open files', '').trim().split(/\s+/) ?? []
  return { soft, hard }
}

const start = async ({ memory }: { memory: boolean }) => {
  dir = memory ? undefined : mkdtempSync(join(tmpdir(), 'bench-capacity-'))
  app = await buildApp({ nodeId: 'node:bench-capacity', ...(dir ? { dataDir: dir } : {}) })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  const publisher = seedUser(app, 'publisher')
  app.context.state.notifications.createTopic({
    topicid: TOPIC_ID,
    topic_name: 'capacity',
    creator: publisher.userid,
    create_at: Date.now(),
  })
  return { url, publisher, topicid: TOPIC_ID, store: dir ? 'LMDB' : 'memory' }
}

/** `count` new users, each subscribed to the topic when `subscribe`. */
const seed = ({ count, subscribe }: { count: number; subscribe: boolean }): SeededUser[] => {
  const users: SeededUser[] = []
  for (let i = 0; i < count; i++) {
    const user = seedUser(node(), `load${i}`)
    if (subscribe) node().context.state.notifications.subscribe(TOPIC_ID, user.userid)
    users.push(user)
  }
  return users
}

/**
 * /proc/self/status, opened once: at the file-descriptor limit no new file opens (`process.memoryUsage()`
 * opens one too), and that is exactly where the last reading is wanted.
 */
const statusFd = openSync('/proc/self/status', 'r')
const status = (): string => {
  const buffer = Buffer.alloc(8192)
  return buffer.toString('utf8', 0, readSync(statusFd, buffer, 0, buffer.length, 0))
}

/** A kB field of the status in bytes: RssAnon is the process's own memory, RssFile mapped files (LMDB's pages). */
const statusBytes = (text: string, field: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${field}:`))
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024
}

/** Open descriptors, or -1 when none is left to list them with. */
const openFds = (): number => {
  try {
    return readdirSync('/proc/self/fd').length
  } catch {
    return -1
  }
}

const limits = fdLimits()

const stats = ({ gc }: { gc: boolean }) => {
  if (gc) globalThis.gc?.()
  const text = status()
  const heap = getHeapStatistics()
  return {
    rss: statusBytes(text, 'VmRSS'),
    rssAnon: statusBytes(text, 'RssAnon'),
    rssFile: statusBytes(text, 'RssFile'),
    heapUsed: heap.used_heap_size,
    external: heap.external_memory,
    fds: openFds(),
    limits,
  }
}

const hex = (bytes: number): string => randomBytes(bytes).toString('hex')

/**
 * Stores `count` chat messages among 100 users as an accepted send would (56-hex ids, an 88-character
 * signature, a short payload); answers the seconds it took.
 */
const store = ({ count }: { count: number }): number => {
  const users = Array.from({ length: 100 }, () => `user:${hex(28)}`)
  const { chats } = node().context.state
  const t0 = Date.now() - 3_600_000
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    const from = users[i % 100] as string
    const topic = users[(i * 7 + 1) % 100] as string
    chats.store({
      messageid: hex(28),
      from,
      topic,
      from_sign: randomBytes(66).toString('base64'),
      cipher_suite: 'NONE',
      payload_type: 'text/plain; charset=utf-8',
      payload: Buffer.from(`message ${i}`).toString('base64'),
      timestamp: t0 + i,
      version: 1,
      status: new Map([[topic, { status: 'received' as const, timestamp: t0 + i }]]),
    })
  }
  return (performance.now() - started) / 1000
}

/** Bytes in the data folder (0 in memory). */
const folderBytes = (): number =>
  dir ? readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir as string, name)).size, 0) : 0

answerCommands({
  store,
  folderBytes,
  start,
  seed,
  stats,
  loopReset: () => loop.reset(),
  /** The longest stall since the last reset, and its 99th percentile, in ms. */
  loop: () => ({ maxMs: loop.max / 1e6, p99Ms: loop.percentile(99) / 1e6 }),
  close: async () => {
    await node().close()
  },
})
