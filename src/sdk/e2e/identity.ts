/**
 * Who a leaf is (docs/protocol.md §3.10): a device certificate counts only when the main key that signed it
 * is the one the user's wallet attested, read from the public `get_user_info` and checked here, never taken
 * on the node's word. Attested keys are kept for the session; a refused certificate is remembered so the
 * conversation can say which device was refused.
 */
import { USERID_DID_TYPE } from '../../domain/config'
import { userInfo } from '../../domain/contract'
import { bytesToHex } from '../../domain/crypto/encoding'
import { attestedMainKey, type DeviceCert, decodeDeviceCert, verifyDeviceCert } from '../../domain/e2e'
import type { MlsCredentialCheck } from '../../ports'
import type { ClientContext } from '../core/context'

/** A device whose certificate did not verify, as the conversation names it. */
export interface RefusedDevice {
  userid: string
  device: string
  reason: string
}

export class Identities {
  private readonly mainKeys = new Map<string, Promise<string | undefined>>()
  readonly refused: RefusedDevice[] = []

  constructor(private readonly ctx: ClientContext) {}

  /** The main public key (hex) the wallet of `userid` attested, or undefined when it does not check. */
  mainKeyOf(userid: string): Promise<string | undefined> {
    let known = this.mainKeys.get(userid)
    if (!known) {
      known = this.attest(userid)
      this.mainKeys.set(userid, known)
      // A failed read is tried again next time; a refused attestation is not.
      known.catch(() => this.mainKeys.delete(userid))
    }
    return known
  }

  /** The credential check every MLS operation runs (adapters/mls). */
  readonly check: MlsCredentialCheck = async (credential, signaturePublicKey) => {
    let cert: DeviceCert
    try {
      cert = decodeDeviceCert(credential)
    } catch {
      this.refuse({ userid: '?', device: bytesToHex(signaturePublicKey), reason: 'not a device certificate' })
      return false
    }
    const mainPublicKeyHex = await this.mainKeyOf(cert.userid)
    if (!mainPublicKeyHex) {
      this.refuse({ userid: cert.userid, device: cert.device, reason: 'main key not attested by the wallet' })
      return false
    }
    const now = this.ctx.ports.clock.now()
    const verdict = verifyDeviceCert(cert, { mainPublicKeyHex, signaturePublicKey, now })
    if (!verdict.ok) this.refuse({ userid: cert.userid, device: cert.device, reason: verdict.reason })
    return verdict.ok
  }

  private refuse(device: RefusedDevice): void {
    if (!this.refused.some((known) => known.device === device.device)) this.refused.push(device)
    this.ctx.ports.logger.warn('E2E device refused', device)
  }

  private async attest(userid: string): Promise<string | undefined> {
    const timestamp = this.ctx.ports.clock.now()
    const info = await this.ctx.api.call(userInfo, {
      did_type: USERID_DID_TYPE,
      did_value: userid,
      timestamp,
    })
    // The asked userid too: a node answering with another user's genuine registration is refused.
    const verdict = attestedMainKey(info as Parameters<typeof attestedMainKey>[0], userid)
    if (!verdict.ok) {
      this.ctx.ports.logger.warn('E2E main key not attested', { userid, reason: verdict.reason })
      return undefined
    }
    return verdict.mainPublicKeyHex
  }
}
