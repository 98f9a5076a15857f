import { create, type DescField, fromBinary, ScalarType, toBinary } from '@bufbuild/protobuf'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { hexToBytes } from '../crypto/encoding'
import { type Web3MQRequestMessage, Web3MQRequestMessageSchema } from './gen/message_pb'
import { readRequestMessage, writeRequestMessageFrame } from './request-message-codec'

const Schema = Web3MQRequestMessageSchema

type Outcome = { ok: true; message: Web3MQRequestMessage } | { ok: false }
const outcome = (decode: () => Web3MQRequestMessage): Outcome => {
  try {
    return { ok: true, message: decode() }
  } catch {
    return { ok: false }
  }
}

/** Both decoders must agree: the same message (strictly equal), or both throw. */
const expectSameAsSchema = (bytes: Uint8Array): void => {
  const reference = outcome(() => fromBinary(Schema, bytes))
  const fast = outcome(() => readRequestMessage(bytes))
  expect(fast).toStrictEqual(reference)
}

const sampleValue = (field: DescField): unknown => {
  if (field.fieldKind === 'map') return { k: 'v', '': '', __proto__x: 'y' }
  if (field.fieldKind !== 'scalar') throw new Error(`unexpected field kind ${field.fieldKind}`)
  switch (field.scalar) {
    case ScalarType.STRING:
      return `value of ${field.name} ✓`
    case ScalarType.BYTES:
      return Uint8Array.of(1, 2, 3)
    case ScalarType.UINT32:
      return 4_000_000_000
    case ScalarType.UINT64:
      return 1_700_000_000_000n
    case ScalarType.BOOL:
      return true
    default:
      throw new Error(`no sample for scalar ${field.scalar}: extend the reader and this test`)
  }
}

describe('readRequestMessage against fromBinary', () => {
  it.each(Schema.fields.map((f) => [f.number, f] as const))('reads field %i like fromBinary', (_, field) => {
    const message = create(Schema, { [field.localName]: sampleValue(field) })
    const bytes = toBinary(Schema, message)
    expect(bytes.length).toBeGreaterThan(0)
    expect(readRequestMessage(bytes)).toStrictEqual(message)
    expectSameAsSchema(bytes)
  })

  it('knows exactly the field numbers of the schema', () => {
    expect(Schema.fields.map((f) => f.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ])
  })

  it('keeps unknown fields, skips unknown map-entry fields, stores a "__proto__" key as an entry', () => {
    // field 17 varint 5; field 14 entry { 1: "__proto__", 3: varint 1, 2: "x" }
    const bytes = hexToBytes('8801057210' + '0a095f5f70726f746f5f5f' + '1801' + '120178')
    const decoded = readRequestMessage(bytes)
    expect(decoded.$unknown).toEqual([{ no: 17, wireType: 0, data: Uint8Array.of(5) }])
    expect(Object.hasOwn(decoded.extraData, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(decoded.extraData)).toBe(Object.prototype)
    expectSameAsSchema(bytes)
  })

  it('reads long ASCII, non-ASCII, a leading U+FEFF and a uint64 beyond 2^53 as fromBinary does', () => {
    const long = 'A'.repeat(9000)
    const bytes = toBinary(
      Schema,
      create(Schema, {
        contentTopic: long,
        fromSign: 'x'.repeat(88),
        comeFrom: 'héllo ✓ 𝄞',
        payloadType: '\uFEFFtext',
        timestamp: 2n ** 63n + 5n,
        extraData: { ключ: 'значение' },
      }),
    )
    expectSameAsSchema(bytes)
    expect(readRequestMessage(bytes).contentTopic).toBe(long)
    // Field 2, 40 bytes: 39 ASCII then one byte that is not UTF-8 (strict: both refuse).
    const invalid = Uint8Array.of(0x12, 40, ...new Uint8Array(39).fill(0x61), 0xff)
    expect(() => fromBinary(Schema, invalid)).toThrow()
    expect(() => readRequestMessage(invalid)).toThrow()
  })

  it.each(['ff', '0a05616263', '12', '1202c328', '7203', '0f', '8801'])(
    'fails like fromBinary on %s',
    (hex) => {
      const bytes = hexToBytes(hex)
      expect(() => fromBinary(Schema, bytes)).toThrow()
      expect(() => readRequestMessage(bytes)).toThrow()
    },
  )

  it(
    'agrees with fromBinary on arbitrary bytes',
    () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => expectSameAsSchema(bytes)),
        propertyOptions(3000),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'agrees with fromBinary on arbitrary encoded messages',
    () => {
      const text = fc.string({ unit: 'binary', maxLength: 20 })
      const init = fc.record(
        {
          payload: fc.uint8Array({ maxLength: 50 }),
          contentTopic: text,
          version: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          needStore: fc.boolean(),
          timestamp: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
          messageType: text,
          extraData: fc.dictionary(text, text, { maxKeys: 4, noNullPrototype: true }),
          replyId: text,
        },
        { requiredKeys: [] },
      )
      fc.assert(
        fc.property(init, (value) => expectSameAsSchema(toBinary(Schema, create(Schema, value)))),
        propertyOptions(500),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

/** The writer must produce `[category][type]` + exactly the bytes of toBinary. */
const expectSameBytesAsSchema = (message: Web3MQRequestMessage): void => {
  const frame = writeRequestMessageFrame(message, 0x0a, 16)
  expect(Array.from(frame.subarray(0, 2))).toEqual([0x0a, 16])
  expect(frame.subarray(2)).toEqual(toBinary(Schema, message))
}

describe('writeRequestMessageFrame against toBinary', () => {
  it.each(Schema.fields.map((f) => [f.number, f] as const))('writes field %i like toBinary', (_, field) => {
    expectSameBytesAsSchema(create(Schema, { [field.localName]: sampleValue(field) }))
  })

  it('writes an empty messageType but not an absent one', () => {
    expect(writeRequestMessageFrame(create(Schema, { messageType: '' }), 0x0a, 16)).toEqual(
      hexToBytes('0a105a00'),
    )
    expect(writeRequestMessageFrame(create(Schema), 0x0a, 16)).toEqual(hexToBytes('0a10'))
  })

  it(
    'writes the same bytes for arbitrary messages, unknown fields included',
    () => {
      const parsed = fc
        .uint8Array({ maxLength: 80 })
        .map((bytes) => outcome(() => fromBinary(Schema, bytes)))
        .filter((o): o is { ok: true; message: Web3MQRequestMessage } => o.ok)
      fc.assert(
        fc.property(parsed, ({ message }) => expectSameBytesAsSchema(message)),
        propertyOptions(1000),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('returns independent arrays and recovers after a failed or a large encode', () => {
    const small = create(Schema, { contentTopic: 'user:a', timestamp: 1n })
    const first = writeRequestMessageFrame(small, 0x0a, 16)
    const second = writeRequestMessageFrame(small, 0x0a, 16)
    first.fill(0)
    expect(second).toEqual(hexToBytes('0a101206757365723a614801'))
    expect(() =>
      writeRequestMessageFrame(create(Schema, { version: 2 ** 32, replyId: 'x' }), 0x0a, 16),
    ).toThrow()
    expectSameBytesAsSchema(small)
    expectSameBytesAsSchema(create(Schema, { payload: new Uint8Array(100_000).fill(7) }))
    expectSameBytesAsSchema(small)
  })
})
