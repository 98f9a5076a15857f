/**
 * Real NATS servers for the devnet suite: Debian's `nats-server` with JetStream, each on a port of its own
 * (never the packaged service's 4222) and a store folder removed when it stops. One server, or three joined
 * by routes for a replicated log. The processes are started by scripts/nats-server.ts, which
 * `npm run devnet` shares.
 */
import { rmSync } from 'node:fs'
import {
  type NatsServer,
  natsServerInstalled,
  spawnNats,
  spawnNatsCluster,
} from '../../../scripts/nats-server'

export { freePort, type NatsServer } from '../../../scripts/nats-server'

/** Fails with the one install line when the engine is not on this machine. */
export const requireNatsServer = (): void => {
  if (!natsServerInstalled()) throw new Error('nats-server is not installed: apt-get install -y nats-server')
}

const made: string[] = []

/** Removes every store folder the suite made. */
export const removeStores = (): void => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** One server with JetStream on a free port. */
export const startNats = async (): Promise<NatsServer> => {
  requireNatsServer()
  return spawnNats({ stores: made })
}

/** Three servers joined by routes, each with JetStream: a log with 3 replicas survives one's loss. */
export const startNatsCluster = async (): Promise<NatsServer[]> => {
  requireNatsServer()
  return spawnNatsCluster({ stores: made })
}
