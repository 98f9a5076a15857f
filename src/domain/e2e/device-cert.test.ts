import { describe, expect, it } from 'vitest'
import { ed25519PublicKey, ed25519Verify } from '../crypto/ed25519'
import { base64ToBytes, bytesToHex, hexToBytes, utf8ToBytes } from '../crypto/encoding'
import {
  certNeedsRenewal,
  DEVICE_CERT_CLOCK_SKEW_MS,
  DEVICE_CERT_LIFETIME_MS,
  DEVICE_CERT_RENEW_BEFORE_MS,
  type DeviceCert,
  decodeDeviceCert,
  deviceCertText,
  encodeDeviceCert,
  issueDeviceCert,
  signDeviceCert,
  verifyDeviceCert,
} from './device-cert'
import { E2eFormatError } from './format-error'

// The seeds of docs/protocol.md §3.8: A (0x01…0x20) is the main key, B's public key is the device.
const MAIN_SEED = '0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20'
const MAIN_PUB = '79b5562e8fe654f94078b112e8a98ba7901f853ae695bed7e0e3910bad049664'
/** Seed B, whose public key is DEVICE: a key that is not the main key. */
const OTHER_SEED = '404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f'
const DEVICE = '2543b92ff1095511476adc8369db6ddc933665a11978dda1404ee1066ca9559d'
const USERID = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const CREATED = 1700000000000
const EXPIRES = CREATED + DEVICE_CERT_LIFETIME_MS
const FIELDS = { userid: USERID, device: DEVICE, created: CREATED, expires: EXPIRES }
const SIG = '3t5HrIkuid/p6d6zsAplpRl6ToFr05u+R6ngpZXt6wzLpPFllqTA2nyZFVE65sta17EzSf3KFkL8iE6zPMYWBg=='
const TEXT = `web3mq-e2e-device/v1\n${USERID}\n${DEVICE}\n1700000000000\n1715552000000`
const JSON_TEXT = `{"v":1,"userid":"${USERID}","device":"${DEVICE}","created":1700000000000,"expires":1715552000000,"sig":"${SIG}"}`

const cert = (): DeviceCert => signDeviceCert(FIELDS, MAIN_SEED)
const expectation = { mainPublicKeyHex: MAIN_PUB, now: CREATED }

const reasonOf = (json: string): string => {
  try {
    decodeDeviceCert(utf8ToBytes(json))
  } catch (error) {
    expect(error).toBeInstanceOf(E2eFormatError)
    expect((error as E2eFormatError).kind).toBe('device certificate')
    return (error as E2eFormatError).reason
  }
  throw new Error('decoded')
}
const withField = (key: string, value: string) =>
  JSON_TEXT.replace(new RegExp(`"${key}":[^,}]*`), `"${key}":${value}`)

describe('the device certificate text and signature', () => {
  it('lives 180 days', () => {
    expect(DEVICE_CERT_LIFETIME_MS).toBe(15_552_000_000)
    expect(DEVICE_CERT_RENEW_BEFORE_MS).toBe(2_592_000_000)
    expect(DEVICE_CERT_CLOCK_SKEW_MS).toBe(300_000)
  })

  it('signs the five lines with the main key, ed25519 over their UTF-8', () => {
    expect(deviceCertText(FIELDS)).toBe(TEXT)
    expect(cert()).toStrictEqual({ v: 1, ...FIELDS, sig: SIG })
    expect(ed25519Verify(base64ToBytes(SIG), utf8ToBytes(TEXT), hexToBytes(MAIN_PUB))).toBe(true)
  })

  it('refuses fields a certificate cannot hold', () => {
    expect(() => deviceCertText({ ...FIELDS, userid: '' })).toThrow('userid is not a user id')
    expect(() => deviceCertText({ ...FIELDS, userid: 'user:a\nb' })).toThrow('userid is not a user id')
    expect(() => deviceCertText({ ...FIELDS, device: DEVICE.toUpperCase() })).toThrow(
      'device is not 32 bytes of lower-case hex',
    )
    expect(() => deviceCertText({ ...FIELDS, device: DEVICE.slice(2) })).toThrow('device is not 32 bytes')
    expect(() => deviceCertText({ ...FIELDS, device: `${DEVICE}00` })).toThrow('device is not 32 bytes')
    expect(() => deviceCertText({ ...FIELDS, device: `g${DEVICE}` })).toThrow('device is not 32 bytes')
    expect(() => deviceCertText({ ...FIELDS, created: 1.5 })).toThrow(
      'created and expires are not milliseconds',
    )
    expect(() => deviceCertText({ ...FIELDS, created: -1 })).toThrow(
      'created and expires are not milliseconds',
    )
    expect(() => deviceCertText({ ...FIELDS, expires: 2 ** 53 })).toThrow('created and expires are not')
    expect(() => deviceCertText({ ...FIELDS, expires: CREATED })).toThrow('expires is not after created')
    expect(deviceCertText({ ...FIELDS, created: 0, expires: 1 })).toMatch(/\n0\n1$/)
  })

  it('issues a certificate for a signature key from now for the lifetime', () => {
    const issued = issueDeviceCert(
      { userid: USERID, signaturePublicKey: hexToBytes(DEVICE), now: CREATED },
      MAIN_SEED,
    )
    expect(issued).toStrictEqual(cert())
  })

  it('asks for renewal from 30 days before the end', () => {
    expect(certNeedsRenewal(cert(), EXPIRES - DEVICE_CERT_RENEW_BEFORE_MS - 1)).toBe(false)
    expect(certNeedsRenewal(cert(), EXPIRES - DEVICE_CERT_RENEW_BEFORE_MS)).toBe(true)
  })
})

describe('encodeDeviceCert and decodeDeviceCert', () => {
  it('writes the keys in the order v, userid, device, created, expires, sig', () => {
    expect(encodeDeviceCert(cert())).toEqual(utf8ToBytes(JSON_TEXT))
    expect(decodeDeviceCert(utf8ToBytes(JSON_TEXT))).toStrictEqual(cert())
  })

  it('refuses any other key set or order', () => {
    const keysReason = 'keys are not v, userid, device, created, expires, sig'
    expect(reasonOf(JSON_TEXT.replace('{"v":1,', '{'))).toBe(keysReason)
    expect(reasonOf(JSON_TEXT.replace('}', ',"x":1}'))).toBe(keysReason)
    expect(
      reasonOf(JSON_TEXT.replace('{"v":1,"userid"', '{"userid"').replace('"device"', '"v":1,"device"')),
    ).toBe(keysReason)
  })

  it('refuses a wrong version or field', () => {
    expect(reasonOf(withField('v', '2'))).toBe('v is not 1')
    expect(reasonOf(withField('v', '"1"'))).toBe('v is not 1')
    expect(reasonOf(withField('userid', '""'))).toBe('userid is not a user id')
    expect(reasonOf(withField('userid', '7'))).toBe('userid is not a user id')
    expect(reasonOf(withField('device', `"${DEVICE.toUpperCase()}"`))).toBe(
      'device is not 32 bytes of lower-case hex',
    )
    expect(reasonOf(withField('created', '"1700000000000"'))).toBe('created and expires are not milliseconds')
    expect(reasonOf(withField('expires', '1700000000000'))).toBe('expires is not after created')
    expect(reasonOf(withField('sig', '"abcd"'))).toBe('sig is not a base64 signature')
    expect(reasonOf(withField('sig', '"3t5H-Ikuid"'))).toBe('sig is not a base64 signature')
    expect(reasonOf(withField('sig', '1'))).toBe('sig is not a base64 signature')
    // A one-element list turns into its element wherever it is read as text: refused as not a string.
    expect(reasonOf(withField('device', `["${DEVICE}"]`))).toBe('device is not 32 bytes of lower-case hex')
    expect(reasonOf(withField('sig', `["${SIG}"]`))).toBe('sig is not a base64 signature')
    expect(reasonOf(withField('userid', `["${USERID}"]`))).toBe('userid is not a user id')
    expect(reasonOf('[1]')).toBe('not a JSON object')
    expect(reasonOf('{"v":1')).toBe('not UTF-8 JSON')
  })

  it('refuses the same certificate written any other way', () => {
    expect(reasonOf(JSON_TEXT.replace(',"userid"', ', "userid"'))).toBe('not in its one encoding')
    expect(reasonOf(withField('created', '1.7e12'))).toBe('not in its one encoding')
    expect(reasonOf(JSON_TEXT.replace('"user:', '"\\u0075ser:'))).toBe('not in its one encoding')
    expect(reasonOf(`${JSON_TEXT}\n`)).toBe('not in its one encoding')
  })
})

describe('verifyDeviceCert', () => {
  it('accepts a certificate the main key signed, for its user and leaf, within its time', () => {
    const full = { ...expectation, expectedUserid: USERID, signaturePublicKey: hexToBytes(DEVICE) }
    expect(verifyDeviceCert(cert(), full)).toEqual({ ok: true })
    expect(verifyDeviceCert(cert(), expectation)).toEqual({ ok: true })
  })

  it('refuses a certificate another key signed, or with any signed field changed', () => {
    const forged = signDeviceCert(FIELDS, OTHER_SEED)
    expect(verifyDeviceCert(forged, expectation)).toEqual({ ok: false, reason: 'signature' })
    expect(verifyDeviceCert(cert(), { ...expectation, mainPublicKeyHex: DEVICE })).toEqual({
      ok: false,
      reason: 'signature',
    })
    for (const change of [
      { userid: 'user:someone' },
      { device: 'ff'.repeat(32) },
      { created: CREATED - 1 },
      { expires: EXPIRES + 1 },
    ])
      expect(verifyDeviceCert({ ...cert(), ...change }, expectation)).toEqual({
        ok: false,
        reason: 'signature',
      })
    expect(verifyDeviceCert({ ...cert(), v: 2 as 1 }, expectation)).toEqual({
      ok: false,
      reason: 'signature',
    })
    expect(verifyDeviceCert({ ...cert(), device: 'zz' }, expectation)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('refuses a certificate of another user or another leaf key', () => {
    expect(verifyDeviceCert(cert(), { ...expectation, expectedUserid: 'user:other' })).toEqual({
      ok: false,
      reason: 'userid',
    })
    // DEVICE is the public key of OTHER_SEED (seed B); the main key's is another.
    expect(bytesToHex(ed25519PublicKey(hexToBytes(OTHER_SEED)))).toBe(DEVICE)
    const otherKey = hexToBytes(MAIN_PUB)
    expect(verifyDeviceCert(cert(), { ...expectation, signaturePublicKey: otherKey })).toEqual({
      ok: false,
      reason: 'device',
    })
  })

  it('is valid from created less the clock skew until just before expires', () => {
    const at = (now: number) => verifyDeviceCert(cert(), { ...expectation, now })
    expect(at(CREATED - DEVICE_CERT_CLOCK_SKEW_MS - 1)).toEqual({ ok: false, reason: 'not yet valid' })
    expect(at(CREATED - DEVICE_CERT_CLOCK_SKEW_MS)).toEqual({ ok: true })
    expect(at(EXPIRES - 1)).toEqual({ ok: true })
    expect(at(EXPIRES)).toEqual({ ok: false, reason: 'expired' })
  })
})
