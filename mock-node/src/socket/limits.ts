/**
 * Why the node closes a socket that outgrew a limit of mock-node/README.md "Socket limits" (the values are
 * `SocketLimits` in ../context.ts). Each close says what happened and what the client should do.
 */
export const SocketLimitReason = {
  /** 1008: no connect (type 2, 5 or 100) accepted within the connect deadline. */
  noConnect: 'No connect in time; send the connect when the socket opens',
  /** 1008: the user's oldest socket, closed when a newer one went past the cap. */
  tooManySockets: 'Too many sockets for this user; the oldest was closed',
  /** 1008: a join of a bridge or temp topic that already holds the most sockets allowed. */
  topicFull: 'Too many sockets on this bridge topic',
  /** 1013: the socket stopped reading and the node will not hold more for it. */
  slowReader: 'Socket not reading; reconnect and catch up',
} as const
