/**
 * The E2E store's records as typed values (ports/e2e-store.ts). Bytes travel base64 inside small JSON
 * documents; group states are stored as they are.
 */
import { base64ToBytes, bytesToBase64, bytesToUtf8, utf8ToBytes } from '../../domain/crypto/encoding'
import type { E2EStore, MlsDevice, MlsKeyPackage } from '../../ports'

const json = (value: unknown) => utf8ToBytes(JSON.stringify(value))
const parse = <T>(bytes: Uint8Array | undefined): T | undefined =>
  bytes === undefined ? undefined : (JSON.parse(bytesToUtf8(bytes)) as T)

/** This device as stored: its MLS keys, its certificate (the credential) and its id (hex public key). */
export interface StoredDevice extends MlsDevice {
  deviceId: string
  /** The main public key that signed the certificate: a password reset makes a new device. */
  mainPublicKeyHex: string
  expires: number
}

/** A key package this device keeps, with the device that made it. */
export interface StoredPackage extends MlsKeyPackage {
  id: string
  deviceId: string
}

const b64 = (bytes: Uint8Array) => bytesToBase64(bytes)
const bytes = (text: string) => base64ToBytes(text)

export class E2ERecords {
  constructor(readonly store: E2EStore) {}

  async device(): Promise<StoredDevice | undefined> {
    const raw = parse<Record<string, string | number>>(await this.store.get('device', 'current'))
    if (!raw) return undefined
    return {
      deviceId: String(raw.deviceId),
      mainPublicKeyHex: String(raw.mainPublicKeyHex),
      expires: Number(raw.expires),
      credential: bytes(String(raw.credential)),
      signaturePublicKey: bytes(String(raw.signaturePublicKey)),
      signaturePrivateKey: bytes(String(raw.signaturePrivateKey)),
    }
  }

  putDevice(device: StoredDevice): Promise<void> {
    const { credential, signaturePublicKey, signaturePrivateKey, ...rest } = device
    return this.store.put(
      'device',
      'current',
      json({
        ...rest,
        credential: b64(credential),
        signaturePublicKey: b64(signaturePublicKey),
        signaturePrivateKey: b64(signaturePrivateKey),
      }),
    )
  }

  async packages(): Promise<StoredPackage[]> {
    const keys = await this.store.keys('package', '')
    const found = await Promise.all(
      keys.map(async (id) => ({ id, raw: await this.store.get('package', id) })),
    )
    return found.flatMap(({ id, raw }) => {
      const value = parse<{
        publicPackage: string
        privatePackage: string
        lastResort: boolean
        deviceId: string
      }>(raw)
      return value
        ? [
            {
              id,
              deviceId: value.deviceId,
              publicPackage: bytes(value.publicPackage),
              privatePackage: bytes(value.privatePackage),
              lastResort: value.lastResort,
            },
          ]
        : []
    })
  }

  putPackage(id: string, deviceId: string, pkg: MlsKeyPackage): Promise<void> {
    const { publicPackage, privatePackage, lastResort } = pkg
    return this.store.put(
      'package',
      id,
      json({ publicPackage: b64(publicPackage), privatePackage: b64(privatePackage), lastResort, deviceId }),
    )
  }

  dropPackage(id: string): Promise<void> {
    return this.store.delete('package', id)
  }

  group(groupId: string): Promise<Uint8Array | undefined> {
    return this.store.get('group', groupId)
  }

  putGroup(groupId: string, state: Uint8Array): Promise<void> {
    return this.store.put('group', groupId, state)
  }

  async groupsOf(conversation: string): Promise<string[]> {
    return parse<string[]>(await this.store.get('conversation', conversation)) ?? []
  }

  async addGroup(conversation: string, groupId: string): Promise<void> {
    const known = await this.groupsOf(conversation)
    if (!known.includes(groupId))
      await this.store.put('conversation', conversation, json([...known, groupId]))
  }

  /** The epoch this device joined `groupId` at (1 for a group it made or was in from the start). */
  async joinedAt(groupId: string): Promise<bigint> {
    const raw = await this.store.get('joined', groupId)
    return raw ? BigInt(bytesToUtf8(raw)) : 1n
  }

  putJoinedAt(groupId: string, epoch: bigint): Promise<void> {
    return this.store.put('joined', groupId, utf8ToBytes(epoch.toString()))
  }

  /** Whether this device set up `conversation` after messages had been exchanged in it (from another device). */
  async joinedLate(conversation: string): Promise<boolean> {
    return (await this.store.get('joined', `late|${conversation}`)) !== undefined
  }

  markJoinedLate(conversation: string): Promise<void> {
    return this.store.put('joined', `late|${conversation}`, new Uint8Array())
  }

  /** Until when `deviceId` has read what the node holds for it (./sweep.ts); undefined before its first sweep. */
  async sweptUntil(deviceId: string): Promise<number | undefined> {
    const raw = await this.store.get('cursor', deviceId)
    return raw && Number(bytesToUtf8(raw))
  }

  putSweptUntil(deviceId: string, at: number): Promise<void> {
    return this.store.put('cursor', deviceId, utf8ToBytes(String(at)))
  }

  async plaintext(messageId: string): Promise<string | undefined> {
    const raw = await this.store.get('plaintext', messageId)
    return raw && bytesToUtf8(raw)
  }

  putPlaintext(messageId: string, text: string): Promise<void> {
    return this.store.put('plaintext', messageId, utf8ToBytes(text))
  }

  /**
   * The payloadType of a message of a content type (docs/protocol.md §3.11), kept beside its plaintext under
   * `<messageId>/payloadType` (a message id is hex, so the keys never meet); undefined for plain text.
   */
  async payloadTypeOf(messageId: string): Promise<string | undefined> {
    const raw = await this.store.get('plaintext', `${messageId}/payloadType`)
    return raw && bytesToUtf8(raw)
  }

  putPayloadType(messageId: string, payloadType: string): Promise<void> {
    return this.store.put('plaintext', `${messageId}/payloadType`, utf8ToBytes(payloadType))
  }
}
