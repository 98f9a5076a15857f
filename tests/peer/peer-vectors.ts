/**
 * Before talking to a node the peer checks its own rules against the golden vectors (the only project
 * file it reads), so a refusal later on is the node's doing, not a peer bug.
 */
import { readFileSync } from 'node:fs'
import { messageIdOf } from './peer-actions'
import { edKeyFromSeed, ethWallet, sha3Hex } from './peer-crypto'
import { inventUserId, mainKeyFromSignature, mainKeyNonce, registerNonce } from './peer-identity'
import { encodeFrame, FrameType } from './peer-wire'

type Vectors = Record<string, Record<string, string | number>>

const load = (): Vectors =>
  JSON.parse(readFileSync(new URL('../fixtures/vectors.json', import.meta.url), 'utf8')) as Vectors

const s = (v: Vectors, group: string, key: string): string => String(v[group]?.[key])
const n = (v: Vectors, group: string, key: string): number => Number(v[group]?.[key])

/** Hardhat's first dev account: a public, well-known key/address pair for the address derivation. */
const HARDHAT_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const HARDHAT_ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'

/** Returns a count of checked values; throws naming the first mismatch. */
export const checkVectors = (): string => {
  const v = load()
  const keyA = edKeyFromSeed(Buffer.from(s(v, 'keys', 'seedA'), 'hex'))
  const keyB = edKeyFromSeed(Buffer.from(s(v, 'keys', 'seedB'), 'hex'))
  const ts = n(v, 'connect', 'timestamp')
  const userid = s(v, 'userid', 'expected')
  const topic = s(v, 'chatMessage', 'contentTopic')
  const messageId = messageIdOf(userid, topic, ts, s(v, 'chatMessage', 'payload'))
  const main = mainKeyFromSignature(s(v, 'mainKey', 'walletSignature'))
  const expiry = n(v, 'login', 'pubkey_expired_timestamp')
  const loginContent = sha3Hex(`${userid}${keyB.publicHex}${expiry}${ts}`)
  const connect = encodeFrame(FrameType.connect, {
    nodeId: 'nodeId',
    userId: userid,
    timestamp: ts,
    msgSign: keyA.sign(`nodeId${userid}${ts}`),
  }).toString('hex')
  const checks: [string, string, string][] = [
    ['pubA', keyA.publicHex, s(v, 'keys', 'pubA')],
    ['pubB', keyB.publicHex, s(v, 'keys', 'pubB')],
    ['userid', inventUserId(s(v, 'userid', 'did_value'), n(v, 'userid', 'timestamp')), userid],
    ['connect msgSign', keyA.sign(`nodeId${userid}${ts}`), s(v, 'connect', 'msgSign')],
    ['connect frame prefix', connect.slice(0, 24), s(v, 'connect', 'frameHexPrefix')],
    ['ping frame', encodeFrame(FrameType.ping, { timestamp: ts }).toString('hex'), s(v, 'ping', 'frameHex')],
    ['messageId', messageId, s(v, 'chatMessage', 'messageId')],
    ['fromSign', keyA.sign(`${messageId}${userid}${topic}nodeId${ts}`), s(v, 'chatMessage', 'fromSign')],
    ['validatePubKey', keyA.publicKey.toString('base64'), s(v, 'chatMessage', 'validatePubKey')],
    ['rest signature', keyA.sign(`${userid}${ts}`), s(v, 'restSignature', 'signature')],
    [
      'main key nonce',
      mainKeyNonce(s(v, 'mainKey', 'did_value'), s(v, 'mainKey', 'password')),
      s(v, 'mainKey', 'nonce'),
    ],
    ['main seed', main.seed.toString('hex'), s(v, 'mainKey', 'seed')],
    ['main pub', main.publicHex, s(v, 'mainKey', 'mainPub')],
    [
      'register nonce',
      registerNonce(userid, main.publicHex, s(v, 'register', 'did_value'), ts),
      s(v, 'register', 'nonce'),
    ],
    ['login content', loginContent, s(v, 'login', 'signature_content')],
    ['login signature', main.sign(loginContent), s(v, 'login', 'login_signature')],
    ['eth address', ethWallet(Buffer.from(HARDHAT_KEY, 'hex')).address, HARDHAT_ADDRESS],
  ]
  for (const [name, actual, expected] of checks) {
    if (actual !== expected) throw new Error(`${name}: got ${actual}, vector ${expected}`)
  }
  return `${checks.length} values match vectors.json`
}
