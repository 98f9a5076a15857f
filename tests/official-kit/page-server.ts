/**
 * The bundled page over HTTPS on `https://localhost:<port>`: a loopback origin of its own, other than the
 * node's (`https://127.0.0.1:<port>`), so the kit's calls are cross-origin as a dapp's are, and Chromium's
 * local network rules see a loopback page calling a loopback node. The certificate is made for the run.
 */
import { createServer } from 'node:https'
import { selfSignedPems } from '../../mock-node/src/tls'
import type { PageBundle } from './bundle'

export interface PageServer {
  /** `https://localhost:port` */
  origin: string
  close: () => Promise<void>
}

export const servePage = async (bundle: PageBundle): Promise<PageServer> => {
  const server = createServer(await selfSignedPems('localhost'), (req, res) => {
    const file = bundle.files.get(new URL(req.url ?? '/', 'https://localhost').pathname)
    if (!file) {
      res.writeHead(404).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': file.contentType, 'cache-control': 'no-store' }).end(file.body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
