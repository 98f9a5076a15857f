/**
 * Frame codec speed: encode + decode of a chat message (docs/protocol.md §2.3) with our codec against a
 * protobufjs static module generated from the same .proto. The reference is regenerated with:
 *
 *   node_modules/.bin/pbjs -t static-module -w es6 --no-create --no-verify --no-convert --no-delimited \
 *     --no-service -o bench/reference/message.js src/domain/protocol/proto/message.proto \
 *   && node_modules/.bin/pbts -o bench/reference/message.d.ts bench/reference/message.js
 */
import { fromBinary, toBinary } from '@bufbuild/protobuf'
import { decodeFrame, encodeFrame } from '../../src/domain/protocol/frame'
import { Web3MQRequestMessageSchema } from '../../src/domain/protocol/gen/message_pb'
import { messageFrame } from '../../src/domain/protocol/message-frames'
import { type BenchSuite, measure, printRows, type Row } from '../harness'
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

const row = async (name: string, fn: () => unknown, reference: number): Promise<Row> => ({
  name,
  value: (await measure(name, fn)).opsPerSec,
  unit: 'ops/s',
  reference: { name: 'protobufjs static', value: reference },
})

const rate = async (name: string, fn: () => unknown): Promise<number> => (await measure(name, fn)).opsPerSec

export const codecSuite: BenchSuite = {
  name: 'codec',
  run: async () => {
    checkSameBytes()
    const refBoth = await rate('protobufjs encode+decode', () => referenceDecode(referenceEncode()))
    const refEncode = await rate('protobufjs encode', referenceEncode)
    const refDecode = await rate('protobufjs decode', () => referenceDecode(ourBytes))
    const rows = [
      await row('chat frame encode+decode (frame.ts)', () => decodeFrame(encodeFrame(ourFrame)), refBoth),
      await row('chat frame encode (frame.ts)', () => encodeFrame(ourFrame), refEncode),
      await row('chat frame decode (frame.ts)', () => decodeFrame(ourBytes), refDecode),
      await row('chat frame encode+decode (generic toBinary/fromBinary)', schemaRoundTrip, refBoth),
    ]
    printRows(
      `codec: chat frame of ${ourBytes.length} bytes (2 + ${ourBytes.length - 2}-byte message, docs/protocol.md §2.3)`,
      rows,
    )
  },
}
