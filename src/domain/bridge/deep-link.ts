/**
 * Deep links / QR payloads that hand a bridge session to a wallet app: the legacy flat form (docs/product.md §3,
 * docs/protocol.md §7.4) and the v2 nested-field form (docs/protocol.md §7.5). Building is byte-exact; parsing accepts
 * what every SDK has been seen to emit.
 */
import type { AppMetadata, AuthorizationRequest } from './json-rpc'
import { toNestedQuery } from './nested-query'

const DEEP_LINK_PREFIX = 'web3mq://?'

export interface LegacyDeepLink {
  version: 'legacy'
  topicId: string
  /** The dapp's temporary ed25519 public key, hex. */
  ed25519Pubkey: string
  /** The node's socket URL (`wss://…/messages`). */
  bridge: string
  iconUrl: string
  website: string
  redirect: string
}

interface DeepLinkProposer {
  publicKey: string
  appMetadata: AppMetadata
}

export interface DeepLinkV2 {
  version: 2
  topic: string
  proposer: DeepLinkProposer
  request: AuthorizationRequest
}

export type DeepLink = LegacyDeepLink | DeepLinkV2

/**
 * The legacy link exactly as JS-SDK writes it: topic id and key raw, the other values
 * encodeURIComponent'd, fields in the order action, topicId, ed25519Pubkey, bridge, iconUrl, website, redirect.
 */
export const buildLegacyDeepLink = (link: Omit<LegacyDeepLink, 'version'>): string =>
  `${DEEP_LINK_PREFIX}action=connect&topicId=${link.topicId}&ed25519Pubkey=${link.ed25519Pubkey}` +
  `&bridge=${encodeURIComponent(link.bridge)}&iconUrl=${encodeURIComponent(link.iconUrl)}` +
  `&website=${encodeURIComponent(link.website)}&redirect=${encodeURIComponent(link.redirect)}`

/** `mobile` opens the wallet app directly; `pc` is the bare query string DC-npm puts in the QR code. */
export type DeepLinkMode = 'mobile' | 'pc'

/**
 * The v2 link: `{request, proposer, topic}` as nested fields with unencoded brackets and
 * encodeURIComponent'd values (DC-npm). `web3mq://?` is prefixed only in mobile mode.
 */
export const buildDeepLinkV2 = (link: Omit<DeepLinkV2, 'version'>, mode: DeepLinkMode): string => {
  const query = toNestedQuery({
    request: { ...link.request, params: { ...link.request.params } },
    proposer: { publicKey: link.proposer.publicKey, appMetadata: { ...link.proposer.appMetadata } },
    topic: link.topic,
  })
  return mode === 'mobile' ? `${DEEP_LINK_PREFIX}${query}` : query
}
