/** `@w3mq/sdk/node`: the Node adapters one by one (node:crypto Ed25519, the `ws` socket) and Node's ports. */
export { nodeEd25519, nodeEd25519Signer } from '../adapters/crypto/node-ed25519'
export { createNodeSocketTransport } from '../adapters/socket/node-socket'
export { type PlatformOptions, type PlatformPorts, platformPorts } from './platform-node'
