/** Users seeded straight into a node's state, as a completed registration and login would leave them. */
import { randomBytes } from 'node:crypto'
import { ed25519PublicKey } from '#domain/crypto/ed25519'
import { bytesToHex } from '#domain/crypto/encoding'
import type { MockNode } from '../../mock-node/src/app'
import type { SeededUser } from './process'

const DAY_MS = 86_400_000

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex')

/** Registers a user and one live session key directly in the node's state, as a completed login would. */
export const seedUser = (app: MockNode, nickname: string): SeededUser => {
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
