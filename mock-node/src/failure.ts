/** An expected refusal: becomes an envelope with a non-zero code and a clear msg, never an HTTP 5xx. */
import { NodeCode, NodeMessage } from '#domain/contract/envelope'

export class NodeFailure extends Error {
  override name = 'NodeFailure'
  readonly code: number

  constructor(code: number, msg: string) {
    super(msg)
    this.code = code
  }
}

export const fail = {
  badRequest: (msg: string) => new NodeFailure(NodeCode.badRequest, msg),
  unauthorized: (msg: string = NodeMessage.invalidSignature) => new NodeFailure(NodeCode.unauthorized, msg),
  forbidden: (msg: string) => new NodeFailure(NodeCode.forbidden, msg),
  notFound: (msg: string) => new NodeFailure(NodeCode.notFound, msg),
  userNotFound: () => new NodeFailure(NodeCode.notFound, NodeMessage.userNotFound),
  conflict: (msg: string) => new NodeFailure(NodeCode.conflict, msg),
}
