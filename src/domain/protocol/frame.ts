/**
 * Socket frame codec (docs/protocol.md §1.2): `[category byte][type byte][protobuf message]`, no length prefix.
 * Decoding is total: any input either yields a typed frame or a FrameError, so untrusted bytes from a
 * socket can never crash a reader with some other exception.
 */
import { type DescMessage, fromBinary, type MessageShape, toBinary } from '@bufbuild/protobuf'
import { CLIENT_CATEGORY } from '../config'
import { errors, FrameError } from '../errors'
import {
  type DecodedFrame,
  type FrameKind,
  FrameSchemas,
  frameKindOf,
  type OutboundFrame,
} from './frame-types'
import type { Web3MQRequestMessage } from './gen/message_pb'
import { readRequestMessage, writeRequestMessageFrame } from './request-message-codec'

const reasonOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

// The union cannot correlate a kind with its schema inside one expression; these two helpers are the
// single place where that link is asserted, and FrameSchemas guarantees it.
const encodeMessage = <D extends DescMessage>(schema: D, message: MessageShape<D>): Uint8Array =>
  toBinary(schema, message)
const decodeMessage = <D extends DescMessage>(schema: D, bytes: Uint8Array): MessageShape<D> =>
  fromBinary(schema, bytes)

// Chat messages dominate socket traffic: their hand-written reader and writer are 2-3x faster than
// fromBinary/toBinary and tested equivalent to them. Every other kind goes through the schema.
// Both paths return messages that own their bytes: the reader copies bytes values itself, fromBinary
// returns views, so its input is copied first.
const decodePayload = (kind: FrameKind, frame: Uint8Array): DecodedFrame['message'] =>
  kind === 'message'
    ? readRequestMessage(frame, 2)
    : (decodeMessage(FrameSchemas[kind] as DescMessage, frame.slice(2)) as DecodedFrame['message'])

/**
 * Encodes a frame. Byte 0 is `category` (clients send 0x0A), byte 1 is `frame.type`, the rest is the
 * protobuf encoding of `frame.message` with the schema of that type.
 * Throws Web3MQError INPUT.INVALID when the category is not a byte, `kind` does not match `type`, or a
 * field value cannot be encoded (e.g. a uint32 out of range); FrameError FRAME.TYPE_UNSUPPORTED for a type outside FrameType.
 */
export const encodeFrame = (frame: OutboundFrame, category: number = CLIENT_CATEGORY): Uint8Array => {
  if (!Number.isInteger(category) || category < 0 || category > 0xff) {
    throw errors.invalidInput(`Frame category must be a byte, got ${category}`, { category })
  }
  const kind = frameKindOf(frame.type)
  if (kind === undefined) throw errors.frameTypeUnsupported(frame.type)
  if (frame.kind !== kind) {
    throw errors.invalidInput(`Frame kind ${frame.kind} does not match type ${frame.type}`, {
      type: frame.type,
    })
  }
  try {
    if (kind === 'message') {
      return writeRequestMessageFrame(frame.message as Web3MQRequestMessage, category, frame.type)
    }
    const body = encodeMessage(FrameSchemas[kind] as DescMessage, frame.message)
    const out = new Uint8Array(body.length + 2)
    out[0] = category
    out[1] = frame.type
    out.set(body, 2)
    return out
  } catch (cause) {
    throw errors.invalidInput(`Cannot encode ${kind} frame: ${reasonOf(cause)}`, { type: frame.type })
  }
}

/**
 * Decodes a frame received from a peer. Byte 0 (category) is ignored, as every SDK does; byte 1 selects
 * the message. The returned message owns its bytes (it never aliases `bytes`).
 * Throws only FrameError: FRAME.TYPE_UNSUPPORTED ("This type is not supported") for a type byte outside
 * FrameType, FRAME.MALFORMED for fewer than 2 bytes or a payload that is not valid protobuf.
 */
export const decodeFrame = (bytes: Uint8Array): DecodedFrame => {
  if (bytes.length < 2) throw errors.frameMalformed(`expected at least 2 bytes, got ${bytes.length}`)
  const type = bytes[1]!
  const kind = frameKindOf(type)
  if (kind === undefined) throw errors.frameTypeUnsupported(type)
  try {
    return { type, kind, message: decodePayload(kind, bytes) } as DecodedFrame
  } catch (cause) {
    throw errors.frameMalformed(`invalid ${kind} payload: ${reasonOf(cause)}`, cause)
  }
}

type TryDecodeResult = { ok: true; frame: DecodedFrame } | { ok: false; error: FrameError }

/** Like decodeFrame but never throws: for untrusted input where a bad frame is an expected event. */
export const tryDecodeFrame = (bytes: Uint8Array): TryDecodeResult => {
  try {
    return { ok: true, frame: decodeFrame(bytes) }
  } catch (cause) {
    const error = cause instanceof FrameError ? cause : errors.frameMalformed(reasonOf(cause), cause)
    return { ok: false, error }
  }
}
