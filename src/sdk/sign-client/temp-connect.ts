/**
 * The sign client's handshake (docs/protocol.md §3.6): the node answers the temp connect (type 5) with type 6,
 * accepting with statusCode 200 and its node id, or refusing with a status text.
 */
import { ErrorCode, Web3MQError } from '../../domain/errors'
import type { DecodedFrame, UserTempConnectResp } from '../../domain/protocol'
import type { HandshakeAnswer } from '../connection/socket-core-options'

const TEMP_CONNECT_OK = 200

/** The node refused the temp connect (type 6 with a status other than 200); the node's text is kept. */
const tempConnectRefused = (reply: UserTempConnectResp): Web3MQError =>
  new Web3MQError(ErrorCode.NodeError, reply.statusMsg || `temp connect refused (${reply.statusCode})`, {
    detail: { statusCode: reply.statusCode },
  })

export const tempConnectAnswer = (frame: DecodedFrame): HandshakeAnswer | undefined => {
  if (frame.kind !== 'tempConnectReply') return undefined
  const reply = frame.message
  return reply.statusCode === TEMP_CONNECT_OK
    ? { nodeId: reply.NodeID }
    : { refused: tempConnectRefused(reply) }
}
