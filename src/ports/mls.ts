/**
 * The MLS engine (RFC 9420) as the SDK uses it (docs/protocol.md §3.10). Everything crosses as bytes: a
 * group's state goes in and the next state comes out, so the SDK decides when a new state is kept (a
 * commit is only kept once the node stored it first, the "first stored wins" rule) and the store holds
 * plain byte arrays. The adapter (`adapters/mls/`) loads its library lazily, on first use.
 */

/** This device's MLS signature key pair and the credential (the device certificate) its leaves carry. */
export interface MlsDevice {
  credential: Uint8Array
  signaturePublicKey: Uint8Array
  signaturePrivateKey: Uint8Array
}

/** A key package: what is published (an encoded MLSMessage) and what this device keeps to join with it. */
export interface MlsKeyPackage {
  /** The TLS-encoded MLSMessage (wire format mls_key_package). */
  publicPackage: Uint8Array
  /** Opaque; kept sealed on the device until a Welcome uses it (or forever, for the last-resort one). */
  privatePackage: Uint8Array
  lastResort: boolean
}

/** What a peek at an encoded MLSMessage shows without any key. */
export interface MlsHeader {
  wireformat: 'private' | 'public' | 'welcome' | 'key_package' | 'group_info'
  /** Hex of the group id (private and public messages only). */
  groupId?: string
  epoch?: bigint
  contentType?: 'application' | 'proposal' | 'commit'
}

export interface MlsCommitResult {
  /** The encoded commit, for the members of the current epoch. */
  commit: Uint8Array
  /** The encoded Welcome when members were added (the ratchet tree travels inside it). */
  welcome?: Uint8Array
  /** The state once this commit wins its epoch. */
  next: Uint8Array
  /** The epoch the commit was made in (the one it competes for). */
  epoch: bigint
}

export type MlsProcessed =
  | { kind: 'application'; plaintext: Uint8Array; sender: Uint8Array; next: Uint8Array }
  | { kind: 'commit'; next: Uint8Array; epoch: bigint }

/** Checks a leaf's credential (the device certificate) against its signature key. */
export type MlsCredentialCheck = (credential: Uint8Array, signaturePublicKey: Uint8Array) => Promise<boolean>

export interface MlsEngine {
  newDevice(credential: Uint8Array): Promise<MlsDevice>
  newKeyPackage(device: MlsDevice, lastResort: boolean): Promise<MlsKeyPackage>
  /** A group of one: this device. */
  createGroup(device: MlsDevice, groupId: Uint8Array): Promise<Uint8Array>
  /** Add members by their published key packages and remove leaves by credential, in one commit. */
  commit(
    state: Uint8Array,
    change: { add?: readonly Uint8Array[]; remove?: readonly Uint8Array[] },
    check: MlsCredentialCheck,
  ): Promise<MlsCommitResult>
  /** Join from a Welcome with whichever of this device's key packages it was made for. */
  join(
    welcome: Uint8Array,
    packages: readonly MlsKeyPackage[],
    check: MlsCredentialCheck,
  ): Promise<{ state: Uint8Array; groupId: string; usedPackage: Uint8Array }>
  encrypt(state: Uint8Array, plaintext: Uint8Array): Promise<{ message: Uint8Array; next: Uint8Array }>
  /** A private or public message of the group; throws when it is not for this epoch or fails to verify. */
  process(state: Uint8Array, message: Uint8Array, check: MlsCredentialCheck): Promise<MlsProcessed>
  peek(message: Uint8Array): MlsHeader
  /** The credentials of the group's members, in leaf order. */
  members(state: Uint8Array): Uint8Array[]
  epoch(state: Uint8Array): bigint
  groupId(state: Uint8Array): string
}
