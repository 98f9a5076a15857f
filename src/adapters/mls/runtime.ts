import type { ClientConfig, ClientState, Credential } from 'ts-mls'
import { E2E_CIPHER_SUITE } from '../../domain/e2e/constants'
import type { MlsCredentialCheck } from '../../ports/mls'
import { decodeStateEnvelope, encodeStateEnvelope } from './codec'

/**
 * The MLS library, loaded on first use: the app's first visit carries none of it (docs/protocol.md §3.10 is
 * only needed once a chat is encrypted). The cipher suite's implementation is built once and shared.
 */
export interface MlsLib {
  mls: typeof import('ts-mls')
  keyPackage: typeof import('ts-mls/keyPackage.js')
  privateMessage: typeof import('ts-mls/privateMessage.js')
  impl: import('ts-mls').CiphersuiteImpl
}

let loading: Promise<MlsLib> | undefined

export function loadMls(): Promise<MlsLib> {
  loading ??= (async () => {
    const [mls, keyPackage, privateMessage] = await Promise.all([
      import('ts-mls'),
      import('ts-mls/keyPackage.js'),
      import('ts-mls/privateMessage.js'),
    ])
    const impl = await mls.getCiphersuiteImpl(mls.getCiphersuiteFromName(E2E_CIPHER_SUITE))
    return { mls, keyPackage, privateMessage, impl }
  })().catch((error: unknown) => {
    loading = undefined // a failed load (offline chunk) is tried again on the next use
    throw error
  })
  return loading
}

export const REFUSED = 'MLS credential refused'

/** Runs the caller's check on a leaf's credential; only basic credentials (the device certificate) exist here. */
export async function checkLeaf(
  check: MlsCredentialCheck,
  credential: Credential,
  key: Uint8Array,
): Promise<void> {
  const ok = credential.credentialType === 'basic' && (await check(credential.identity, key))
  if (!ok) throw new Error(`${REFUSED}: the leaf's device certificate did not verify`)
}

/**
 * Key retention: a chat message may arrive after later ones of the same sender (skipped keys are kept for 64
 * generations, and a sender may be up to 2000 messages ahead), and after a commit (receiver data of the last 3
 * epochs is kept, so a message sent just before a membership change still opens).
 */
export function clientConfig(lib: MlsLib, check: MlsCredentialCheck): ClientConfig {
  return {
    keyRetentionConfig: {
      retainKeysForGenerations: 64,
      retainKeysForEpochs: 3,
      maximumForwardRatchetSteps: 2000,
    },
    lifetimeConfig: lib.mls.defaultLifetimeConfig,
    keyPackageEqualityConfig: lib.mls.defaultKeyPackageEqualityConfig,
    paddingConfig: lib.mls.defaultPaddingConfig,
    // Throwing here (rather than answering false) lets the refusal reach the caller under its own words.
    authService: {
      validateCredential: async (credential, key) => {
        await checkLeaf(check, credential, key)
        return true
      },
    },
  }
}

/** Opens state bytes into a fresh library state; the caller's bytes are never touched (they are copied). */
export function openState(lib: MlsLib, bytes: Uint8Array, check: MlsCredentialCheck): ClientState {
  const { core } = decodeStateEnvelope(bytes)
  const decoded = lib.mls.decodeGroupState(core, 0)
  if (decoded === undefined || decoded[1] !== core.length) throw new Error('MLS state could not be read')
  return { ...decoded[0], clientConfig: clientConfig(lib, check) }
}

export function memberCredentials(state: ClientState): Uint8Array[] {
  const out: Uint8Array[] = []
  for (const node of state.ratchetTree) {
    if (node?.nodeType !== 'leaf') continue
    const c = node.leaf.credential
    out.push(c.credentialType === 'basic' ? c.identity.slice() : new Uint8Array())
  }
  return out
}

export function sealState(lib: MlsLib, state: ClientState): Uint8Array {
  return encodeStateEnvelope({
    groupId: state.groupContext.groupId,
    epoch: state.groupContext.epoch,
    members: memberCredentials(state),
    core: lib.mls.encodeGroupState(state),
  })
}

/** Zeroes the secrets a step used up, once the next state was encoded (the library's advice). */
export function forget(lib: MlsLib, consumed: readonly Uint8Array[]): void {
  for (const secret of consumed) lib.mls.zeroOutUint8Array(secret)
}
