/**
 * Frame codec speed: encode and decode of a chat message (docs/protocol.md §2.3) with our codec against a
 * protobufjs static module generated from the same .proto, interleaved round by round. The reference is regenerated with:
 *
 *   node_modules/.bin/pbjs -t static-module -w es6 --no-create --no-verify --no-convert --no-delimited \
 *     --no-service -o bench/reference/message.js src/domain/protocol/proto/message.proto \
 *   && node_modules/.bin/pbts -o bench/reference/message.d.ts bench/reference/message.js
 */
import { fromBinary, toBinary } from '@bufbuild/protobuf'
import { decodeFrame, encodeFrame } from '#domain/protocol/frame'
import { Web3MQRequestMessageSchema } from '#domain/protocol/gen/message_pb'
import { messageFrame } from '#domain/protocol/message-frames'
import { type BenchSuite, compareAll, rate } from '../harness'
import { pb } from '../reference/message'

const Reference = pb.Web3MQRequestMessage

// Shaped like a real DM: 37-byte text, two extraData entries, encodes to about 200 bytes.
const chat = {
  payload: new TextEncoder().encode('hello web3mq, this is a benchmark msg'),
  contentTopic: 'user:d1e6723f87af5295',
  version: 1,
  comeFrom: 'user:8c01563bfbd54a59',
  fromSign: 'pUUrcRtOg6INH17r',
  payloadType: 'text/plain; charset=utf-8',
  cipherSuite: 'NONE',
  needStore: true,
  timestamp: 1_700_000_000_000,
  messageId: 'afcbd000c7829959',
  messageType: '',
  nodeId: 'node-7',
  validatePubKey: '',
  extraData: { app: 'bench', lng: 'en' },
  threadId: '',
  replyId: '',
}

const ourFrame = messageFrame(chat)
const ourBytes = encodeFrame(ourFrame)

// Real traffic: each frame has its own id, timestamp and text, while topics, sender and types repeat.
// Decoding one frame over and over would let any per-string cache hit every time.
const STREAM = 64
const streamBytes = Array.from({ length: STREAM }, (_, i) =>
  encodeFrame(
    messageFrame({
      ...chat,
      payload: new TextEncoder().encode(`hello web3mq, this is benchmark msg ${String(i).padStart(2, '0')}`),
      timestamp: chat.timestamp + i,
      messageId: `afcbd000c78299${String(i).padStart(2, '0')}`,
      fromSign: `pUUrcRtOg6INH1${String(i).padStart(2, '0')}`,
    }),
  ),
)
let nextOurs = 0
let nextTheirs = 0
const nextFrame = (which: 'ours' | 'theirs'): Uint8Array => {
  const i = which === 'ours' ? nextOurs++ : nextTheirs++
  return streamBytes[i % STREAM]!
}

const referenceEncode = (): Uint8Array => {
  const body = Reference.encode(chat).finish()
  const out = new Uint8Array(body.length + 2)
  out[0] = 0x0a
  out[1] = 16
  out.set(body, 2)
  return out
}
// What frame.ts would cost without its hand-written chat codec: the generic protobuf-es path.
const schemaRoundTrip = () => {
  const body = toBinary(Web3MQRequestMessageSchema, ourFrame.message)
  const out = new Uint8Array(body.length + 2)
  out[0] = 0x0a
  out[1] = 16
  out.set(body, 2)
  return fromBinary(Web3MQRequestMessageSchema, out.slice(2))
}

const referenceDecode = (bytes: Uint8Array) => Reference.decode(bytes.subarray(2))

const checkSameBytes = (): void => {
  const theirs = referenceEncode()
  if (theirs.length !== ourBytes.length || theirs.some((b, i) => b !== ourBytes[i])) {
    throw new Error('codec bench: our frame and the protobufjs frame differ')
  }
}

const PROTOBUFJS = 'protobufjs static'

export const codecSuite: BenchSuite = {
  name: 'codec',
  run: async () => {
    checkSameBytes()
    const bothRef = { name: PROTOBUFJS, round: rate(() => referenceDecode(referenceEncode())) }
    await compareAll(
      `codec: chat frame of ${ourBytes.length} bytes (2 + ${ourBytes.length - 2}-byte message, docs/protocol.md §2.3)`,
      [
        {
          name: 'chat frame encode (frame.ts)',
          unit: 'ops/s',
          ours: rate(() => encodeFrame(ourFrame)),
          reference: { name: PROTOBUFJS, round: rate(referenceEncode) },
        },
        {
          name: 'chat frame decode (frame.ts)',
          unit: 'ops/s',
          ours: rate(() => decodeFrame(ourBytes)),
          reference: { name: PROTOBUFJS, round: rate(() => referenceDecode(ourBytes)) },
        },
        {
          name: `chat frame decode, ${STREAM} frames in turn (own id, time, text, signature)`,
          unit: 'ops/s',
          ours: rate(() => decodeFrame(nextFrame('ours'))),
          reference: { name: PROTOBUFJS, round: rate(() => referenceDecode(nextFrame('theirs'))) },
        },
        {
          name: 'chat frame encode+decode (frame.ts)',
          unit: 'ops/s',
          ours: rate(() => decodeFrame(encodeFrame(ourFrame))),
          reference: bothRef,
        },
        {
          name: 'chat frame encode+decode (generic toBinary/fromBinary)',
          unit: 'ops/s',
          ours: rate(schemaRoundTrip),
          reference: bothRef,
        },
      ],
    )
  },
}
