/**
 * The key-package directory's field rules and answers (docs/protocol.md §4.5): a device id of 64 lower-case
 * hex digits, packages as padded standard base64 within their byte limit, and the answers of publish, claim
 * and e2e_devices read with their required fields and counts.
 */
import { describe, expect, it } from 'vitest'
import { bytesToBase64 } from '../../crypto/encoding'
import { buildRequest, readResponse } from '../request'
import { claimKeyPackages, e2eDevices, publishKeyPackages } from './e2e'

const DEVICE = 'ab'.repeat(32)
const at = { signer: { userid: 'user:me', sign: () => 's' }, timestamp: 1 }
const b64 = (bytes: number) => bytesToBase64(new Uint8Array(bytes).fill(7))
const publish = (change: Record<string, unknown>) => () =>
  buildRequest(
    publishKeyPackages,
    {
      device_id: DEVICE,
      device_credential: b64(40),
      key_packages: [b64(3)],
      last_resort_key_package: b64(3),
      ...change,
    },
    at,
  )
const refusedOn = (field: string) => new RegExp(`^Invalid e2e\\.publishKeyPackages request: ${field}: `)
const answer = (endpoint: Parameters<typeof readResponse>[0], data: unknown) => () =>
  readResponse(endpoint, { code: 0, msg: 'ok', data })

describe('key-package fields', () => {
  it('takes a device id of exactly 64 lower-case hex digits', () => {
    for (const device_id of [`${DEVICE}0`, `x${DEVICE}`, DEVICE.slice(1), `${DEVICE.slice(1)}g`])
      expect(publish({ device_id }), device_id).toThrow(refusedOn('device_id'))
  })

  it('takes packages in padded base64 of every length, and nothing else', () => {
    for (const bytes of [1, 2, 3, 4, 5, 4096])
      expect(publish({ key_packages: [b64(bytes)] }), `${bytes} bytes`).not.toThrow()
    for (const text of ['AAAAA', 'AAA', 'AA=A', 'AAA==', '====', 'AAAA-A=='])
      expect(publish({ key_packages: [text] }), text).toThrow(refusedOn('key_packages.0'))
  })

  it('names the byte limit a package or a certificate goes over', () => {
    expect(publish({ key_packages: [b64(4097)] })).toThrow('key_packages.0: at most 4096 bytes')
    expect(publish({ last_resort_key_package: b64(4098) })).toThrow(
      'last_resort_key_package: at most 4096 bytes',
    )
    expect(publish({ device_credential: b64(1025) })).toThrow('device_credential: at most 1024 bytes')
    expect(publish({ device_credential: b64(1024) })).not.toThrow()
  })
})

describe('key-package answers', () => {
  it('reads what a publish left, counting in numbers', () => {
    expect(answer(publishKeyPackages, { device_id: DEVICE, key_packages_left: '4' })()).toEqual({
      device_id: DEVICE,
      key_packages_left: 4,
    })
    expect(answer(publishKeyPackages, { device_id: DEVICE })).toThrow(/: key_packages_left: /)
  })

  it('refuses a claimed device without its id or certificate', () => {
    const device = { device_credential: 'Y2VydA==', key_package: 'a3A=', last_resort: false }
    expect(answer(claimKeyPackages, { userid: 'user:t', devices: [device] })).toThrow(
      /: devices\.0\.device_id: /,
    )
    const noCredential = { ...device, device_id: DEVICE, device_credential: undefined }
    expect(answer(claimKeyPackages, { userid: 'user:t', devices: [noCredential] })).toThrow(
      /: devices\.0\.device_credential: /,
    )
  })

  it('lists devices with the packages each has left, and refuses a list without its user', () => {
    const listed = { device_id: DEVICE, device_credential: 'Y2VydA==', key_packages_left: '2' }
    expect(answer(e2eDevices, { userid: 'user:t', devices: [listed] })()).toEqual({
      userid: 'user:t',
      devices: [{ ...listed, key_packages_left: 2 }],
    })
    expect(answer(e2eDevices, { devices: [] })).toThrow(
      /^Unexpected data from \/api\/user\/e2e_devices\/: userid: /,
    )
    expect(answer(e2eDevices, { userid: 'user:t', devices: [{ device_id: DEVICE }] })).toThrow(
      /: devices\.0\.device_credential: /,
    )
  })
})
