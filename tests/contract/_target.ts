/**
 * Which node the contract suite talks to: the origin in WEB3MQ_NODE_URL (a real node, e.g. a testnet
 * one), else a bundled mock node started in this process. Either way the tests see only a URL, so
 * every test runs unchanged in both modes. A remote node keeps its state between runs, hence the
 * per-run random wallet labels.
 */
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import { createFetchNodeProbe } from '../../src/adapters/http/node-probe'
import { startMockNode } from '../_util/mock-node'

const rawUrl = process.env.WEB3MQ_NODE_URL?.trim() ?? ''

/** The real node under test, or undefined for the bundled mock node. */
const REMOTE_URL: string | undefined = rawUrl ? rawUrl.replace(/\/+$/, '') : undefined
const isRemote = REMOTE_URL !== undefined
/** Fed to registration as `testnet_access_key` (docs/protocol.md §8); a testnet node may require it. */
export const ACCESS_KEY = process.env.WEB3MQ_TESTNET_ACCESS_KEY ?? ''

const REACH_TIMEOUT_MS = 10_000
/** Hooks sign several users up; over the internet that takes longer than vitest's 10 s default. */
const HOOK_TIMEOUT_MS = isRemote ? 60_000 : 20_000
/** How long a live socket event may take to arrive. */
export const EVENT_WAIT_MS = isRemote ? 10_000 : 5_000

export interface Target {
  /** The node's origin, without a trailing slash. */
  url: string
  /** A wallet label unique to this run, so a node that keeps state never sees the wallet twice. */
  label(name: string): string
  close(): Promise<void>
}

const RUN = randomBytes(6).toString('hex')
const label = (name: string) => `contract-${RUN}-${name}`

/**
 * Checks the remote node answers `HEAD /api/ping/` (the discovery probe, docs/protocol.md §8) within 10 s, so a
 * wrong URL or no network fails the whole suite at once with one clear message instead of a cascade of
 * timeouts.
 */
const reach = async (url: string): Promise<void> => {
  if (!/^https?:\/\/[^/]+$/i.test(url))
    throw new Error(
      `WEB3MQ_NODE_URL must be a node origin like https://testnet-ap-jp-1.web3mq.com, got "${url}"`,
    )
  const probe = createFetchNodeProbe({ timeoutMs: REACH_TIMEOUT_MS })
  try {
    await probe.ping(url)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Contract suite: WEB3MQ_NODE_URL=${url} is not a reachable Web3MQ node: HEAD /api/ping/ failed ` +
        `(${reason}; limit ${REACH_TIMEOUT_MS / 1000} s). Check the URL and the network, or unset ` +
        'WEB3MQ_NODE_URL to run against the bundled mock node.',
    )
  }
}

const openTarget = async (): Promise<Target> => {
  if (REMOTE_URL) {
    await reach(REMOTE_URL)
    return { url: REMOTE_URL, label, close: async () => {} }
  }
  const node = await startMockNode()
  return { url: node.url, label, close: () => node.close() }
}

/** Something the suite must close when the file is done, e.g. an SDK client with an open socket. */
interface Closable {
  close(): void
}

/** Registers `item` to be closed after the file's tests; returns it, for `alice = track(await …)`. */
type Track = <T extends { client: Closable }>(item: T) => T

/**
 * Registers beforeAll/afterAll for one test file and returns the target's getter; `setup` runs once
 * the node is known (sign users up there). Clients passed to `track` are closed before the target,
 * even when a later step of `setup` fails.
 */
export const contractTarget = (
  setup: (target: Target, track: Track) => Promise<void> = async () => {},
): (() => Target) => {
  let target: Target | undefined
  const tracked: Closable[] = []
  const track: Track = (item) => {
    tracked.push(item.client)
    return item
  }
  beforeAll(async () => {
    target = await openTarget()
    await setup(target, track)
  }, HOOK_TIMEOUT_MS + REACH_TIMEOUT_MS)
  afterAll(async () => {
    for (const client of tracked.splice(0)) client.close()
    await target?.close()
  })
  return () => {
    if (!target) throw new Error('The contract target is not open yet')
    return target
  }
}
