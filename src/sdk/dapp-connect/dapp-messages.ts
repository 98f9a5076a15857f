/**
 * What the dapp side writes: the two deep-link forms that hand the session to a wallet app, and the
 * sign request in the dialect the wallet approved in.
 */
import {
  buildAuthorizationRequest,
  buildDeepLinkV2,
  buildLegacyDeepLink,
  buildPersonalSignRequest,
  buildSignRequest,
  type DeepLinkMode,
  legacyProposer,
  rpcRequestId,
} from '../../domain/bridge'
import { verificationCode } from '../../domain/keys/verification-code'
import type { Clock, Random } from '../../ports'
import type { ResolvedOptions } from './options'
import type { WalletDialect } from './wallet-replies'

/** A fresh DC-npm request id: `requestId:` + 6 random digits + the clock's milliseconds. */
export const newRequestId = (random: Random, clock: Clock): string =>
  rpcRequestId(
    verificationCode((n) => random.bytes(n)),
    clock.now(),
  )

export interface DappIdentity {
  options: ResolvedOptions
  /** The dapp's temporary ed25519 public key, hex. */
  publicKey: string
  /** The dapp's bridge topic, lower-cased. */
  topic: string
}

/**
 * The v2 link (docs/protocol.md §7.5): `{request, proposer, topic}` as nested fields. `pc` is the bare query
 * DC-npm puts in the QR code, `mobile` adds `web3mq://?` to open the wallet app.
 */
export const connectLinkV2 = (dapp: DappIdentity, requestId: string, mode: DeepLinkMode): string =>
  buildDeepLinkV2(
    {
      request: buildAuthorizationRequest(requestId, dapp.options.requiredNamespaces),
      proposer: { publicKey: dapp.publicKey, appMetadata: dapp.options.metadata },
      topic: dapp.topic,
    },
    mode,
  )

/**
 * The legacy link of docs/product.md §3: action=connect, topicId, ed25519Pubkey, bridge (the encoded socket URL),
 * iconUrl (first icon), website, redirect. The topic is the one this client listens on.
 */
export const legacyConnectLink = (dapp: DappIdentity): string =>
  buildLegacyDeepLink({
    topicId: dapp.topic,
    ed25519Pubkey: dapp.publicKey,
    // The node the bridge is on now: a route may have moved it off the one first named.
    bridge: dapp.options.route?.wsUrl ?? dapp.options.wsUrl,
    iconUrl: dapp.options.metadata.icons[0] ?? '',
    website: dapp.options.metadata.url,
    redirect: dapp.options.metadata.redirect,
  })

/** What sendSign takes: everything of a sign request but its id. */
export type SendSignParams = Omit<SignRequestInit, 'id'>

interface SignRequestInit {
  id: string
  signContent: string
  address: string
  /** Third personal_sign parameter of DC-npm; `""` by default. */
  password?: string
  /** Legacy dialect only: why the signature is asked for (e.g. `get_Keys_For_Login`). */
  userInfo?: string
}

/** The plaintext JSON of a sign request, in the wallet's dialect. */
export const signRequestText = (
  dapp: DappIdentity,
  dialect: WalletDialect,
  init: SignRequestInit,
): string => {
  if (dialect === 'jsonrpc') {
    return JSON.stringify(buildPersonalSignRequest(init.id, init.signContent, init.address, init.password))
  }
  const { metadata } = dapp.options
  const proposer = legacyProposer(dapp.options.dAppID, {
    name: metadata.name,
    description: metadata.description,
    url: metadata.url,
    iconUrl: metadata.icons[0] ?? '',
    redirect: metadata.redirect,
  })
  return JSON.stringify(
    buildSignRequest({
      requestId: init.id,
      address: init.address,
      signRaw: init.signContent,
      proposer,
      userInfo: init.userInfo ?? '',
    }),
  )
}
