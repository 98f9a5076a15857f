/**
 * A real TCP proxy on 127.0.0.1 (port 0) in front of a node, for fault tests: `cut(refuseMs)` destroys
 * every open link at once (both sides see the connection drop, as when a network or a node goes away) and
 * then refuses new connections for `refuseMs` (each is accepted and reset at once, so a client fails fast
 * instead of hanging). `retarget` points it at another port: a node restarted elsewhere.
 */
import net from 'node:net'

export interface TcpProxy {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string
  readonly port: number
  /** Links cut so far, and connections refused. */
  readonly stats: { cuts: number; linksCut: number; refused: number }
  /** Drops every open link; refuses new ones for `refuseMs`. Resolves when it accepts again. */
  cut(refuseMs: number): Promise<void>
  /** Sends new connections to `targetPort` from now on. */
  retarget(targetPort: number): void
  close(): Promise<void>
}

const LOOPBACK = '127.0.0.1'

export const startTcpProxy = async (targetPort: number): Promise<TcpProxy> => {
  let target = targetPort
  let refusing = false
  const links = new Set<net.Socket>()
  const stats = { cuts: 0, linksCut: 0, refused: 0 }

  const track = (socket: net.Socket): void => {
    links.add(socket)
    socket.on('close', () => links.delete(socket))
    // A reset peer is the point of this proxy; its error must not crash the test process.
    socket.on('error', () => socket.destroy())
  }

  const server = net.createServer((client) => {
    if (refusing) {
      stats.refused++
      client.on('error', () => undefined)
      client.resetAndDestroy()
      return
    }
    const upstream = net.connect(target, LOOPBACK)
    track(client)
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })

  await new Promise<void>((resolve) => server.listen(0, LOOPBACK, resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('proxy has no TCP address')

  return {
    url: `http://${LOOPBACK}:${address.port}`,
    port: address.port,
    stats,
    async cut(refuseMs) {
      stats.cuts++
      refusing = true
      for (const socket of [...links]) {
        stats.linksCut++
        socket.resetAndDestroy()
      }
      await new Promise((resolve) => setTimeout(resolve, refuseMs))
      refusing = false
    },
    retarget(port) {
      target = port
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...links]) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
