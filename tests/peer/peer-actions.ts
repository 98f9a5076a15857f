/**
 * Signed actions of §3 (socket connect, chat message) and §4.3 (session-signed REST): the signed
 * strings are built exactly as the document's concatenation tables say.
 */
import { type EdKey, sha3Hex } from './peer-crypto'
import type { PeerUser } from './peer-identity'
import { type Envelope, get, post } from './peer-rest'
import { PeerSocket } from './peer-socket'
import { encodeFrame, FrameType } from './peer-wire'

/** §3.1: ConnectCommand with nodeId literally "nodeId", msgSign over nodeId + userId + timestamp. */
export const connectFrame = (userid: string, key: EdKey, timestamp: number, nodeId = 'nodeId'): Buffer =>
  encodeFrame(FrameType.connect, {
    nodeId,
    userId: userid,
    timestamp,
    msgSign: key.sign(`${nodeId}${userid}${timestamp}`),
  })

/** Opens a socket, sends the connect command and waits for the type-3 reply; returns the node id. */
export const connectSocket = async (
  base: string,
  user: PeerUser,
): Promise<{ socket: PeerSocket; nodeId: string }> => {
  const socket = await PeerSocket.open(base)
  socket.send(connectFrame(user.userid, user.session, Date.now()))
  const reply = await socket.next((f) => f.type === FrameType.connectReply, 'type-3 connect reply')
  const nodeId = reply.body.nodeId
  if (typeof nodeId !== 'string' || nodeId === '') throw new Error('connect reply without nodeId')
  return { socket, nodeId }
}

/** §3.3 step 2: sha3_224(comeFrom + contentTopic + decimal(timestamp) + payload). */
export const messageIdOf = (from: string, topic: string, timestamp: number, payload: string): string =>
  sha3Hex(`${from}${topic}${timestamp}${payload}`)

interface ChatFrame {
  frame: Buffer
  messageId: string
}

/** §3.3 type-16 chat frame; `signer` defaults to the sender's session key (pass another to forge). */
export const chatFrame = (
  from: PeerUser,
  to: string,
  payload: string,
  nodeId: string,
  signer: EdKey = from.session,
): ChatFrame => {
  const timestamp = Date.now()
  const messageId = messageIdOf(from.userid, to, timestamp, payload)
  const frame = encodeFrame(FrameType.message, {
    payload: Buffer.from(payload, 'utf8'),
    contentTopic: to,
    version: 1,
    comeFrom: from.userid,
    fromSign: signer.sign(`${messageId}${from.userid}${to}${nodeId}${timestamp}`),
    payloadType: 'text/plain; charset=utf-8',
    cipherSuite: 'NONE',
    needStore: true,
    timestamp,
    messageId,
    nodeId,
    validatePubKey: from.session.publicKey.toString('base64'),
  })
  return { frame, messageId }
}

/** Which request field carries the signature (§4.3). */
type SigField = 'web3mq_signature' | 'web3mq_user_signature'

interface SignedCall {
  method: 'GET' | 'POST'
  path: string
  sigField: SigField
  /** The endpoint-specific middle of the signed string (userid + content + timestamp). */
  content: string
  fields: Record<string, string | number | unknown>
  /** Who is named first in the signed string and in the body (defaults to `userid`). */
  idField?: string
}

/** Calls a session-signed endpoint; `signer` defaults to the session key (another key = forgery). */
export const signedCall = (base: string, user: PeerUser, call: SignedCall, signer: EdKey = user.session) => {
  const timestamp = Date.now()
  const signature = signer.sign(`${user.userid}${call.content}${timestamp}`)
  const params = {
    [call.idField ?? 'userid']: user.userid,
    ...call.fields,
    timestamp,
    [call.sigField]: signature,
  }
  return call.method === 'POST'
    ? post(base, call.path, params, user.headers)
    : get(base, call.path, params as Record<string, string | number>, user.headers)
}

/** GET /api/my_profile/ signed over userid + timestamp. */
export const myProfile = (base: string, user: PeerUser, signer?: EdKey): Promise<Envelope> =>
  signedCall(
    base,
    user,
    { method: 'GET', path: '/api/my_profile/', sigField: 'web3mq_signature', content: '', fields: {} },
    signer,
  )
