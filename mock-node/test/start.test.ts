/**
 * `startMockNode` and `testWallet` as another project's tests use them (mock-node/README.md "As a package"):
 * a node on a free port answering REST and the socket, a `close()` that frees the port and every folder,
 * options refused with their reason before anything starts, and the SDK signing in with a test wallet.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { myProfile } from '#domain/contract'
import { decodeFrame, encodeFrame, pingFrame } from '#domain/protocol'
import { recoverPersonalAddress } from '#domain/walletsig/eip191'
import { freePort } from '../../scripts/nats-server'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { consoleLogger } from '../../src/adapters/platform/console-logger'
import { cryptoRandom } from '../../src/adapters/platform/crypto-random'
import { systemClock } from '../../src/adapters/platform/system-clock'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { WalletSigner } from '../../src/ports'
import { initWeb3MQ, signInWithWallet } from '../../src/sdk'
import { httpSend, logIn, signUpAndLogIn } from '../../tests/_util/node-client'
import { ethWallet } from '../../tests/fakes/wallets'
import {
  DEMO_PASSWORD,
  type MockNodeCluster,
  MockNodeError,
  type MockNodeHandle,
  type MockNodeOptions,
  type SeededAccount,
  startMockNode,
  type TestWalletSigner,
  type TlsPems,
  testWallet,
} from '../src/start'
import { selfSignedPems } from '../src/tls'

const started: MockNodeHandle[] = []
const folders: string[] = []

/** A node closed when the test ends, whatever the test did. */
const start = async (options?: MockNodeOptions): Promise<MockNodeHandle> => {
  const node = await startMockNode(options)
  started.push(node)
  return node
}

const folder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'start-test-'))
  folders.push(dir)
  return dir
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((node) => node.close()))
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The refusal `startMockNode(options)` rejects with. */
const refusal = (options: unknown): Promise<MockNodeError> =>
  startMockNode(options as MockNodeOptions).then(
    () => {
      throw new Error('the node started')
    },
    (error: unknown) => {
      if (!(error instanceof MockNodeError)) throw error
      return error
    },
  )

/** Sends a ping frame (docs/protocol.md §3.2) and resolves with the pong's timestamp. */
const pingOver = (wsUrl: string, options: WebSocket.ClientOptions = {}): Promise<bigint | undefined> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, options)
    socket.binaryType = 'nodebuffer'
    socket.once('error', reject)
    socket.once('open', () => socket.send(encodeFrame(pingFrame({ timestamp: 7 }))))
    socket.once('message', (data: Buffer) => {
      const frame = decodeFrame(new Uint8Array(data))
      socket.once('close', () => resolve(frame.kind === 'pong' ? frame.message.timestamp : undefined))
      socket.close()
    })
  })

/**
 * The envelope code of `GET /api/ping/` on a connection of its own: a pooled keep-alive connection could be
 * one a closed node on the same port had, which is not what a test of that port means to ask.
 */
const pingCode = (url: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    get(`${url}/api/ping/`, { agent: false }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => resolve((JSON.parse(body) as { code: unknown }).code))
    }).on('error', reject)
  })

/** Whether a TCP connection to the port is refused: nothing listens there. */
const refusesConnections = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

describe('startMockNode', () => {
  it('listens on a free loopback port in memory and answers REST and the socket', async () => {
    const node = await start()
    expect(node.port).toBeGreaterThan(0)
    expect(node.url).toBe(`http://127.0.0.1:${node.port}`)
    expect(node.wsUrl).toBe(`ws://127.0.0.1:${node.port}/messages`)
    expect(node.dataDir).toBeUndefined()
    expect(node.certificate).toBeUndefined()
    expect(node.seeded).toEqual([])
    const ping = await fetch(`${node.url}/api/ping/`)
    expect(((await ping.json()) as { code: number }).code).toBe(0)
    expect(ping.headers.get('nodeid')).toBe(node.nodeId)
    expect(await pingOver(node.wsUrl)).toBe(7n)
  })

  it('close() frees the port: nothing answers there, and a second node starts on it', async () => {
    const first = await startMockNode()
    await first.close()
    await first.close()
    expect(await refusesConnections(first.port)).toBe(true)
    const second = await start({ port: first.port })
    expect(second.url).toBe(first.url)
    expect(await pingCode(second.url)).toBe(0)
  })

  it('keeps its state in dataDir: a user signed up before a close logs in after a restart', async () => {
    const dataDir = folder()
    const first = await startMockNode({ dataDir })
    expect(first.dataDir).toBe(dataDir)
    const account = await signUpAndLogIn(httpSend(first.url), ethWallet('start-restart'))
    await first.close()
    const second = await start({ dataDir })
    const again = await logIn(httpSend(second.url), account.wallet, account.userid, account.mainKeys)
    expect(await again.call(myProfile, {})).toMatchObject({ userid: account.userid })
  })

  it('passes faults and corsOrigins on', async () => {
    const node = await start({ faults: true, corsOrigins: ['https://app.example'], tls: false })
    const outage = await fetch(`${node.url}/__mock/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1 }),
    })
    expect(((await outage.json()) as { code: number }).code).toBe(0)
    const allowed = (origin: string) =>
      fetch(`${node.url}/api/ping/`, { method: 'HEAD', headers: { origin } }).then((r) =>
        r.headers.get('access-control-allow-origin'),
      )
    expect(await allowed('https://app.example')).toBe('https://app.example')
    expect(await allowed('https://evil.example')).toBeNull()
  })

  it('serves HTTPS and WSS with tls: true, trusted through the certificate it answers', async () => {
    const node = await start({ tls: true })
    expect(node.url).toBe(`https://127.0.0.1:${node.port}`)
    expect(node.wsUrl).toBe(`wss://127.0.0.1:${node.port}/messages`)
    expect(node.certificate).toMatch(/^-----BEGIN CERTIFICATE-----/)
    await expect(pingOver(node.wsUrl)).rejects.toThrow(/self.signed|certificate/i)
    expect(await pingOver(node.wsUrl, { ca: node.certificate })).toBe(7n)
  })

  it('serves the certificate it is given', async () => {
    const pems: TlsPems = await selfSignedPems('127.0.0.1')
    const node = await start({ tls: pems })
    expect(node.certificate).toBe(pems.cert)
    expect(await pingOver(node.wsUrl, { ca: pems.cert })).toBe(7n)
  })

  it('refuses a port in use, and closes what it had opened (the data folder is free again)', async () => {
    const holder = await start()
    const dataDir = folder()
    const refused = await refusal({ port: holder.port, dataDir })
    expect(refused.kind).toBe('listen')
    expect(refused.message).toContain('EADDRINUSE')
    const next = await start({ dataDir })
    expect(await pingCode(next.url)).toBe(0)
  })

  it('refuses a data folder another node holds', async () => {
    const dataDir = folder()
    await start({ dataDir })
    const refused = await refusal({ dataDir })
    expect(refused.kind).toBe('state')
    expect(refused.message).toMatch(
      new RegExp(`^The data folder ${dataDir} is in use by another mock node \\(process ${process.pid}\\)`),
    )
  })

  it('refuses a devnet engine it cannot reach, naming it', async () => {
    const engine = `nats://127.0.0.1:${await freePort()}`
    const cluster: MockNodeCluster = { servers: [engine], nodeId: 'node:unreachable' }
    const refused = await refusal({ cluster })
    expect(refused.kind).toBe('devnet')
    expect(refused.message).toMatch(new RegExp(`^cannot reach the devnet engine at ${engine}: `))
  })

  it.each([
    ['a string', 'not options', 'startMockNode takes an options object'],
    ['an unknown option', { prot: 8787 }, 'unknown option prot; known: port, host, memory, dataDir, seed'],
    ['a negative port', { port: -1 }, 'port takes an integer from 0 to 65535 (0: a free port), not -1'],
    ['a port too high', { port: 65536 }, 'port takes an integer from 0 to 65535 (0: a free port), not 65536'],
    ['a fractional port', { port: 80.5 }, 'port takes an integer from 0 to 65535 (0: a free port), not 80.5'],
    [
      'a port as text',
      { port: '8787' },
      'port takes an integer from 0 to 65535 (0: a free port), not "8787"',
    ],
    ['an empty host', { host: '' }, 'host takes a non-empty string'],
    ['seed as text', { seed: 'yes' }, 'seed takes true or false, not "yes"'],
    ['memory with a folder', { memory: true, dataDir: '/tmp/x' }, 'memory keeps nothing on disk'],
    [
      'memory: false alone',
      { memory: false },
      'memory: false needs dataDir, the folder to keep the state in',
    ],
    [
      'one origin as text',
      { corsOrigins: 'https://a.example' },
      'corsOrigins takes true (any origin) or a list',
    ],
    ['a certificate file name', { tls: { cert: 'cert.pem', key: 'key.pem' } }, 'tls.cert takes PEM text'],
    [
      'tls as text',
      { tls: 'yes' },
      'tls takes true (a self-signed certificate), false or { cert, key } in PEM',
    ],
    ['a certificate without its key', { tls: { cert: '-----BEGIN CERTIFICATE-----' } }, 'tls.key is missing'],
    [
      'a cluster without servers',
      { cluster: { servers: [] } },
      'cluster.servers takes one or more NATS URLs',
    ],
    ['a cluster as text', { cluster: 'nats://127.0.0.1:4222' }, 'cluster takes { servers: ['],
    [
      'six replicas',
      { cluster: { servers: ['nats://127.0.0.1:4222'], replicas: 6 } },
      'cluster.replicas takes 1 to 5, not 6',
    ],
    [
      'an unknown cluster option',
      { cluster: { servers: ['nats://127.0.0.1:4222'], name: 'x' } },
      'unknown option cluster.name; known: servers, nodeId',
    ],
  ])('refuses %s with its reason', async (_case, options, reason) => {
    const refused = await refusal(options)
    expect(refused.kind).toBe('options')
    expect(refused.message).toContain(reason)
  })
})

/** What an integrator hands the SDK in Node, as examples/demo.ts does. */
const sdkFor = (url: string) =>
  initWeb3MQ(
    { connectUrl: url, app_key: '' },
    {
      http: createOfetchTransport(),
      socket: createNodeSocketTransport(),
      clock: systemClock,
      random: cryptoRandom,
      logger: consoleLogger({ enabled: false }),
    },
  )

describe('testWallet', () => {
  it('is the same wallet for the same name, another for another, and signs EIP-191', async () => {
    const wallet: TestWalletSigner = testWallet('carol')
    // The SDK's wallet port takes it as it is.
    const signer: WalletSigner = wallet
    expect(wallet.address).toMatch(/^0x[0-9a-f]{40}$/)
    expect(testWallet('carol').address).toBe(wallet.address)
    expect(testWallet('dave').address).not.toBe(wallet.address)
    expect(await signer.connect()).toEqual({ address: wallet.address, didPubkey: '' })
    const signature = await signer.sign('hello', { address: wallet.address, didPubkey: '' })
    expect(recoverPersonalAddress('hello', signature)).toBe(wallet.address)
    expect(() => testWallet('')).toThrow('testWallet takes a non-empty name')
  })

  it('signs a new user up through the SDK, whose socket then opens on the node', async () => {
    const node = await start()
    const web3mq = await sdkFor(node.url)
    const wallet = testWallet('erin')
    const signedIn = await signInWithWallet(web3mq.auth, { signer: wallet, password: 'erin password' })
    expect(signedIn.registered).toBe(true)
    const client = web3mq.createClient(
      {
        PrivateKey: signedIn.keys.TempPrivateKey,
        PublicKey: signedIn.keys.TempPublicKey,
        userid: signedIn.userid,
      },
      { didKey: `eth:${wallet.address}` },
    )
    try {
      await client.connect()
      expect(client.connection?.nodeId).toBe(node.nodeId)
    } finally {
      client.close()
    }
  })

  it("is the seeded demo account's wallet: Alice signs in with the demo password", async () => {
    const node = await start({ seed: true })
    const alice = node.seeded.find((account: SeededAccount) => account.nickname === 'Alice')
    expect(node.seeded.map((account) => account.nickname)).toEqual(['Alice', 'Bob'])
    expect(alice?.address).toBe(testWallet('Alice').address)
    const web3mq = await sdkFor(node.url)
    const signedIn = await signInWithWallet(web3mq.auth, {
      signer: testWallet('Alice'),
      password: DEMO_PASSWORD,
    })
    expect(signedIn).toMatchObject({ registered: false, userid: alice?.userid })
  })
})
