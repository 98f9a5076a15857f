/**
 * The key-package directory in the contract (docs/protocol.md §4.5): the exact signed strings, the
 * limits on what a publish may carry, the answers read back, and the refusals told apart by their words.
 */
import { describe, expect, it } from 'vitest'
import { ed25519PublicKey, ed25519Sign, ed25519Verify } from '../../crypto/ed25519'
import { base64ToBytes, bytesToBase64, hexToBytes, utf8ToBytes } from '../../crypto/encoding'
import { isRefusal } from '../is-refusal'
import { buildRequest, readResponse } from '../request'
import { claimKeyPackages, e2eDevices, publishKeyPackages, revokeDevice } from './e2e'

const SEED = '01'.repeat(32)
const signer = {
  userid: 'user:abc',
  sign: (content: string) => bytesToBase64(ed25519Sign(utf8ToBytes(content), hexToBytes(SEED))),
}
const DEVICE = 'ab'.repeat(32)
const b64 = (text: string) => bytesToBase64(utf8ToBytes(text))
const publish = {
  device_id: DEVICE,
  device_credential: b64('{"v":1}'),
  key_packages: [b64('kp0'), b64('kp1')],
  last_resort_key_package: b64('last'),
}

describe('the key-package directory in the contract', () => {
  it('signs a publish over userid, device, certificate, the packages as JSON, the last resort and time', () => {
    const req = buildRequest(publishKeyPackages, publish, { signer, timestamp: 1700000000000 })
    expect(req.signContent).toBe(
      `user:abc${DEVICE}${publish.device_credential}${JSON.stringify(publish.key_packages)}${publish.last_resort_key_package}1700000000000`,
    )
    expect(req.body).toMatchObject({ ...publish, userid: 'user:abc', timestamp: 1700000000000 })
    const signature = base64ToBytes(String(req.body?.web3mq_user_signature))
    const publicKey = ed25519PublicKey(hexToBytes(SEED))
    expect(ed25519Verify(signature, utf8ToBytes(req.signContent ?? ''), publicKey)).toBe(true)
  })

  it('signs claim, list and revoke over the target or the device', () => {
    const at = { signer, timestamp: 5 }
    expect(buildRequest(claimKeyPackages, { target_userid: 'user:t' }, at).signContent).toBe(
      'user:abcuser:t5',
    )
    const list = buildRequest(e2eDevices, { target_userid: 'user:t' }, at)
    expect([list.method, list.query?.target_userid, list.signContent]).toEqual([
      'GET',
      'user:t',
      'user:abcuser:t5',
    ])
    expect(buildRequest(revokeDevice, { device_id: DEVICE }, at).signContent).toBe(`user:abc${DEVICE}5`)
  })

  it.each([
    ['an upper-case device id', { device_id: DEVICE.toUpperCase() }],
    ['no one-time package', { key_packages: [] }],
    ['101 packages', { key_packages: Array.from({ length: 101 }, () => b64('kp')) }],
    ['a package over 4 KiB', { key_packages: [bytesToBase64(new Uint8Array(4097))] }],
    ['a package that is not base64', { key_packages: ['not base64!'] }],
    ['a certificate over 1 KiB', { device_credential: bytesToBase64(new Uint8Array(1025)) }],
  ])('refuses to build a publish with %s', (_name, change) => {
    expect(() =>
      buildRequest(publishKeyPackages, { ...publish, ...change }, { signer, timestamp: 1 }),
    ).toThrow()
  })

  it('builds a publish at the limits: 100 packages of 4 KiB', () => {
    const big = bytesToBase64(new Uint8Array(4096))
    const req = buildRequest(
      publishKeyPackages,
      { ...publish, key_packages: Array.from({ length: 100 }, () => big) },
      { signer, timestamp: 1 },
    )
    expect(req.body?.key_packages).toHaveLength(100)
  })

  it('reads a claim back and refuses an answer without last_resort', () => {
    const device = { device_id: DEVICE, device_credential: 'Y2VydA==', key_package: 'a3A=' }
    const answer = { userid: 'user:t', devices: [{ ...device, last_resort: true }] }
    expect(readResponse(claimKeyPackages, { code: 0, msg: 'ok', data: answer })).toEqual(answer)
    const broken = { code: 0, msg: 'ok', data: { userid: 'user:t', devices: [device] } }
    expect(() => readResponse(claimKeyPackages, broken)).toThrow()
  })

  it('names each refusal by its words', () => {
    const refused = (endpoint: Parameters<typeof readResponse>[0], code: number, msg: string) => {
      try {
        readResponse(endpoint, { code, msg, data: null })
      } catch (error) {
        return error
      }
      throw new Error('expected a refusal')
    }
    const certificate = refused(publishKeyPackages, 400, 'Invalid device certificate')
    expect(isRefusal(publishKeyPackages, certificate, 'invalidCertificate')).toBe(true)
    expect(
      isRefusal(publishKeyPackages, refused(publishKeyPackages, 400, 'Invalid request'), 'invalid'),
    ).toBe(true)
    expect(
      isRefusal(publishKeyPackages, refused(publishKeyPackages, 409, 'Too many devices'), 'tooManyDevices'),
    ).toBe(true)
    expect(isRefusal(revokeDevice, refused(revokeDevice, 404, 'Device not found'), 'deviceNotFound')).toBe(
      true,
    )
    expect(
      isRefusal(claimKeyPackages, refused(claimKeyPackages, 404, 'User not found'), 'userNotFound'),
    ).toBe(true)
  })
})
