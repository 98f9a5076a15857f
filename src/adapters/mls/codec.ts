import type { MlsHeader } from '../../ports/mls'

/**
 * The small TLS codec this adapter needs without loading the MLS library (MLS's TLS presentation: big-endian
 * integers, vectors behind a variable-length size). `peek` and the state envelope are read with it, so the engine's
 * synchronous methods (`peek`, `members`, `epoch`, `groupId`) work before the library was ever loaded.
 */

export class Reader {
  private offset = 0
  constructor(private readonly bytes: Uint8Array) {}

  private take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw new Error('MLS message could not be read')
    // A copy, never a view: the library zeroes secrets it used, and the caller's bytes must stay as they were.
    const out = this.bytes.slice(this.offset, this.offset + n)
    this.offset += n
    return out
  }
  u8(): number {
    return this.take(1)[0] as number
  }
  u16(): number {
    const b = this.take(2)
    return ((b[0] as number) << 8) | (b[1] as number)
  }
  u32(): number {
    const b = this.take(4)
    return new DataView(b.buffer, b.byteOffset, 4).getUint32(0)
  }
  u64(): bigint {
    const b = this.take(8)
    return new DataView(b.buffer, b.byteOffset, 8).getBigUint64(0)
  }
  /** MLS's variable-length size: the two top bits of the first byte give the size's length (1, 2 or 4 bytes). */
  varint(): number {
    const first = this.u8()
    const prefix = first >> 6
    if (prefix === 0) return first & 0x3f
    if (prefix === 1) return ((first & 0x3f) << 8) | this.u8()
    if (prefix === 2) return (first & 0x3f) * 0x1000000 + this.u8() * 0x10000 + this.u16()
    throw new Error('MLS message could not be read')
  }
  vector(): Uint8Array {
    return this.take(this.varint())
  }
  rest(): Uint8Array {
    return this.take(this.bytes.length - this.offset)
  }
}

export class Writer {
  private readonly parts: Uint8Array[] = []
  u8(n: number): this {
    this.parts.push(Uint8Array.of(n))
    return this
  }
  u32(n: number): this {
    const b = new Uint8Array(4)
    new DataView(b.buffer).setUint32(0, n)
    this.parts.push(b)
    return this
  }
  u64(n: bigint): this {
    const b = new Uint8Array(8)
    new DataView(b.buffer).setBigUint64(0, n)
    this.parts.push(b)
    return this
  }
  varint(n: number): this {
    if (n < 0x40) return this.u8(n)
    if (n < 0x4000) return this.u8(0x40 | (n >> 8)).u8(n & 0xff)
    if (n < 0x40000000) return this.u32((0x80000000 | n) >>> 0)
    throw new Error('MLS vector too long')
  }
  vector(bytes: Uint8Array): this {
    this.varint(bytes.length)
    this.parts.push(bytes)
    return this
  }
  raw(bytes: Uint8Array): this {
    this.parts.push(bytes)
    return this
  }
  finish(): Uint8Array {
    const out = new Uint8Array(this.parts.reduce((n, p) => n + p.length, 0))
    let at = 0
    for (const p of this.parts) {
      out.set(p, at)
      at += p.length
    }
    return out
  }
}

export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += b.toString(16).padStart(2, '0')
  return out
}

const WIREFORMATS: Record<number, MlsHeader['wireformat']> = {
  1: 'public',
  2: 'private',
  3: 'welcome',
  4: 'group_info',
  5: 'key_package',
}
const CONTENT_TYPES: Record<number, NonNullable<MlsHeader['contentType']>> = {
  1: 'application',
  2: 'proposal',
  3: 'commit',
}
/** Sender types whose body is a uint32 (member, external); the two new-member kinds carry nothing. */
const SENDER_WITH_INDEX = new Set([1, 2])

/** Reads an MLSMessage's header: version, wire format, and for framed messages group, epoch and content type. */
export function peekHeader(message: Uint8Array): MlsHeader {
  const r = new Reader(message)
  if (r.u16() !== 1) throw new Error('MLS message could not be read: not mls10')
  const wireformat = WIREFORMATS[r.u16()]
  if (wireformat === undefined) throw new Error('MLS message could not be read: unknown wire format')
  if (wireformat !== 'private' && wireformat !== 'public') return { wireformat }
  const groupId = toHex(r.vector())
  const epoch = r.u64()
  if (wireformat === 'public') {
    const senderType = r.u8()
    if (senderType < 1 || senderType > 4) throw new Error('MLS message could not be read: unknown sender')
    if (SENDER_WITH_INDEX.has(senderType)) r.u32()
    r.vector()
  }
  const contentType = CONTENT_TYPES[r.u8()]
  if (contentType === undefined) throw new Error('MLS message could not be read: unknown content type')
  return { wireformat, groupId, epoch, contentType }
}

/**
 * A state as it crosses the port: this adapter's envelope around the library's own `encodeGroupState` bytes
 * (which already hold the private keys, the secret tree and the past epochs' receiver data). The envelope
 * repeats the group id, the epoch and the members' credentials so they are read without the library.
 */
export interface StateEnvelope {
  groupId: Uint8Array
  epoch: bigint
  members: Uint8Array[]
  core: Uint8Array
}
const STATE_VERSION = 1

export function encodeStateEnvelope(s: StateEnvelope): Uint8Array {
  const w = new Writer().u8(STATE_VERSION).vector(s.groupId).u64(s.epoch).u32(s.members.length)
  for (const m of s.members) w.vector(m)
  return w.raw(s.core).finish()
}

export function decodeStateEnvelope(bytes: Uint8Array): StateEnvelope {
  const r = new Reader(bytes)
  if (r.u8() !== STATE_VERSION) throw new Error('MLS state could not be read')
  const groupId = r.vector()
  const epoch = r.u64()
  const members = Array.from({ length: r.u32() }, () => r.vector())
  return { groupId, epoch, members, core: r.rest() }
}

/** The private half of a key package: init, encryption and signature private keys. */
export interface PrivatePackage {
  initPrivateKey: Uint8Array
  hpkePrivateKey: Uint8Array
  signaturePrivateKey: Uint8Array
}
const PACKAGE_VERSION = 1

export function encodePrivatePackage(p: PrivatePackage): Uint8Array {
  return new Writer()
    .u8(PACKAGE_VERSION)
    .vector(p.initPrivateKey)
    .vector(p.hpkePrivateKey)
    .vector(p.signaturePrivateKey)
    .finish()
}

export function decodePrivatePackage(bytes: Uint8Array): PrivatePackage {
  const r = new Reader(bytes)
  if (r.u8() !== PACKAGE_VERSION) throw new Error('MLS key package could not be read')
  return { initPrivateKey: r.vector(), hpkePrivateKey: r.vector(), signaturePrivateKey: r.vector() }
}
