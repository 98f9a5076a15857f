/**
 * The `image` content type (docs/protocol.md §3.11): the exact payloadType and payload text a plain chat
 * carries, the envelope an encrypted chat carries, and the fields a receiver refuses (then shown as text).
 */
import { describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../../crypto/encoding'
import { decodeEnvelope, encodeEnvelope } from '../../e2e/envelope'
import { MAX_IMAGE_BYTES, MAX_THUMB_BYTES } from '../../media/image-rules'
import { fromEnvelope, fromPlain, toEnvelope, toPlain, typedContent } from './content'
import { hasSignatureOf, type ImageFields, imageByteLength } from './image'

/** The smallest JPEG start a codec checks: FF D8 FF E0. */
const JPEG = '/9j/4A=='
const fields: ImageFields = {
  mime: 'image/jpeg',
  width: 2,
  height: 1,
  bytes: JPEG,
  thumb: JPEG,
  caption: 'Sunset',
}

/** A base64 JPEG-looking file of exactly `n` bytes. */
const jpegOf = (n: number): string => {
  const bytes = new Uint8Array(n)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return bytesToBase64(bytes)
}

describe('image content', () => {
  it('is sent in a plain chat as the fallback text and a w3mq-content parameter, byte for byte', () => {
    const plain = toPlain(typedContent('image', fields, undefined))
    expect(plain).toEqual({
      payloadType:
        'text/plain; charset=utf-8; w3mq-type=image; w3mq-content=eyJtaW1lIjoiaW1hZ2UvanBlZyIsIndpZHRoIjoyLCJoZWlnaHQiOjEsImJ5dGVzIjoiLzlqLzRBPT0iLCJ0aHVtYiI6Ii85ai80QT09IiwiY2FwdGlvbiI6IlN1bnNldCJ9',
      text: '🖼 Image (2×1, 1 kB)\nSunset',
    })
    expect(fromPlain(plain)).toEqual({ type: 'image', fields, fallback: '🖼 Image (2×1, 1 kB)\nSunset' })
  })

  it('names its size in kB of 1,000 and leaves the caption line out when there is none', () => {
    const big = { ...fields, width: 1280, height: 960, bytes: jpegOf(143_400) }
    const { caption: _, ...noCaption } = big
    expect(typedContent('image', noCaption, undefined).fallback).toBe('🖼 Image (1280×960, 143 kB)')
    expect(imageByteLength(big.bytes)).toBe(143_400)
  })

  it('rides inside the envelope of an encrypted chat and reads back the same', () => {
    const content = typedContent('image', fields, undefined)
    const env = decodeEnvelope(encodeEnvelope(toEnvelope(content)))
    expect(env).toEqual({
      type: 'image',
      body: '',
      fallback: '🖼 Image (2×1, 1 kB)\nSunset',
      content: { mime: 'image/jpeg', width: 2, height: 1, bytes: JPEG, thumb: JPEG, caption: 'Sunset' },
    })
    expect(fromEnvelope(env)).toEqual(content)
  })

  it('refuses to build an image the limits do not allow', () => {
    expect(() => typedContent('image', { ...fields, width: 1281 }, undefined)).toThrow(
      'width is not a whole number',
    )
    expect(() => typedContent('image', { ...fields, bytes: jpegOf(MAX_IMAGE_BYTES + 1) }, undefined)).toThrow(
      `bytes is larger than ${MAX_IMAGE_BYTES} bytes`,
    )
    expect(() => typedContent('image', { ...fields, thumb: jpegOf(MAX_THUMB_BYTES + 1) }, undefined)).toThrow(
      `thumb is larger than ${MAX_THUMB_BYTES} bytes`,
    )
    expect(typedContent('image', { ...fields, bytes: jpegOf(MAX_IMAGE_BYTES) }, undefined).type).toBe('image')
  })

  it.each([
    ['another type', { ...fields, mime: 'image/gif' }],
    [
      'bytes that are not the type named',
      { ...fields, bytes: bytesToBase64(Uint8Array.of(0x89, 0x50, 0x4e, 0x47)) },
    ],
    ['bytes that are not base64', { ...fields, bytes: 'not base64!' }],
    ['a side that is not whole', { ...fields, height: 1.5 }],
    ['a blank caption', { ...fields, caption: '  ' }],
    ['no thumbnail', { ...fields, thumb: undefined }],
  ])('shows a received image with %s as its text', (_, bad) => {
    const plain = toPlain(typedContent('image', fields, undefined))
    const json = Buffer.from(JSON.stringify(bad)).toString('base64url')
    const payloadType = plain.payloadType.replace(/w3mq-content=.*$/, `w3mq-content=${json}`)
    expect(fromPlain({ payloadType, text: 'Image' })).toEqual({ type: 'text', text: 'Image' })
  })

  it('knows the signatures of the three types it accepts', () => {
    const webp = Uint8Array.of(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50)
    expect(hasSignatureOf('image/webp', webp)).toBe(true)
    expect(hasSignatureOf('image/jpeg', webp)).toBe(false)
    expect(hasSignatureOf('image/png', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(
      true,
    )
    expect(hasSignatureOf('image/png', Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBe(false)
  })
})
