/**
 * What a wallet app can say to a dapp, in one shape whichever dialect it speaks: the v2 JSON-RPC of
 * DC-npm, Flutter, iOS and Android (docs/protocol.md §7.5), or the legacy `action` messages (§7.4). The
 * dialect of the approval decides how the dapp phrases its later sign requests.
 */
import {
  type BridgeRpcMessage,
  openEnvelope,
  parseBridgeRpc,
  parseLegacyAction,
  RpcMethod,
  type WalletMetadata,
} from '../../domain/bridge'
import type { Logger } from '../../ports'

export type WalletDialect = 'jsonrpc' | 'legacy'

export type WalletReply =
  | { kind: 'approval'; dialect: WalletDialect; id: string; address: string; walletInfo: WalletMetadata }
  | {
      kind: 'rejection'
      dialect: WalletDialect
      id: string
      /** `provider_authorization` or `personal_sign` (legacy replies are mapped to these). */
      method: string
      code?: number
      message: string
    }
  | { kind: 'signature'; dialect: WalletDialect; id: string; signature: string }
  /** Well-formed, but nothing a dapp answers (requests meant for a wallet). */
  | { kind: 'other'; dialect: WalletDialect; detail: string }

interface OpenedWalletReply {
  /** The wallet's ed25519 public key (hex) as its envelope carries it. */
  walletPubkey: string
  reply: WalletReply
}

const fromRpc = (msg: BridgeRpcMessage): WalletReply => {
  const dialect = 'jsonrpc'
  switch (msg.kind) {
    case 'authorizationApproval':
      return { kind: 'approval', dialect, id: msg.id, address: msg.address, walletInfo: msg.metadata }
    case 'signResponse':
      return { kind: 'signature', dialect, id: msg.id, signature: msg.signature }
    case 'error':
      return {
        kind: 'rejection',
        dialect,
        id: msg.id,
        method: msg.method,
        code: msg.code,
        message: msg.message,
      }
    default:
      return { kind: 'other', dialect, detail: msg.kind }
  }
}

const fromLegacy = (plaintext: string): WalletReply => {
  const dialect = 'legacy'
  const action = parseLegacyAction(plaintext)
  if (action.action === 'connectResponse') {
    const { name, description, address, walletType } = action.walletInfo
    if (!action.approve) {
      return { kind: 'rejection', dialect, id: '', method: RpcMethod.providerAuthorization, message: '' }
    }
    const walletInfo = { name, description, url: '', icons: [], redirect: '', walletType }
    return { kind: 'approval', dialect, id: '', address, walletInfo }
  }
  if (action.action === 'signResponse') {
    return action.approve
      ? { kind: 'signature', dialect, id: action.requestId, signature: action.signature }
      : { kind: 'rejection', dialect, id: action.requestId, method: RpcMethod.personalSign, message: '' }
  }
  return { kind: 'other', dialect, detail: action.action }
}

/**
 * Decrypts a bridge payload addressed to us (key from our seed and the sender key in the envelope)
 * and classifies it. Throws invalid-input for a bad envelope or a body in neither dialect, and
 * BRIDGE.DECRYPT when the ciphertext does not open with our key.
 */
export const openWalletReply = (ownSeedHex: string, payload: Uint8Array | string): OpenedWalletReply => {
  const { publicKey, plaintext } = openEnvelope(ownSeedHex, payload)
  let reply: WalletReply
  try {
    reply = fromRpc(parseBridgeRpc(plaintext))
  } catch (rpcError) {
    // Legacy messages have an `action` and none of params/result/error; only then try that dialect.
    if (!plaintext.includes('"action"')) throw rpcError
    reply = fromLegacy(plaintext)
  }
  return { walletPubkey: publicKey.toLowerCase(), reply }
}

/** openWalletReply, but an unreadable message is logged and yields undefined: it is never fatal. */
export const openWalletReplySafely = (
  ownSeedHex: string,
  payload: Uint8Array | string,
  logger?: Logger,
): OpenedWalletReply | undefined => {
  try {
    return openWalletReply(ownSeedHex, payload)
  } catch (error) {
    // Another party on a guessed topic, or a wallet bug: the session goes on.
    logger?.warn('bridge: unreadable message ignored', { message: (error as Error).message })
    return undefined
  }
}
