/**
 * Runs the mock node CLI and the independent protocol peer as two separate processes: the node is
 * driven only through its sockets and REST, by code that shares nothing with it but the document.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const TSX = resolve(ROOT, 'node_modules/.bin/tsx')

const STEPS = [
  'vectors',
  'register-a',
  'register-b',
  'rest-signed',
  'connect-a',
  'connect-b',
  'ping',
  'chat',
  'topic-notification',
  'notification-history',
  'dapp',
  'forged-rest-key',
  'forged-rest-header-key',
  'forged-register',
  'forged-chat',
  'forged-connect',
]

interface PeerReport {
  ok: boolean
  steps: { name: string; ok: boolean; detail: string }[]
}

/** Starts the CLI on an ephemeral port and resolves with the URL it prints. */
const startNode = (child: ChildProcess): Promise<string> =>
  new Promise((done, fail) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error(`node did not start: ${out}`)), 20_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const url = /listening at (http:\/\/\S+)/.exec(out)?.[1]
      if (url) {
        clearTimeout(timer)
        done(url)
      }
    })
    child.once('exit', (code) => fail(new Error(`node exited (${code}): ${out}`)))
  })

const runPeer = (url: string): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((done) => {
    execFile(
      TSX,
      ['tests/peer/protocol-peer.ts', url],
      { cwd: ROOT, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })

describe('independent protocol peer against the mock node CLI', () => {
  let node: ChildProcess
  let url = ''

  beforeAll(async () => {
    node = spawn(TSX, ['mock-node/src/main.ts', '--port', '0', '--host', '127.0.0.1', '--memory'], {
      cwd: ROOT,
    })
    url = await startNode(node)
  }, 30_000)

  afterAll(async () => {
    if (node.exitCode !== null) return
    const exited = new Promise((done) => node.once('exit', done))
    node.kill('SIGTERM')
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))])
  })

  it('passes every step, honest and forged, and exits 0', async () => {
    const { code, stdout, stderr } = await runPeer(url)
    const lines = stdout.trim().split('\n')
    expect(lines, stderr).toHaveLength(1)
    const report = JSON.parse(lines[0] ?? '') as PeerReport
    const failed = report.steps.filter((s) => !s.ok).map((s) => `${s.name}: ${s.detail}`)
    expect(failed).toEqual([])
    expect(report.steps.map((s) => s.name)).toEqual(STEPS)
    expect(report.ok).toBe(true)
    expect(code).toBe(0)
    const detail = Object.fromEntries(report.steps.map((s) => [s.name, s.detail]))
    expect(detail['forged-chat']).toMatch(/^ack invalidSignature/)
    expect(detail['forged-connect']).toBe('closed with 4001, no type-3 reply')
  }, 90_000)
})
