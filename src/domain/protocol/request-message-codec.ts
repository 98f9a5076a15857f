/**
 * Hand-written codec for Web3MQRequestMessage (frame type 16), the one message on the hot path of both the
 * SDK and the mock node. It makes the same BinaryReader/BinaryWriter calls as protobuf-es `fromBinary` /
 * `toBinary`, in the same field order with the same zero-value checks, so its bytes and messages are
 * identical (unknown fields included) while skipping their generic per-field dispatch; decoding reads
 * through `ChatReader`, which refuses what protobuf-es's reader refuses but is faster on chat frames. The generated schema stays the source of truth: the tests run every
 * schema field, random messages and random bytes through both codecs and require the same outcome.
 */
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire'
import { ChatReader, TextSlot } from './chat-reader'
import type { Web3MQRequestMessage } from './gen/message_pb'

// Shared default: a zero-length array has no bytes that anyone could mutate.
const EMPTY = new Uint8Array(0)

// fromBinary skips unknown groups with the recursion budget left at depth 1 of its default limit 100.
const SKIP_BUDGET = 99

// A key may be "__proto__"; a plain assignment would set the prototype instead of an entry.
const setOwn = (record: Record<string, string>, key: string, value: string): void => {
  if (key === '__proto__') {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    record[key] = value
  }
}

// Fields whose text usually repeats from one frame to the next: each remembers its last value.
const topicSlot = new TextSlot()
const senderSlot = new TextSlot()
const payloadTypeSlot = new TextSlot()
const cipherSlot = new TextSlot()
const messageTypeSlot = new TextSlot()
const nodeSlot = new TextSlot()
const pubKeySlot = new TextSlot()
const extraKeySlot = new TextSlot()
const extraValueSlot = new TextSlot()

const readExtraDataEntry = (reader: ChatReader, record: Record<string, string>): void => {
  const end = reader.uint32() + reader.pos
  let key = ''
  let value = ''
  while (reader.pos < end) {
    reader.tag()
    const no = reader.fieldNo
    if (no === 1) key = reader.string(extraKeySlot)
    else if (no === 2) value = reader.string(extraValueSlot)
    else reader.skip(reader.wireType, no, SKIP_BUDGET)
  }
  setOwn(record, key, value)
}

/** Reads one field into `m`; false when the number is not a field of the message. */
const readField = (m: Web3MQRequestMessage, r: ChatReader, no: number): boolean => {
  // biome-ignore format: one line per field number reads like the .proto it mirrors
  switch (no) {
    case 1: m.payload = r.bytes(); return true
    case 2: m.contentTopic = r.string(topicSlot); return true
    case 3: m.version = r.uint32(); return true
    case 4: m.comeFrom = r.string(senderSlot); return true
    case 5: m.fromSign = r.uniqueString(); return true
    case 6: m.payloadType = r.string(payloadTypeSlot); return true
    case 7: m.cipherSuite = r.string(cipherSlot); return true
    case 8: m.needStore = r.bool(); return true
    case 9: m.timestamp = r.uint64() as bigint; return true
    case 10: m.messageId = r.uniqueString(); return true
    case 11: m.messageType = r.string(messageTypeSlot); return true
    case 12: m.nodeId = r.string(nodeSlot); return true
    case 13: m.validatePubKey = r.string(pubKeySlot); return true
    case 14: readExtraDataEntry(r, m.extraData); return true
    case 15: m.threadId = r.string(); return true
    case 16: m.replyId = r.string(); return true
    default: return false
  }
}

/**
 * Decodes a Web3MQRequestMessage (from `start` to the end of `bytes`: a frame's body without a view of it)
 * exactly as `fromBinary(Web3MQRequestMessageSchema, bytes)` does,
 * including which inputs throw (truncation, bad wire types, invalid UTF-8 in a string field).
 * Unlike fromBinary, bytes values (payload, unknown fields) are copies, never views of `bytes`, so the
 * caller may reuse its buffer without a defensive copy of the whole frame.
 */
export const readRequestMessage = (bytes: Uint8Array, start = 0): Web3MQRequestMessage => {
  const reader = new ChatReader(bytes, start)
  const message: Web3MQRequestMessage = {
    $typeName: 'pb.Web3MQRequestMessage',
    payload: EMPTY,
    contentTopic: '',
    version: 0,
    comeFrom: '',
    fromSign: '',
    payloadType: '',
    cipherSuite: '',
    needStore: false,
    timestamp: 0n,
    messageId: '',
    nodeId: '',
    validatePubKey: '',
    extraData: {},
    threadId: '',
    replyId: '',
  }
  let unknown: { no: number; wireType: WireType; data: Uint8Array }[] | undefined
  while (reader.pos < reader.len) {
    reader.tag()
    const { fieldNo: no, wireType } = reader
    if (!readField(message, reader, no)) {
      unknown ??= []
      unknown.push({ no, wireType, data: reader.skip(wireType, no, SKIP_BUDGET) })
    }
  }
  if (unknown) message.$unknown = unknown
  return message
}

const LEN = WireType.LengthDelimited
const VARINT = WireType.Varint

// Reused across calls: encoding is synchronous and finish() hands out a copy and resets the position,
// so no caller ever sees the shared buffer. It is replaced after a failed encode (partial state) and
// after a large frame, so one big payload does not pin a big buffer for the life of the process.
const RETAIN_LIMIT = 64 * 1024
let shared = new BinaryWriter()
const header = new Uint8Array(2)

const writeStrings = (w: BinaryWriter, m: Web3MQRequestMessage): void => {
  if (m.payloadType !== '') w.tag(6, LEN).string(m.payloadType)
  if (m.cipherSuite !== '') w.tag(7, LEN).string(m.cipherSuite)
  if (m.needStore !== false) w.tag(8, VARINT).bool(m.needStore)
  if (m.timestamp !== 0n) w.tag(9, VARINT).uint64(m.timestamp)
  if (m.messageId !== '') w.tag(10, LEN).string(m.messageId)
  if (m.messageType !== undefined && Object.hasOwn(m, 'messageType')) w.tag(11, LEN).string(m.messageType)
  if (m.nodeId !== '') w.tag(12, LEN).string(m.nodeId)
  if (m.validatePubKey !== '') w.tag(13, LEN).string(m.validatePubKey)
}

const writeBody = (w: BinaryWriter, m: Web3MQRequestMessage): void => {
  if (m.payload.byteLength > 0) w.tag(1, LEN).bytes(m.payload)
  if (m.contentTopic !== '') w.tag(2, LEN).string(m.contentTopic)
  if (m.version !== 0) w.tag(3, VARINT).uint32(m.version)
  if (m.comeFrom !== '') w.tag(4, LEN).string(m.comeFrom)
  if (m.fromSign !== '') w.tag(5, LEN).string(m.fromSign)
  writeStrings(w, m)
  for (const key of Object.keys(m.extraData)) {
    w.tag(14, LEN).fork().tag(1, LEN).string(key).tag(2, LEN).string(m.extraData[key]!).join()
  }
  if (m.threadId !== '') w.tag(15, LEN).string(m.threadId)
  if (m.replyId !== '') w.tag(16, LEN).string(m.replyId)
  for (const { no, wireType, data } of m.$unknown ?? []) w.tag(no, wireType).raw(data)
}

/**
 * Returns `[category][type][toBinary(Web3MQRequestMessageSchema, message)]` as a fresh array.
 * Throws what BinaryWriter throws for a value the schema cannot hold (e.g. a uint32 out of range).
 */
export const writeRequestMessageFrame = (
  message: Web3MQRequestMessage,
  category: number,
  type: number,
): Uint8Array => {
  header[0] = category
  header[1] = type
  try {
    writeBody(shared.raw(header), message)
    const frame = shared.finish()
    if (frame.length > RETAIN_LIMIT) shared = new BinaryWriter()
    return frame
  } catch (error) {
    shared = new BinaryWriter()
    throw error
  }
}
