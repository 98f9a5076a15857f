/**
 * One entry of the devnet log: a batch's writes (physical: the values its origin computed, so applying
 * needs no clock, randomness or signature check), the highest arrival number it drew, its time, and the hub
 * events to deliver once applied. Encoded with Node's structured serializer, which keeps the Maps, Sets
 * and byte arrays the stores and frames hold.
 */
import { deserialize, serialize } from 'node:v8'
import type { Write } from '../state/kv/overlay'
import type { HubEvent } from './recording-hub'

export interface LogEntry {
  /** The node that committed it. */
  origin: string
  /** The origin's clock when it committed; every node's clock runs at least this far once applied. */
  at: number
  /** The highest `nextSeq` the batch drew (the replicas' sequence moves up to it). */
  seq: number
  writes: readonly Write[]
  events: readonly HubEvent[]
}

export const encodeEntry = (entry: LogEntry): Uint8Array => new Uint8Array(serialize(entry))

export const decodeEntry = (bytes: Uint8Array): LogEntry => deserialize(bytes) as LogEntry
