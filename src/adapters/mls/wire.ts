import type { Capabilities, CiphersuiteName, ClientState, KeyPackage, MLSMessage, Proposal } from 'ts-mls'
import { E2E_CIPHER_SUITE } from '../../domain/e2e/constants'
import type { MlsDevice } from '../../ports/mls'
import type { MlsLib } from './runtime'

/** Reading and making the library's messages, key packages and leaves, for the engine (ts-mls-engine.ts). */

/** The last_resort KeyPackage extension (extension type 10): empty data, marking a package that may be used more than once. */
export const LAST_RESORT = 10
const SUITE: CiphersuiteName = E2E_CIPHER_SUITE

export function decodeMessage(lib: MlsLib, bytes: Uint8Array): MLSMessage {
  const decoded = lib.mls.decodeMlsMessage(bytes, 0)
  if (decoded === undefined || decoded[1] !== bytes.length) throw new Error('MLS message could not be read')
  return decoded[0]
}

export function decodeKeyPackage(lib: MlsLib, bytes: Uint8Array): KeyPackage {
  const message = decodeMessage(lib, bytes)
  if (message.wireformat !== 'mls_key_package') throw new Error('MLS key package expected')
  if (message.keyPackage.cipherSuite !== SUITE) throw new Error('MLS key package of another cipher suite')
  return message.keyPackage
}

function capabilities(lib: MlsLib): Capabilities {
  const base = lib.mls.defaultCapabilities()
  return { ...base, ciphersuites: [SUITE], extensions: [...base.extensions, LAST_RESORT] }
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

/** The leaf a framed message was sent from, in the tree of the epoch it was sent in. */
export async function senderLeaf(lib: MlsLib, state: ClientState, message: MLSMessage) {
  let leafIndex: number | undefined
  let tree = state.ratchetTree
  if (message.wireformat === 'mls_private_message') {
    const pm = message.privateMessage
    const past = state.historicalReceiverData.get(pm.epoch)
    const current = pm.epoch === state.groupContext.epoch
    const secret = current ? state.keySchedule.senderDataSecret : past?.senderDataSecret
    if (!current && past !== undefined) tree = past.ratchetTree
    if (secret !== undefined)
      leafIndex = (await lib.privateMessage.decryptSenderData(pm, secret, lib.impl))?.leafIndex
  } else if (message.wireformat === 'mls_public_message') {
    const sender = message.publicMessage.content.sender
    if (sender.senderType === 'member') leafIndex = sender.leafIndex
  }
  const node = leafIndex === undefined ? undefined : tree[leafIndex * 2]
  if (node?.nodeType !== 'leaf') throw new Error('MLS message is not from a member')
  return node.leaf
}

/** Remove proposals for every leaf whose credential is `credential`; refuses one that is not in the group. */
export function removalsOf(state: ClientState, credential: Uint8Array): Proposal[] {
  const out: Proposal[] = []
  state.ratchetTree.forEach((node, i) => {
    if (node?.nodeType !== 'leaf' || node.leaf.credential.credentialType !== 'basic') return
    if (sameBytes(node.leaf.credential.identity, credential))
      out.push({ proposalType: 'remove', remove: { removed: i / 2 } })
  })
  if (out.length === 0) throw new Error('MLS remove: no member has that credential')
  return out
}

/** A key package for this device, signed with its one signature key (kept across all its packages). */
export async function keyPackageFor(
  lib: MlsLib,
  device: MlsDevice,
  extensions: { extensionType: number; extensionData: Uint8Array }[],
) {
  return lib.mls.generateKeyPackageWithKey(
    { credentialType: 'basic', identity: device.credential },
    capabilities(lib),
    lib.mls.defaultLifetime, // the device certificate's `expires` bounds a leaf (docs/protocol.md §3.10)
    extensions,
    { signKey: device.signaturePrivateKey, publicKey: device.signaturePublicKey },
    lib.impl,
  )
}
