/** DappConnect bridge rules of docs/protocol.md §7: key agreement and cipher, topics, envelopes, deep links, messages. */
export {
  bridgeIv,
  bridgeKey,
  decryptBridge,
  decryptBridgeBytes,
  deriveBridgeKey,
  encryptBridge,
  sharedSecret,
} from './crypto'
export {
  buildDeepLinkV2,
  buildLegacyDeepLink,
  DEEP_LINK_PREFIX,
  type DeepLink,
  type DeepLinkMode,
  type DeepLinkProposer,
  type DeepLinkV2,
  type LegacyDeepLink,
} from './deep-link'
export { parseDeepLink } from './deep-link-parse'
export {
  type BridgeEnvelope,
  buildEnvelope,
  type OpenedEnvelope,
  openEnvelope,
  parseEnvelope,
  sealEnvelope,
} from './envelope'
export {
  type AppMetadata,
  type AuthorizationApproval,
  type AuthorizationRequest,
  buildAuthorizationApproval,
  buildAuthorizationRequest,
  buildPersonalSignRequest,
  buildPersonalSignResponse,
  buildRpcError,
  JSONRPC_VERSION,
  type Namespace,
  type PersonalSignRequest,
  RpcErrorCode,
  RpcErrorMessage,
  type RpcErrorResponse,
  RpcMethod,
  type RpcResult,
  rpcRequestId,
  type SessionNamespace,
  type SessionProperties,
  type WalletMetadata,
} from './json-rpc'
export { type BridgeRpcMessage, parseBridgeRpc } from './json-rpc-parse'
export {
  buildConnectRequest,
  buildConnectResponse,
  buildSignRequest,
  buildSignResponse,
  type ConnectRequest,
  type ConnectResponse,
  type LegacyAction,
  type LegacyProposer,
  type LegacyWalletInfo,
  legacyProposer,
  legacyRequestId,
  parseLegacyAction,
  type SignRequest,
  type SignResponse,
} from './legacy-actions'
export { decodeComponent, parseNestedQuery, type QueryTree, toNestedQuery } from './nested-query'
export {
  BRIDGE_TOPIC_PREFIX,
  bridgeTopic,
  bridgeTopicBase64,
  legacyBridgeTopic,
  normaliseTopicId,
} from './topic'
