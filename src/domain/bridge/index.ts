/** DappConnect bridge rules of docs/protocol.md §7: key agreement and cipher, topics, envelopes, deep links, messages. */
export { decryptBridge, deriveBridgeKey, encryptBridge } from './crypto'
export { buildDeepLinkV2, buildLegacyDeepLink, type DeepLink, type DeepLinkMode } from './deep-link'
export { parseDeepLink } from './deep-link-parse'
export { openEnvelope, sealEnvelope } from './envelope'
export {
  type AppMetadata,
  buildAuthorizationApproval,
  buildAuthorizationRequest,
  buildPersonalSignRequest,
  buildPersonalSignResponse,
  buildRpcError,
  type Namespace,
  RpcErrorCode,
  RpcErrorMessage,
  RpcMethod,
  rpcRequestId,
  type WalletMetadata,
} from './json-rpc'
export { type BridgeRpcMessage, parseBridgeRpc } from './json-rpc-parse'
export {
  buildConnectResponse,
  buildSignRequest,
  buildSignResponse,
  legacyProposer,
  parseLegacyAction,
} from './legacy-actions'
export { bridgeTopic, bridgeTopicBase64, normaliseTopicId } from './topic'
