import { create, fromBinary, toBinary } from '@bufbuild/protobuf'
import { describe, expect, it } from 'vitest'
import { hexToBytes } from '../crypto/encoding'
import { Web3MQRequestMessageSchema } from './gen/message_pb'
import { readRequestMessage, writeRequestMessageFrame } from './request-message-codec'

// Edge cases of the type-16 codec that a peer may send (docs/protocol.md §3): extraData entries missing
// their key or value, a "__proto__" key, and a messageType present but undefined on the way out.
const Schema = Web3MQRequestMessageSchema

describe('readRequestMessage extraData entries', () => {
  it.each([
    ['7200', { '': '' }],
    ['7203120178', { '': 'x' }],
    ['72030a0178', { x: '' }],
    ['72060a01781201797200', { x: 'y', '': '' }],
  ])('reads entry %s as fromBinary does', (hex, extraData) => {
    const bytes = hexToBytes(hex)
    expect(readRequestMessage(bytes).extraData).toEqual(extraData)
    expect(readRequestMessage(bytes)).toStrictEqual(fromBinary(Schema, bytes))
  })

  it('stores a "__proto__" key as an ordinary writable, configurable entry', () => {
    const bytes = hexToBytes('720e0a095f5f70726f746f5f5f120178')
    const ours = readRequestMessage(bytes).extraData
    expect(Object.getOwnPropertyDescriptor(ours, '__proto__')).toEqual(
      Object.getOwnPropertyDescriptor(fromBinary(Schema, bytes).extraData, '__proto__'),
    )
    expect(Object.getOwnPropertyDescriptor(ours, '__proto__')).toEqual({
      value: 'x',
      writable: true,
      enumerable: true,
      configurable: true,
    })
    const key = '__proto__'
    ours[key] = 'y'
    expect(ours[key]).toBe('y')
    delete ours[key]
    expect(Object.keys(ours)).toEqual([])
  })
})

describe('writeRequestMessageFrame messageType', () => {
  it('leaves out a messageType that is present but undefined, as toBinary does', () => {
    const message = { ...create(Schema, { contentTopic: 't' }), messageType: undefined }
    const frame = writeRequestMessageFrame(message, 0x0a, 16)
    expect(frame).toEqual(hexToBytes('0a10120174'))
    expect(frame.subarray(2)).toEqual(toBinary(Schema, message))
  })
})
