/**
 * The protobuf wire reader under the chat-message decoder. It accepts and refuses exactly what
 * protobuf-es's `BinaryReader` does (same varint limits, bounds checks, tag checks, group skipping and
 * strict UTF-8), and is faster where a chat frame spends its time: a tag is two numbers, not an array;
 * no DataView is built per message; a uint64 below 2^53 becomes a bigint without a scratch DataView;
 * short ASCII strings skip TextDecoder and long ones go straight to it.
 */
import { WireType } from '@bufbuild/protobuf/wire'

// protobuf-es strings keep a leading U+FEFF (ignoreBOM) and refuse invalid UTF-8 when strict (fatal).
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
// Measured in Node 20: below about 24 bytes a char-code array is faster than TextDecoder, above it slower.
const SHORT_TEXT = 24
const TWO_32 = 4294967296
const SAFE_HI = 0x200000

export class ChatReader {
  pos: number
  readonly len: number
  /** The field number and wire type of the last `tag()`. */
  fieldNo = 0
  wireType = 0
  /** The low and high 32 bits of the last 64-bit varint. */
  private lo = 0
  private hi = 0

  /** Reads `buf` from `start` to its end. */
  constructor(
    readonly buf: Uint8Array,
    start = 0,
  ) {
    this.pos = start
    this.len = buf.length
  }

  private assertBounds(): void {
    if (this.pos > this.len) throw new RangeError('premature EOF')
  }

  uint32(): number {
    const buf = this.buf
    let b = buf[this.pos++]!
    let result = b & 0x7f
    if ((b & 0x80) === 0) return this.bounded(result)
    b = buf[this.pos++]!
    result |= (b & 0x7f) << 7
    if ((b & 0x80) === 0) return this.bounded(result)
    b = buf[this.pos++]!
    result |= (b & 0x7f) << 14
    if ((b & 0x80) === 0) return this.bounded(result)
    b = buf[this.pos++]!
    result |= (b & 0x7f) << 21
    if ((b & 0x80) === 0) return this.bounded(result)
    b = buf[this.pos++]!
    result |= (b & 0x0f) << 28
    // Longer varints (a negative int32 takes 10 bytes) are read to their end and truncated to 32 bits.
    for (let read = 5; (b & 0x80) !== 0 && read < 10; read++) b = buf[this.pos++]!
    if ((b & 0x80) !== 0) throw new Error('invalid varint')
    return this.bounded(result >>> 0)
  }

  private bounded(value: number): number {
    this.assertBounds()
    return value
  }

  /** Reads a tag into `fieldNo` and `wireType`; refuses what protobuf-es refuses. */
  tag(): void {
    const first = this.buf[this.pos]!
    if (first < 0x80) {
      // One-byte tag (fields 1-15): no varint loop. Past the end `first` is undefined and takes the long way.
      this.pos++
      this.fieldNo = first >>> 3
      this.wireType = first & 7
      if (this.fieldNo <= 0 || this.wireType > 5) {
        throw new Error(`illegal tag: field no ${this.fieldNo} wire type ${this.wireType}`)
      }
      return
    }
    const start = this.pos
    const tag = this.uint32()
    const read = this.pos - start
    if (read > 5 || (read === 5 && this.buf[this.pos - 1]! > 0x0f)) {
      throw new Error('illegal tag: varint overflows uint32')
    }
    this.fieldNo = tag >>> 3
    this.wireType = tag & 7
    if (this.fieldNo <= 0 || this.wireType > 5) {
      throw new Error(`illegal tag: field no ${this.fieldNo} wire type ${this.wireType}`)
    }
  }

  bool(): boolean {
    const b = this.buf[this.pos]!
    if (b < 0x80) {
      this.pos++
      return b !== 0
    }
    this.varint64()
    return this.lo !== 0 || this.hi !== 0
  }

  uint64(): bigint {
    this.varint64()
    const high = this.hi >>> 0
    if (high < SAFE_HI) return BigInt(high * TWO_32 + (this.lo >>> 0))
    return (BigInt(high) << 32n) | BigInt(this.lo >>> 0)
  }

  /** Reads a varint into `lo` and `hi` (two fields, not a returned pair: no allocation per value). */
  private varint64(): void {
    const buf = this.buf
    let lo = 0
    let hi = 0
    let done = false
    for (let shift = 0; shift < 28 && !done; shift += 7) {
      const b = buf[this.pos++]!
      lo |= (b & 0x7f) << shift
      done = (b & 0x80) === 0
    }
    if (!done) {
      const middle = buf[this.pos++]!
      lo |= (middle & 0x0f) << 28
      hi = (middle & 0x70) >> 4
      done = (middle & 0x80) === 0
      for (let shift = 3; shift <= 31 && !done; shift += 7) {
        const b = buf[this.pos++]!
        hi |= (b & 0x7f) << shift
        done = (b & 0x80) === 0
      }
      if (!done) throw new Error('invalid varint')
    }
    this.assertBounds()
    this.lo = lo
    this.hi = hi
  }

  /** A length-delimited value as a copy (never a view of the input). */
  bytes(): Uint8Array {
    const len = this.uint32()
    const start = this.pos
    this.pos += len
    this.assertBounds()
    return this.buf.slice(start, start + len)
  }

  /**
   * A length-delimited value as strict UTF-8 text. A field that repeats from message to message (the
   * topic, the sender, the payload type) passes its own `slot`: the last text it had is answered again
   * when the bytes are equal, compared in one pass, before the shared table is asked.
   */
  string(slot?: TextSlot): string {
    const len = this.uint32()
    const start = this.pos
    this.pos += len
    this.assertBounds()
    if (len > CACHED_TEXT) return strictUtf8.decode(this.buf.subarray(start, start + len))
    if (slot === undefined) return cachedText(this.buf, start, len)
    const known = slot.bytes
    if (known.length === len && sameBytes(known, this.buf, start)) return slot.text
    const text = cachedText(this.buf, start, len)
    slot.bytes = slotBytes[lastSlot]!
    slot.text = text
    return text
  }

  /**
   * A string that differs in every message (an id, a signature): decoded directly, never looked up in or
   * added to the table of repeated strings, where it would only evict the ones that do repeat.
   */
  uniqueString(): string {
    const len = this.uint32()
    const start = this.pos
    this.pos += len
    this.assertBounds()
    return decodeText(this.buf, start, len)
  }

  /** Skips one value, as protobuf-es does, and answers the skipped bytes as a copy. */
  skip(wireType: number, fieldNo: number, recursionLimit: number): Uint8Array {
    const start = this.pos
    this.skipValue(wireType, fieldNo, recursionLimit)
    this.assertBounds()
    return this.buf.slice(start, this.pos)
  }

  private skipValue(wireType: number, fieldNo: number, recursionLimit: number): void {
    switch (wireType) {
      case WireType.Varint:
        while (this.buf[this.pos++]! & 0x80) {
          // to the varint's last byte
        }
        return
      case WireType.Bit64:
        this.pos += 8
        return
      case WireType.Bit32:
        this.pos += 4
        return
      case WireType.LengthDelimited: {
        const len = this.uint32()
        this.pos += len
        return
      }
      case WireType.StartGroup:
        this.skipGroup(fieldNo, recursionLimit)
        return
      default:
        throw new Error(`cant skip wire type ${wireType}`)
    }
  }

  private skipGroup(fieldNo: number, recursionLimit: number): void {
    if (recursionLimit <= 0) throw new Error('maximum recursion depth reached')
    for (;;) {
      this.tag()
      const { fieldNo: inner, wireType } = this
      if (wireType === WireType.EndGroup) {
        if (inner !== fieldNo) throw new Error('invalid end group tag')
        return
      }
      this.skipValue(wireType, inner, recursionLimit - 1)
      this.assertBounds()
    }
  }
}

// Chat frames repeat most of their short strings (topics, sender, payload type, cipher suite, node id):
// a small direct-mapped table keyed by the bytes answers them without allocating. A hit needs equal
// bytes, not only an equal hash, so the text is always exactly what decoding would give.
const CACHED_TEXT = 64
const SLOTS = 256
const slotBytes: (Uint8Array | undefined)[] = new Array(SLOTS).fill(undefined)
const slotText: string[] = new Array(SLOTS).fill('')

/** The table slot of the last `cachedText`, whose bytes a field's own slot may share (no second copy). */
let lastSlot = 0

const cachedText = (buf: Uint8Array, start: number, len: number): string => {
  let hash = len
  for (let i = start; i < start + len; i++) hash = (Math.imul(hash, 31) + buf[i]!) | 0
  const slot = (hash ^ (hash >>> 8)) & (SLOTS - 1)
  lastSlot = slot
  const known = slotBytes[slot]
  if (known !== undefined && known.length === len && sameBytes(known, buf, start)) return slotText[slot]!
  const text = decodeText(buf, start, len)
  slotBytes[slot] = buf.slice(start, start + len)
  slotText[slot] = text
  return text
}

/** The last text of one field and its bytes (never mutated: they are the table's copy). */
export class TextSlot {
  bytes: Uint8Array = new Uint8Array(0)
  text = ''
}

const sameBytes = (known: Uint8Array, buf: Uint8Array, start: number): boolean => {
  for (let i = 0; i < known.length; i++) if (known[i] !== buf[start + i]) return false
  return true
}

const decodeText = (buf: Uint8Array, start: number, len: number): string => {
  if (len > SHORT_TEXT) return strictUtf8.decode(buf.subarray(start, start + len))
  // Short ASCII: char codes through a plain array beat TextDecoder's fixed cost.
  const codes = new Array<number>(len)
  for (let i = 0; i < len; i++) {
    const byte = buf[start + i]!
    if (byte > 0x7f) return strictUtf8.decode(buf.subarray(start, start + len))
    codes[i] = byte
  }
  return String.fromCharCode.apply(null, codes)
}
