/**
 * The hostile half: each step forges one signature the protocol says is checked and passes only when
 * the node refuses it the way the document describes.
 */
import { randomBytes } from 'node:crypto'
import { chatFrame, connectFrame, myProfile } from './peer-actions'
import { randomEdKey, randomEthWallet } from './peer-crypto'
import { chooseUserId, DID_TYPE, mainKeyFromSignature, mainKeyText, register } from './peer-identity'
import { post } from './peer-rest'
import { need, type Step } from './peer-run'
import { PeerSocket } from './peer-socket'
import { type Frame, FrameType } from './peer-wire'

/** How long "nothing was delivered" is watched for. */
const QUIET_MS = 1_000

const refused = (code: number, msg: string, what: string): string => {
  if (code === 0) throw new Error(`${what} was accepted`)
  return `refused: code ${code} "${msg}"`
}

export const forgerySteps: Step[] = [
  {
    // The header names A's real session key, but the signature comes from some other key.
    name: 'forged-rest-key',
    run: async (r) => {
      const { code, msg } = await myProfile(r.base, need(r.a, 'user A'), randomEdKey())
      return refused(code, msg, 'my_profile signed with a foreign key')
    },
  },
  {
    // The forger puts its own key in web3mq-request-pubkey: the node must not trust the header alone.
    name: 'forged-rest-header-key',
    run: async (r) => {
      const a = need(r.a, 'user A')
      const forger = randomEdKey()
      const headers = { ...a.headers, 'web3mq-request-pubkey': forger.publicHex }
      const { code, msg } = await myProfile(r.base, { ...a, headers }, forger)
      return refused(code, msg, "my_profile signed with the forger's own header key")
    },
  },
  {
    name: 'forged-register',
    run: async (r) => {
      const [victim, other] = [randomEthWallet(), randomEthWallet()]
      const userid = await chooseUserId(r.base, victim.address)
      const mainKey = mainKeyFromSignature(victim.personalSign(mainKeyText(victim.address, 'pw')))
      const { code, msg } = await register(r.base, userid, victim, mainKey, other)
      const detail = refused(code, msg, 'register signed by another wallet')
      const lookup = await post(r.base, '/api/get_user_info/', {
        did_type: DID_TYPE,
        did_value: victim.address,
        timestamp: Date.now(),
      })
      if (lookup.code === 0) throw new Error('the refused wallet is registered anyway')
      return `${detail}; lookup afterwards: code ${lookup.code}`
    },
  },
  {
    name: 'forged-chat',
    run: async (r) => {
      const [a, b] = [need(r.a, 'user A'), need(r.b, 'user B')]
      const payload = `forged ${randomBytes(4).toString('hex')}`
      const { frame, messageId } = chatFrame(a, b.userid, payload, need(r.nodeId, 'node id'), randomEdKey())
      need(r.socketA, 'socket A').send(frame)
      const isOurs = (type: number) => (f: Frame) => f.type === type && f.body.messageId === messageId
      const ack = await need(r.socketA, 'socket A').next(isOurs(FrameType.messageStatus), 'type-21 ack')
      if (ack.body.messageStatus !== 'invalidSignature')
        throw new Error(`ack status ${String(ack.body.messageStatus)}`)
      if (await need(r.socketB, 'socket B').sees(isOurs(FrameType.message), QUIET_MS))
        throw new Error('the forged message was delivered to B')
      return `ack invalidSignature; nothing at B for ${QUIET_MS} ms`
    },
  },
  {
    name: 'forged-connect',
    run: async (r) => {
      const socket = await PeerSocket.open(r.base)
      socket.send(connectFrame(need(r.a, 'user A').userid, randomEdKey(), Date.now()))
      const code = await socket.closeCode()
      if (code === undefined) {
        socket.close()
        throw new Error('socket still open after a forged connect')
      }
      if (code !== 4001) throw new Error(`closed with ${code}, expected 4001`)
      if (await socket.sees((f) => f.type === FrameType.connectReply, 0))
        throw new Error('a type-3 reply was sent')
      return 'closed with 4001, no type-3 reply'
    },
  },
]
