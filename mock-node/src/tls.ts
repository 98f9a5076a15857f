/**
 * TLS for the mock node (`--tls`): clients that always open `wss://` (the network's own SDK does) need a
 * node that speaks TLS. The Fastify app stays a plain one; an HTTPS server in front hands it every request
 * and socket upgrade, so `buildApp` and its tests are unchanged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import { isIP } from 'node:net'
import type { Duplex } from 'node:stream'
import type { FastifyInstance } from 'fastify'

/** PEM text of a private key and its certificate. */
export interface TlsPems {
  key: string
  cert: string
}

interface TlsListener {
  /** `https://host:port` */
  url: string
  close: () => Promise<void>
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1']
const VALID_DAYS = 30

const altName = (host: string) =>
  isIP(host) ? { type: 7 as const, ip: host } : { type: 2 as const, value: host }

/**
 * A self-signed certificate (EC P-256, SHA-256) for the loopback names and `host`, valid for 30 days. The
 * generator is a dev dependency, loaded only when a certificate is made.
 */
export const selfSignedPems = async (host: string): Promise<TlsPems> => {
  const { generate } = await import('selfsigned').catch(() => {
    throw new Error('--tls needs the dev dependency "selfsigned" (npm install), or pass --cert and --key')
  })
  const names = [...new Set([...LOOPBACK_NAMES, host])].filter((name) => name !== '0.0.0.0' && name !== '::')
  const notAfterDate = new Date(Date.now() + VALID_DAYS * 24 * 3600 * 1000)
  const pems = await generate([{ name: 'commonName', value: 'Web3MQ mock node' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: names.map(altName) },
    ],
  })
  return { key: pems.private, cert: pems.cert }
}

const urlHost = (host: string) => (isIP(host) === 6 ? `[${host}]` : host)

/** Serves `app` (ready, not listening) over HTTPS and WSS on `port` (0 picks a free one). */
export const listenTls = async (
  app: FastifyInstance,
  pems: TlsPems,
  port: number,
  host: string,
): Promise<TlsListener> => {
  await app.ready()
  const server = createServer(pems, (req: IncomingMessage, res: ServerResponse) =>
    app.server.emit('request', req, res),
  )
  // @fastify/websocket listens for upgrades on the app's own server; hand ours over to it.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    app.server.emit('upgrade', req, socket, head),
  )
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `https://${urlHost(host)}:${actualPort}`,
    close: async () => {
      server.closeAllConnections()
      // The app closes its sockets first, so the HTTPS server has no open upgrade left to wait for.
      await app.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
