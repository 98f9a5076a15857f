/** A mock node on an ephemeral loopback port behind TLS, with the certificate a client must trust. */
import { buildApp, type MockNode, type NodeOptions } from '../../mock-node/src/app'
import { listenTls, selfSignedPems } from '../../mock-node/src/tls'

export interface TlsNode {
  app: MockNode
  /** `https://127.0.0.1:port` */
  url: string
  /** PEM of the node's self-signed certificate. */
  ca: string
  close: () => Promise<void>
}

export const startTlsNode = async (options: NodeOptions = {}): Promise<TlsNode> => {
  const host = '127.0.0.1'
  const pems = await selfSignedPems(host)
  const app = await buildApp(options)
  const { url, close } = await listenTls(app, pems, 0, host)
  return { app, url, ca: pems.cert, close }
}
