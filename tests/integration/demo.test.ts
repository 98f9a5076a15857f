/**
 * `npm run demo` as a user runs it: examples/demo.ts in a child process (tsx) against its own in-process
 * mock node. It must exit 0 and print every step in order, with the deterministic wallets' addresses;
 * pointed at a node that cannot be reached, it must exit 1 with the reason.
 */
import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoWallet, shortAddress } from '../../examples/wallet'

const ROOT = resolve(import.meta.dirname, '../..')
const TSX = resolve(ROOT, 'node_modules/.bin/tsx')
const TIMEOUT_MS = 60_000

interface Run {
  code: number
  stdout: string
  stderr: string
}

/** Runs the demo with WEB3MQ_NODE_URL set to `nodeUrl`, or removed so the demo starts its own node. */
const runDemo = (nodeUrl?: string): Promise<Run> => {
  const { WEB3MQ_NODE_URL: _ignored, ...env } = process.env
  return new Promise((done) => {
    execFile(
      TSX,
      ['examples/demo.ts'],
      { cwd: ROOT, env: nodeUrl ? { ...env, WEB3MQ_NODE_URL: nodeUrl } : env, timeout: TIMEOUT_MS },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        done({ code, stdout, stderr })
      },
    )
  })
}

/** Each pattern matches a line of `text`, and they appear in the given order. */
const expectLinesInOrder = (text: string, patterns: readonly (string | RegExp)[]) => {
  const lines = text.split('\n')
  let from = 0
  for (const pattern of patterns) {
    const matches = (line: string) => (typeof pattern === 'string' ? line === pattern : pattern.test(line))
    const index = lines.findIndex((line, i) => i >= from && matches(line))
    expect(index, `line ${String(pattern)} after line ${from}`).toBeGreaterThanOrEqual(from)
    from = index + 1
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const USERID = 'user:[0-9a-f]{56}'

describe('npm run demo', () => {
  it(
    'walks through sign-up, follows, chat with ack and read status, and a topic; exits 0',
    async () => {
      const run = await runDemo()
      expect(run.stderr).not.toContain('Demo failed')
      expect(run.code).toBe(0)
      const wallet = (name: string) => escapeRegExp(shortAddress(demoWallet(name).address))
      expectLinesInOrder(run.stdout, [
        /^Started the bundled mock node at http:\/\/127\.0\.0\.1:\d+$/,
        new RegExp(`^Alice registered: ${USERID} \\(wallet ${wallet('Alice')}\\)$`),
        new RegExp(`^Bob registered: ${USERID} \\(wallet ${wallet('Bob')}\\)$`),
        'Alice follows Bob',
        'Bob follows Alice',
        'Alice: 1 follower(s), following 1',
        'Bob: 1 follower(s), following 1',
        "Alice's contacts (mutual follows): Bob",
        /^Both sockets open \(node id \S+\)$/,
        /^Alice → Bob: "Hi Bob! 👋" \(message [0-9a-f]{12}…\)$/,
        "Alice sees the node's ack: received",
        'Bob received: "Hi Bob! 👋" from Alice',
        'Bob marks it read',
        'Alice gets the status: read',
        /^Alice created topic topic:\S+$/,
        'Bob subscribed',
        'Alice published "First post"',
        'Bob got a live notification: "First post": Hello, subscribers!',
        '== Done',
        'Closed the sockets and the node.',
      ])
    },
    TIMEOUT_MS,
  )

  it(
    'exits 1 with the reason when the node cannot be reached',
    async () => {
      // Port 1 is refused by fetch itself: a failure that needs no network and no timing.
      const run = await runDemo('http://127.0.0.1:1')
      expect(run.code).toBe(1)
      expect(run.stdout).toContain('Using the node at http://127.0.0.1:1')
      expect(run.stderr).toContain('Demo failed: get wallte user info error (cause: Network Error')
      expect(run.stdout).not.toContain('== Done')
    },
    TIMEOUT_MS,
  )
})
