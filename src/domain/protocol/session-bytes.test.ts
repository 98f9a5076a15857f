import { create, toBinary } from '@bufbuild/protobuf'
import { describe, expect, it } from 'vitest'
import { bytesToHex, utf8ToBytes } from '../crypto/encoding'
import { ErrorCode, type Web3MQError } from '../errors'
import { encodeFrame } from './frame'
import { PubKeyCommandSchema } from './gen/pubkey_pb'
import { notificationListFrame } from './message-frames'
import {
  bridgeConnectFrame,
  bridgeConnectReplyFrame,
  tempConnectFrame,
  tempConnectReplyFrame,
} from './session-frames'
import { toUint64 } from './uint64'

// The exact bytes of the frames built from the schema (docs/protocol.md §2.5-§2.8): field numbers, which
// fields are left out when empty, and which optional ones are sent as an explicit 0 / "".
const hex = (frame: Parameters<typeof encodeFrame>[0]): string => bytesToHex(encodeFrame(frame))

describe('session frame bytes', () => {
  it('type 5 temp connect: DAppID 2, TopicID 3, SignatureTimestamp 4, DAppSignature 5, empty NodeID left out', () => {
    const frame = tempConnectFrame({
      NodeID: '',
      DAppID: 'd',
      TopicID: 't',
      SignatureTimestamp: 1,
      DAppSignature: 's',
    })
    expect(hex(frame)).toBe('0a05' + '120164' + '1a0174' + '2001' + '2a0173')
  })

  it('type 6 temp connect reply: statusCode 200 and "success", Timestamp at 6', () => {
    const frame = tempConnectReplyFrame({
      NodeID: 'n',
      DAppID: '',
      TopicID: 't',
      statusCode: 200,
      statusMsg: 'success',
      Timestamp: 2,
    })
    expect(hex(frame)).toBe('0a06' + '0a016e' + '1a0174' + '20c801' + '2a0773756363657373' + '3002')
  })

  it('type 100 bridge connect: 4 and 5 unset when absent, sent as 0 and "" when given (§3.7)', () => {
    const base = { NodeID: '', DAppID: 'd', TopicID: 'bridge:x' }
    expect(hex(bridgeConnectFrame(base))).toBe('0a64' + '120164' + '1a086272696467653a78')
    expect(hex(bridgeConnectFrame({ ...base, SignatureTimestamp: 0, DAppSignature: '' }))).toBe(
      '0a64' + '120164' + '1a086272696467653a78' + '2000' + '2a00',
    )
    expect(hex(bridgeConnectReplyFrame({ ...base, NodeID: 'n', SignatureTimestamp: 5 }))).toBe(
      '0a65' + '0a016e' + '120164' + '1a086272696467653a78' + '2005',
    )
  })

  it('type 20 notification list: each item with version 1, JSON payload type, NONE, readTimestamp when set', () => {
    const payload = utf8ToBytes('{}')
    const frame = notificationListFrame([
      { messageId: 'm', payload, timestamp: 3, readTimestamp: 4 },
      { messageId: 'n', payload, timestamp: 3 },
    ])
    const common = '10011a027b7d22106170706c69636174696f6e2f6a736f6e42044e4f4e454803'
    expect(hex(frame)).toBe(`0a140a250a016d${common}58040a230a016e${common}`)
  })

  it('type 0 PubKeyCommand (historical, §2.8): userId 1, pubkey 3, action 6, timestamp 8', () => {
    const command = create(PubKeyCommandSchema, { userId: 'u', pubkey: 'p', action: 'save', timestamp: 1n })
    expect(bytesToHex(toBinary(PubKeyCommandSchema, command))).toBe(
      '0a0175' + '1a0170' + '320473617665' + '4001',
    )
  })
})

describe('millisecond fields refused by name', () => {
  const refusal = (run: () => unknown): Web3MQError => {
    try {
      run()
    } catch (error) {
      return error as Web3MQError
    }
    throw new Error('expected a refusal')
  }

  it('names "timestamp" by default, with the field and value in the detail', () => {
    const error = refusal(() => toUint64(-1))
    expect(error.code).toBe(ErrorCode.InvalidInput)
    expect(error.message).toBe('timestamp must be a non-negative safe integer, got -1')
    expect(error.detail).toEqual({ field: 'timestamp', value: -1 })
  })

  it.each([
    [
      'SignatureTimestamp',
      () =>
        tempConnectFrame({ NodeID: '', DAppID: '', TopicID: '', SignatureTimestamp: 1.5, DAppSignature: '' }),
    ],
    [
      'Timestamp',
      () =>
        tempConnectReplyFrame({
          NodeID: '',
          DAppID: '',
          TopicID: '',
          statusCode: 200,
          statusMsg: '',
          Timestamp: -2,
        }),
    ],
    [
      'SignatureTimestamp',
      () => bridgeConnectFrame({ NodeID: '', DAppID: '', TopicID: '', SignatureTimestamp: Number.NaN }),
    ],
    [
      'readTimestamp',
      () =>
        notificationListFrame([
          { messageId: '', payload: new Uint8Array(), timestamp: 0, readTimestamp: -1 },
        ]),
    ],
  ])('names %s', (field, build) => {
    expect(refusal(build).message).toMatch(new RegExp(`^${field} must be a non-negative safe integer, got `))
  })
})
