/**
 * The bench's server process, so the load generator never shares the server's thread:
 * `tsx bench/node/serve.ts node` starts the mock node with two seeded users, `… bare` the bare Fastify
 * reference, `… app` the mock node serving the build in BENCH_APP_DIR as `npm start` does. Each listens on a free loopback port and prints one JSON line
 * (`ServerInfo`) on stdout, then serves until it is sent SIGTERM.
 */
import { randomBytes } from 'node:crypto'
import { buildApp, type MockNode } from '../../mock-node/src/app'
import { ed25519PublicKey } from '../../src/domain/crypto/ed25519'
import { bytesToHex } from '../../src/domain/crypto/encoding'
import { buildBare } from './bare'
import type { SeededUser, ServerInfo } from './process'

const DAY_MS = 86_400_000

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex')

/** Registers a user and one live session key directly in the node's state, as a completed login would. */
const seedUser = (app: MockNode, nickname: string): SeededUser => {
  const sessionPrivate = randomHex(32)
  const sessionPub = bytesToHex(ed25519PublicKey(Buffer.from(sessionPrivate, 'hex')))
  const user = { userid: `user:${randomHex(28)}`, didValue: `0x${randomHex(20)}`, sessionPub, sessionPrivate }
  const now = app.context.now()
  app.context.state.users.upsert({
    userid: user.userid,
    did_type: 'eth',
    did_value: user.didValue,
    did_pubkey: '',
    main_pubkey: bytesToHex(ed25519PublicKey(randomBytes(32))),
    nickname,
    avatar_url: '',
    avatar_base64: '',
    created_at: now,
  })
  app.context.state.users.addSession(user.userid, { pubkey: sessionPub, expires: now + DAY_MS }, now)
  return user
}

const startNode = async (): Promise<ServerInfo> => {
  const app = await buildApp()
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return { url, users: [seedUser(app, 'alice'), seedUser(app, 'bob')] }
}

const startBare = async (): Promise<ServerInfo> => {
  const app = await buildBare(JSON.parse(process.env.BENCH_BARE_ANSWERS ?? '{}'))
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), users: [] }
}

const startApp = async (): Promise<ServerInfo> => {
  const app = await buildApp({ serveAppDir: process.env.BENCH_APP_DIR ?? 'dist' })
  return { url: await app.listen({ port: 0, host: '127.0.0.1' }), users: [] }
}

const starters = { node: startNode, bare: startBare, app: startApp }
const mode = process.argv[2] ?? 'node'
if (!(mode in starters)) throw new Error(`bench server: unknown mode ${mode}`)
const info = await starters[mode as keyof typeof starters]()
console.log(JSON.stringify(info))
process.on('SIGTERM', () => process.exit(0))
