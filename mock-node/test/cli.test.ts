/**
 * The CLI as a person runs it (`tsx mock-node/src/main.ts`), not `buildApp`: its flags must reach the node.
 * Each case starts a real process on an ephemeral port, reads the URL it prints, and stops it.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { myProfile } from '#domain/contract'
import { httpSend, logIn, signUpAndLogIn } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import { selfSignedPems } from '../src/tls'

const ROOT = resolve(import.meta.dirname, '../..')
const TSX = resolve(ROOT, 'node_modules/.bin/tsx')
// Each case starts a tsx process; on a busy two-core machine that alone can take many seconds.
const START_MS = 60_000

interface Started {
  child: ChildProcess
  url: string
  output: () => string
}

const running: ChildProcess[] = []

const MAIN = resolve(ROOT, 'mock-node/src/main.ts')

/**
 * Spawns the CLI and resolves once it has printed its URL and the line `ready` looks for. It runs in
 * memory (`--memory`) unless the case chooses a folder or its own working directory.
 */
const startCli = (args: string[], ready = /data\s+\S+/, cwd = ROOT): Promise<Started> =>
  new Promise((done, fail) => {
    const keep = cwd !== ROOT || args.includes('--data') ? [] : ['--memory']
    const child = spawn(TSX, [MAIN, '--port', '0', '--host', '127.0.0.1', ...keep, ...args], { cwd })
    running.push(child)
    let out = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const url = /listening at (https?:\/\/\S+)/.exec(out)?.[1]
      if (url && ready.test(out)) done({ child, url, output: () => out })
    })
    child.once('exit', (code) => fail(new Error(`CLI exited (${code}): ${out}`)))
  })

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

afterEach(async () => {
  await Promise.all(running.splice(0).map(stop))
}, START_MS)

const postOutage = (url: string) =>
  fetch(`${url}/__mock/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms: 1 }),
  })

/** GET over HTTPS trusting `ca` (or only the system's roots): the certificate must be valid for the host. */
const getTrusting = (url: string, ca?: string): Promise<{ status: number; body: string }> =>
  new Promise((done, fail) => {
    const req = request(url, ca ? { ca } : {}, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => done({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', fail)
    req.end()
  })

/** What a separate `node` process started with NODE_EXTRA_CA_CERTS (as the README says) reads from `url`. */
const codeFromNodeTrusting = (certPath: string, url: string): Promise<string> =>
  new Promise((done, fail) =>
    execFile(
      process.execPath,
      ['-e', 'fetch(process.argv[1]).then((r) => r.json()).then((j) => console.log(j.code))', url],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath } },
      (error, stdout) => (error ? fail(error) : done(stdout.trim())),
    ),
  )

describe('mock node CLI', () => {
  it(
    'passes --faults on: POST /__mock/outage answers',
    async () => {
      const { url } = await startCli(['--faults'])
      const res = await postOutage(url)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { code: number }).code).toBe(0)
    },
    START_MS,
  )

  it(
    'has no fault route without --faults',
    async () => {
      const { url } = await startCli([])
      expect((await postOutage(url)).status).toBe(404)
    },
    START_MS,
  )

  it(
    'passes --cors-origin on: only the listed origin is allowed',
    async () => {
      const { url } = await startCli(['--cors-origin', 'https://app.example'])
      const allowed = (origin: string) =>
        fetch(`${url}/api/ping/`, { method: 'HEAD', headers: { origin } }).then((r) =>
          r.headers.get('access-control-allow-origin'),
        )
      expect(await allowed('https://app.example')).toBe('https://app.example')
      expect(await allowed('https://evil.example')).toBeNull()
    },
    START_MS,
  )

  it(
    'serves HTTPS and WSS with --tls, trusted only through the certificate it prints, removed on exit',
    async () => {
      const { child, url, output } = await startCli(['--tls'])
      expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/)
      const certPath = /certificate (\S+\.pem)/.exec(output())?.[1] ?? ''
      const ca = readFileSync(certPath, 'utf8')
      await expect(getTrusting(`${url}/api/ping/`)).rejects.toThrow(/self.signed|certificate/i)
      const ping = await getTrusting(`${url}/api/ping/`, ca)
      expect(ping.status).toBe(200)
      expect(JSON.parse(ping.body)).toMatchObject({ code: 0 })
      expect(await codeFromNodeTrusting(certPath, `${url}/api/ping/`)).toBe('0')

      const socket = new WebSocket(`${url.replace(/^https/, 'wss')}/messages`, { ca })
      await new Promise((done, fail) => {
        socket.once('open', done)
        socket.once('error', fail)
      })
      const closed = new Promise((done) => socket.once('close', done))
      socket.close()
      await closed

      await stop(child)
      expect(existsSync(certPath)).toBe(false)
    },
    START_MS,
  )

  it(
    'serves your own certificate with --cert/--key and leaves the files alone',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cli-test-'))
      try {
        const pems = await selfSignedPems('127.0.0.1')
        const certPath = join(dir, 'cert.pem')
        writeFileSync(certPath, pems.cert)
        writeFileSync(join(dir, 'key.pem'), pems.key)
        const { child, url, output } = await startCli(['--cert', certPath, '--key', join(dir, 'key.pem')])
        expect(output()).toContain(`certificate ${certPath}`)
        expect((await getTrusting(`${url}/api/ping/`, pems.cert)).status).toBe(200)
        await stop(child)
        expect(existsSync(certPath)).toBe(true)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    START_MS,
  )

  it(
    'keeps its state in .mock-node-data of the working directory by default: a user logs in after a restart',
    async () => {
      const cwd = mkdtempSync(join(tmpdir(), 'cli-data-'))
      try {
        const first = await startCli([], undefined, cwd)
        expect(first.output()).toContain(`data  ${join(cwd, '.mock-node-data')} (schema version`)
        const account = await signUpAndLogIn(httpSend(first.url), ethWallet('cli-restart'))
        await stop(first.child)
        const second = await startCli([], undefined, cwd)
        const again = await logIn(httpSend(second.url), account.wallet, account.userid, account.mainKeys)
        expect(await again.call(myProfile, {})).toMatchObject({ userid: account.userid })
      } finally {
        rmSync(cwd, { recursive: true, force: true })
      }
    },
    START_MS,
  )

  it(
    'refuses a second node on a data folder in use, saying which process holds it',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'cli-lock-'))
      try {
        await startCli(['--data', dir])
        const refused = await startCli(['--data', dir]).catch((error: Error) => error.message)
        // The process is the node under tsx, whose id the test does not know.
        expect(refused).toMatch(
          /^CLI exited \(2\): mock node: The data folder \S+ is in use by another mock node \(process \d+\); stop it or pass another --data folder\n$/,
        )
        expect(refused).toContain(`folder ${dir} is in use`)
      } finally {
        await Promise.all(running.splice(0).map(stop))
        rmSync(dir, { recursive: true, force: true })
      }
    },
    START_MS,
  )

  it(
    'leaves nothing on disk with --memory',
    async () => {
      const cwd = mkdtempSync(join(tmpdir(), 'cli-memory-'))
      try {
        const { child, url, output } = await startCli(['--memory'], undefined, cwd)
        expect(output()).toContain('data  in memory only (--memory): nothing is kept')
        await signUpAndLogIn(httpSend(url), ethWallet('cli-memory'))
        await stop(child)
        expect(readdirSync(cwd)).toEqual([])
      } finally {
        rmSync(cwd, { recursive: true, force: true })
      }
    },
    START_MS,
  )
})
