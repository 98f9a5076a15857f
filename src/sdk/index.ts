/**
 * The SDK's public surface: the entry (`initWeb3MQ` → `Web3MQ` → `createClient` → `Client`), the
 * pre-login AuthModule with its wallet flows, discovery, and each module class. Integrators import from
 * here; deeper paths are internal and may move.
 */

export { ErrorCode, errors, NodeError, Web3MQError } from '../domain/errors'
export type { EventMap, EventName } from '../domain/events'
export type { ArchivedChat, ChatPrefs, SearchHit, SearchResult, TextRange } from '../domain/search'
export type { AuthConfig, AuthModuleOptions } from './auth/auth'
export { AuthModule, DEFAULT_APP_ORIGIN } from './auth/auth'
export type * from './auth/types'
export type {
  LoginWalletInput,
  RegisterWalletInput,
  SigningWallet,
  WalletAuth,
  WalletFlowInput,
  WalletFlowResult,
} from './auth/wallet-flow'
export { resetPasswordWithWallet, signInWithWallet } from './auth/wallet-flow'
export type { BindAction, BindTelegramInput, BindTelegramRequest, TelegramBinding } from './bind-did/bind-did'
export { BindDidModule } from './bind-did/bind-did'
export { ChannelModule } from './channel/channel'
export type { InitOptions, Web3MQ } from './client'
export { Client, initWeb3MQ } from './client'
export { Connection } from './connection/connection'
export { ContactModule } from './contact/contact'
export type {
  FollowAction,
  FollowBySignatureParams,
  FollowOperationParams,
  FollowSignContent,
  FollowSignContentParams,
} from './contact/follow'
export type { ApiSession, NodeApiOptions } from './core/api'
export { NodeApi } from './core/api'
export type * from './core/context'
export type { DappInput } from './dapp/dapp'
export { DappModule } from './dapp/dapp'
export type { DappKeyPair } from './dapp/key-pair-file'
export { keyPairFileText } from './dapp/key-pair-file'
export type { DiscoveryPorts, PingRound } from './discovery/discovery'
export {
  fastest,
  fetchServerList,
  firstServerList,
  getFastestUrl,
  pingAll,
  wsUrlFor,
} from './discovery/discovery'
export type { ChatSecurity, E2EModule, E2EOptions } from './e2e/e2e'
// Types only: the E2E module comes with `endToEnd` (sdk/e2e/plugin.ts), so a client that never encrypts does not carry it.
export type { E2EAttachment, EndToEnd } from './e2e/plugin'
export { GroupModule } from './group/group'
export type {
  ApproveJoinBySignatureParams,
  ApproveJoinSignContentParams,
  JoinRequestBySignatureParams,
  JoinRequestSignContentParams,
  JoinSignContent,
} from './group/join-request'
export { MessageModule } from './message/message'
export { TYPING_SECURITY_TTL_MS, TypingModule } from './message/typing'
export { NotifyModule } from './notify/notify'
export { PermissionModule } from './permission/permission'
export type { MutedChats, MuteSource } from './search/chat-prefs'
export { ChatPrefsModule } from './search/chat-prefs'
export type { SearchOptions } from './search/message-search'
export { MessageSearch, SEARCH_LIMIT } from './search/message-search'
export { TopicModule } from './topic/topic'
export { ADDRESS_CACHE_MS } from './user/address-resolver'
export type { PushAuthInput, PushAuthStatus } from './user/push-auth'
export { defaultScopesFor } from './user/push-auth'
export type { BindDidInput, PublicProfileQuery, UserPageQuery } from './user/user'
export { UserModule } from './user/user'
export type { DevicePushSubscription, PushSettings } from './webpush/webpush'
export { WebPushModule } from './webpush/webpush'
