/**
 * The mock node as the published package runs it (mock-node/README.md "As a package"): built by the
 * package's own build (scripts/package/build.ts) into plain ESM files in one folder, `index.js`
 * (./src/start.ts), `cli.js` (./src/main.ts) and `push-worker.js` (./src/push/worker-entry.ts), npm packages
 * left as imports, and run by Node without tsx.
 * A push proves the node started its worker from `push-worker.js` (./src/push/channel.ts); a process that
 * ends by itself once `close()` resolved proves the close stopped everything the start began. Each case
 * waits for what the process prints, for the push, or for the exit, never for a time.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildRequest, readResponse, sendMessage, userAuth, webPushSubscribe } from '#domain/contract'
import { bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { messageId } from '#domain/signing/socket'
import { buildMockNode } from '../../scripts/package/build'
import { httpSend, monotonicClock, signUpAndLogIn } from '../../tests/_util/node-client'
import { type PushService, startPushService } from '../../tests/_util/push-service'
import { ethWallet } from '../../tests/fakes/wallets'
import { pushAuthBody } from './_util/signed-bodies'
import { type WatchedProcess, watched } from './_util/watched-process'

const ROOT = resolve(import.meta.dirname, '../..')
// A bundle and a Node process each; on a busy two-core machine that can take many seconds.
const CASE_MS = 60_000

/** What a consumer's test does with the package: start a node, say where, close it when told (stdin ends). */
const PROBE = `import { startMockNode } from './index.js'
const node = await startMockNode()
console.log(JSON.stringify({ url: node.url, nodeId: node.nodeId }))
process.stdin.resume()
process.stdin.once('end', async () => {
  await node.close()
  console.log('closed')
})
`

let folder: string
let dist: string

beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mock-node-package-'))
  // The package's own folder (its package.json says ESM), its dependencies where an install puts them.
  folder = await buildMockNode(join(scratch, 'package'))
  dist = join(folder, 'dist')
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir')
  writeFileSync(join(dist, 'probe.js'), PROBE)
}, CASE_MS)

afterAll(() => {
  if (folder) rmSync(resolve(folder, '..'), { recursive: true, force: true })
})

const running: ChildProcess[] = []
let service: PushService | undefined

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const exited = new Promise((done) => child.once('exit', done))
    child.kill('SIGKILL')
    await exited
  }
  await service?.close()
  service = undefined
}, CASE_MS)

type Run = WatchedProcess

/** `node <file> …args` in the bundle's folder: plain Node, no tsx loader. */
const runNode = (file: string, args: string[] = []): Run => {
  const child = spawn(process.execPath, [join(dist, file), ...args], { cwd: folder })
  running.push(child)
  return watched(child, file)
}

describe('the bundled package', () => {
  it(
    'index.js: a node whose push goes out through push-worker.js, and whose close() lets the process end',
    async () => {
      service = await startPushService()
      const probe = runNode('probe.js')
      const [line] = await probe.printed(/^\{.*\}\n/)
      const { url, nodeId } = JSON.parse(line) as { url: string; nodeId: string }
      const send = httpSend(url)
      const clock = monotonicClock()
      const alice = await signUpAndLogIn(send, ethWallet('package-alice'), { nickname: 'Alice', now: clock })
      const bob = await signUpAndLogIn(send, ethWallet('package-bob'), { nickname: 'Bob', now: clock })
      const authorised = pushAuthBody(bob, 1, clock())
      readResponse(userAuth, await send(buildRequest(userAuth, authorised, { timestamp: clock() })))
      const device = service.subscribe()
      await bob.call(webPushSubscribe, {
        endpoint: device.endpoint,
        p256dh: device.p256dh,
        auth: device.auth,
      })

      const ts = clock()
      const payload = utf8ToBytes('Packed and sent')
      const message = buildRequest(
        sendMessage,
        {
          nodeid: nodeId,
          payload_type: 'text/plain; charset=utf-8',
          payload: bytesToBase64(payload),
          cipher_suite: 'NONE',
          content_topic: bob.userid,
          messageid: messageId({ comeFrom: alice.userid, contentTopic: bob.userid, timestamp: ts, payload }),
        },
        { signer: alice.signer, timestamp: ts },
      )
      readResponse(sendMessage, await send(message, alice.headers))
      // A worker that cannot start says so on stderr (./src/push/index.ts) and no push ever comes.
      const workerFailed = probe.printed(/push worker stopped[\s\S]*/).then((match) => {
        throw new Error(`the push worker did not start: ${match[0]}`)
      })
      const [push] = await Promise.race([service.waitFor(1), workerFailed])
      expect(push?.subscription).toBe(device.id)
      expect(push?.content).toMatchObject({ source: 'chats', title: 'Alice', body: 'Packed and sent' })

      probe.child.stdin?.end()
      expect(await probe.exited).toBe(0)
      expect(probe.output()).toMatch(/\nclosed\n$/)
    },
    CASE_MS,
  )

  it(
    'cli.js: prints its URL, serves, and stops on SIGTERM',
    async () => {
      const cli = runNode('cli.js', ['--port', '0', '--memory'])
      const [, url] = await cli.printed(/listening at (\S+)\n[\s\S]*data {2}in memory only/)
      const ping = (await (await fetch(`${url}/api/ping/`)).json()) as { code: number }
      expect(ping.code).toBe(0)
      cli.child.kill('SIGTERM')
      expect(await cli.exited).toBe(0)
      expect(cli.output()).toContain('mock node: SIGTERM, closing\n')
    },
    CASE_MS,
  )
})
