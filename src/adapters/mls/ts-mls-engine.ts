import type { Proposal } from 'ts-mls'
import type { MlsCommitResult, MlsCredentialCheck, MlsEngine, MlsProcessed } from '../../ports/mls'
import { decodePrivatePackage, decodeStateEnvelope, encodePrivatePackage, peekHeader, toHex } from './codec'
import { checkLeaf, clientConfig, forget, loadMls, openState, sealState } from './runtime'
import {
  decodeKeyPackage,
  decodeMessage,
  keyPackageFor,
  LAST_RESORT,
  removalsOf,
  sameBytes,
  senderLeaf,
} from './wire'

/**
 * The MLS engine over ts-mls (docs/protocol.md §3.10), cipher suite MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519
 * only. Every call opens the state bytes into a fresh object, so no call changes the caller's state: a commit
 * hands back `next` and the caller keeps its old state until the node stored the commit first. Commits travel
 * as PrivateMessage handshakes (the node sees neither who was added nor removed); `process` also takes
 * PublicMessage commits from other clients.
 */

export function createMlsEngine(): MlsEngine {
  const engine: MlsEngine = {
    async newDevice(credential) {
      const lib = await loadMls()
      const pair = await lib.impl.signature.keygen()
      return { credential, signaturePublicKey: pair.publicKey, signaturePrivateKey: pair.signKey }
    },

    async newKeyPackage(device, lastResort) {
      const lib = await loadMls()
      const extensions = lastResort ? [{ extensionType: LAST_RESORT, extensionData: new Uint8Array() }] : []
      const kp = await keyPackageFor(lib, device, extensions)
      return {
        publicPackage: lib.mls.encodeMlsMessage({
          version: 'mls10',
          wireformat: 'mls_key_package',
          keyPackage: kp.publicPackage,
        }),
        privatePackage: encodePrivatePackage(kp.privatePackage),
        lastResort,
      }
    },

    async createGroup(device, groupId) {
      const lib = await loadMls()
      const kp = await keyPackageFor(lib, device, [])
      const config = clientConfig(lib, async () => true) // only this device's own leaf
      const state = await lib.mls.createGroup(
        groupId,
        kp.publicPackage,
        kp.privatePackage,
        [],
        lib.impl,
        config,
      )
      return sealState(lib, state)
    },

    async commit(bytes, change, check): Promise<MlsCommitResult> {
      const lib = await loadMls()
      const state = openState(lib, bytes, check)
      const proposals: Proposal[] = []
      for (const credential of change.remove ?? []) proposals.push(...removalsOf(state, credential))
      for (const bytes of change.add ?? [])
        proposals.push({ proposalType: 'add', add: { keyPackage: decodeKeyPackage(lib, bytes) } })
      const result = await lib.mls.createCommit(
        { state, cipherSuite: lib.impl },
        { extraProposals: proposals, ratchetTreeExtension: true, wireAsPublicMessage: false },
      )
      const out: MlsCommitResult = {
        commit: lib.mls.encodeMlsMessage(result.commit),
        next: sealState(lib, result.newState),
        epoch: state.groupContext.epoch,
      }
      if (result.welcome !== undefined)
        out.welcome = lib.mls.encodeMlsMessage({
          version: 'mls10',
          wireformat: 'mls_welcome',
          welcome: result.welcome,
        })
      forget(lib, result.consumed)
      return out
    },

    async join(welcomeBytes, packages, check) {
      const lib = await loadMls()
      const message = decodeMessage(lib, welcomeBytes)
      if (message.wireformat !== 'mls_welcome') throw new Error('MLS welcome expected')
      const welcome = message.welcome
      for (const pkg of packages) {
        const keyPackage = decodeKeyPackage(lib, pkg.publicPackage)
        const ref = await lib.keyPackage.makeKeyPackageRef(keyPackage, lib.impl.hash)
        if (!welcome.secrets.some((s) => sameBytes(s.newMember, ref))) continue
        const keys = decodePrivatePackage(pkg.privatePackage)
        const config = clientConfig(lib, check)
        const empty = lib.mls.emptyPskIndex
        const state = await lib.mls.joinGroup(
          welcome,
          keyPackage,
          keys,
          empty,
          lib.impl,
          undefined,
          undefined,
          config,
        )
        return {
          state: sealState(lib, state),
          groupId: toHex(state.groupContext.groupId),
          usedPackage: pkg.publicPackage,
        }
      }
      throw new Error('MLS welcome is not for any key package of this device')
    },

    async encrypt(bytes, plaintext) {
      const lib = await loadMls()
      const state = openState(lib, bytes, async () => true) // sending checks no leaf
      const result = await lib.mls.createApplicationMessage(state, plaintext, lib.impl)
      const message = lib.mls.encodeMlsMessage({
        version: 'mls10',
        wireformat: 'mls_private_message',
        privateMessage: result.privateMessage,
      })
      const next = sealState(lib, result.newState)
      forget(lib, result.consumed)
      return { message, next }
    },

    async process(bytes, messageBytes, check: MlsCredentialCheck): Promise<MlsProcessed> {
      const lib = await loadMls()
      const state = openState(lib, bytes, check)
      const message = decodeMessage(lib, messageBytes)
      if (message.wireformat !== 'mls_private_message' && message.wireformat !== 'mls_public_message')
        throw new Error('MLS message is not a group message')
      const header = peekHeader(messageBytes)
      if (header.groupId !== toHex(state.groupContext.groupId))
        throw new Error('MLS message of another group')
      if (header.contentType === 'proposal')
        throw new Error('MLS proposals are not used; commits carry changes')
      const result = await lib.mls.processMessage(
        message,
        state,
        lib.mls.emptyPskIndex,
        lib.mls.acceptAll,
        lib.impl,
      )
      const sender = await senderLeaf(lib, state, message)
      await checkLeaf(check, sender.credential, sender.signaturePublicKey)
      const next = sealState(lib, result.newState)
      forget(lib, result.consumed)
      if (result.kind === 'applicationMessage') {
        const identity =
          sender.credential.credentialType === 'basic' ? sender.credential.identity : new Uint8Array()
        return { kind: 'application', plaintext: result.message, sender: identity, next }
      }
      return { kind: 'commit', next, epoch: header.epoch as bigint }
    },

    peek: peekHeader,
    members: (bytes) => decodeStateEnvelope(bytes).members,
    epoch: (bytes) => decodeStateEnvelope(bytes).epoch,
    groupId: (bytes) => toHex(decodeStateEnvelope(bytes).groupId),
  }
  return engine
}
