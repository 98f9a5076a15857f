/**
 * The scripted wallet's answers (see dapp-connect-wallet.ts): what it says to a dapp's proposal and to
 * each personal_sign request, in the v2 JSON-RPC dialect or the legacy `action` one.
 */
import {
  buildAuthorizationApproval,
  buildConnectResponse,
  buildPersonalSignResponse,
  buildRpcError,
  buildSignResponse,
  type DeepLink,
  parseBridgeRpc,
  parseLegacyAction,
  RpcErrorCode,
  RpcMethod,
} from '#domain/bridge'
import { checksumAddress } from '#domain/walletsig/eip191'
import type { TestWallet } from './wallets'

export interface WalletScript {
  /** Approve the connection (accounts ['eip155:1:<address>']) or refuse it (5000). */
  approve: boolean
  /** Sign every personal_sign request (EIP-191) or refuse it (5001). */
  signs: 'approve' | 'reject'
  /** How the approval is phrased: v2 JSON-RPC (default) or legacy `action` messages. */
  dialect?: 'jsonrpc' | 'legacy'
}

const WALLET_INFO = {
  name: 'Scripted Wallet',
  description: 'A Web3MQ wallet app driven by a test script',
  url: 'https://wallet.example',
  icons: [],
  redirect: '',
  walletType: 'web3mq',
}

interface SignAsk {
  dialect: 'jsonrpc' | 'legacy'
  id: string
  message: string
  userInfo: string
}

/** A personal_sign request in either dialect, or undefined for anything else. */
const signAskOf = (plaintext: string): SignAsk | undefined => {
  try {
    const rpc = parseBridgeRpc(plaintext)
    if (rpc.kind !== 'signRequest') return undefined
    return { dialect: 'jsonrpc', id: rpc.id, message: rpc.message, userInfo: '' }
  } catch {
    const action = parseLegacyAction(plaintext)
    if (action.action !== 'signRequest') return undefined
    return { dialect: 'legacy', id: action.requestId, message: action.signRaw, userInfo: action.userInfo }
  }
}

export interface ScriptedReplies {
  signRequests: string[]
  proposalAnswer(): string
  answer(plaintext: string): string | undefined
}

/** The script as plaintext replies; the address goes out in checksum case, as real wallets send it. */
export const scriptedReplies = (
  wallet: TestWallet,
  script: WalletScript,
  link: DeepLink,
): ScriptedReplies => {
  const signRequests: string[] = []
  const address = checksumAddress(wallet.address)
  const requestId = link.version === 2 ? link.request.id : ''
  const chains = (link.version === 2 && link.request.params.requiredNamespaces.eip155?.chains) || ['eip155:1']
  const proposalAnswer = (): string => {
    if (script.dialect === 'legacy') {
      const { name, description, walletType } = WALLET_INFO
      return JSON.stringify(buildConnectResponse(script.approve, { name, description, address, walletType }))
    }
    if (!script.approve) {
      return JSON.stringify(
        buildRpcError(requestId, RpcMethod.providerAuthorization, RpcErrorCode.userRejectedChains),
      )
    }
    const accounts = [`eip155:1:${address}`]
    const namespace = { chains, methods: [RpcMethod.personalSign], events: [], accounts }
    return JSON.stringify(buildAuthorizationApproval(requestId, { eip155: namespace }, WALLET_INFO))
  }
  const answer = (plaintext: string): string | undefined => {
    const ask = signAskOf(plaintext)
    if (!ask) return undefined
    signRequests.push(ask.message)
    const approve = script.signs === 'approve'
    const signature = approve ? wallet.sign(ask.message) : ''
    if (ask.dialect === 'legacy') {
      return JSON.stringify(
        buildSignResponse({ approve, signature, requestId: ask.id, userInfo: ask.userInfo }),
      )
    }
    return JSON.stringify(
      approve
        ? buildPersonalSignResponse(ask.id, signature)
        : buildRpcError(ask.id, RpcMethod.personalSign, RpcErrorCode.userRejectedMethods),
    )
  }
  return { signRequests, proposalAnswer, answer }
}
