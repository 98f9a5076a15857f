/**
 * The honest half of the scenario: two users sign up, connect, chat, use a topic and create a dapp.
 * Each step returns a short detail or throws; state flows through `PeerRun`.
 */
import { randomBytes } from 'node:crypto'
import { chatFrame, connectSocket, myProfile } from './peer-actions'
import { randomEthWallet } from './peer-crypto'
import { signUpAndIn } from './peer-identity'
import { dapp, history, topic } from './peer-pubsub'
import { field, ok } from './peer-rest'
import { expect, need, type Step, text } from './peer-run'
import { checkVectors } from './peer-vectors'
import { encodeFrame, type Frame, FrameType } from './peer-wire'

const chat: Step['run'] = async (r) => {
  const [a, b] = [need(r.a, 'user A'), need(r.b, 'user B')]
  const payload = `hello from the peer ${randomBytes(4).toString('hex')}`
  const { frame, messageId } = chatFrame(a, b.userid, payload, need(r.nodeId, 'node id'))
  need(r.socketA, 'socket A').send(frame)
  const isOurs = (type: number) => (f: Frame) => f.type === type && f.body.messageId === messageId
  const ack = await need(r.socketA, 'socket A').next(isOurs(FrameType.messageStatus), 'type-21 ack')
  expect(ack.body.messageStatus === 'received', `ack status ${String(ack.body.messageStatus)}`)
  const got = await need(r.socketB, 'socket B').next(isOurs(FrameType.message), 'type-16 at B')
  expect(text(got.body.payload) === payload, `payload ${text(got.body.payload)}`)
  expect(got.body.comeFrom === a.userid, `comeFrom ${String(got.body.comeFrom)}`)
  expect(got.body.contentTopic === b.userid, `contentTopic ${String(got.body.contentTopic)}`)
  return `ack received, B got ${messageId.slice(0, 12)}… with the same payload`
}

export const honestSteps: Step[] = [
  { name: 'vectors', run: async () => checkVectors() },
  {
    name: 'register-a',
    run: async (r) => {
      r.a = await signUpAndIn(r.base, randomEthWallet())
      return r.a.userid
    },
  },
  {
    name: 'register-b',
    run: async (r) => {
      r.b = await signUpAndIn(r.base, randomEthWallet())
      return r.b.userid
    },
  },
  {
    name: 'rest-signed',
    run: async (r) => {
      const profile = ok(await myProfile(r.base, need(r.a, 'user A')), 'my_profile')
      expect(
        field(profile, 'userid') === r.a?.userid,
        `my_profile userid ${String(field(profile, 'userid'))}`,
      )
      return 'my_profile answered for A'
    },
  },
  {
    name: 'connect-a',
    run: async (r) => {
      const { socket, nodeId } = await connectSocket(r.base, need(r.a, 'user A'))
      r.socketA = socket
      r.nodeId = nodeId
      return `type 3, nodeId ${nodeId}`
    },
  },
  {
    name: 'connect-b',
    run: async (r) => {
      r.socketB = (await connectSocket(r.base, need(r.b, 'user B'))).socket
      return 'type 3'
    },
  },
  {
    name: 'ping',
    run: async (r) => {
      const ts = Date.now()
      need(r.socketA, 'socket A').send(encodeFrame(FrameType.ping, { timestamp: ts }))
      await need(r.socketA, 'socket A').next((f) => f.type === FrameType.pong, 'type-129 pong')
      return 'type 129'
    },
  },
  { name: 'chat', run: chat },
  { name: 'topic-notification', run: topic },
  { name: 'notification-history', run: history },
  { name: 'dapp', run: dapp },
]
