/** State shared by the scenario's steps, and the small checks every step uses. */
import type { PeerUser } from './peer-identity'
import type { PeerSocket } from './peer-socket'

/** What earlier steps learned; later steps fail cleanly when a prerequisite is missing. */
export interface PeerRun {
  base: string
  a?: PeerUser
  b?: PeerUser
  socketA?: PeerSocket
  socketB?: PeerSocket
  nodeId?: string
  title?: string
}

export type Step = { name: string; run: (r: PeerRun) => Promise<string> }

/** The value an earlier step produced; throws a clear message when that step failed. */
export const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`needs ${what} from an earlier step`)
  return value
}

/** Throws `message` unless `condition` holds. */
export const expect = (condition: boolean, message: string): void => {
  if (!condition) throw new Error(message)
}

/** UTF-8 text of a protobuf bytes field. */
export const text = (bytes: unknown): string => Buffer.from(bytes as Uint8Array).toString('utf8')
