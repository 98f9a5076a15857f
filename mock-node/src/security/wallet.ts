/**
 * Wallet signatures (docs/protocol.md §5.6, §6): whether one is valid for its address, and its use
 * through the node's one signature gate (./signature.ts). What the signed text must say is checked
 * before, by ./purpose.ts.
 */
import { CHAIN_NAMES } from '#domain/config'
import { NodeMessage } from '#domain/contract'
import type { SignatureScheme } from '#domain/walletsig/canonical'
import { verifyPersonalSignature } from '#domain/walletsig/eip191'
import { verifyStarknetSignature } from '#domain/walletsig/starknet'
import type { NodeContext } from '../context'
import { acceptSignature } from './signature'

interface WalletProof {
  didType: string
  /** The wallet address the signature must come from. */
  address: string
  /** Starknet account public key; ignored for Ethereum. */
  didPubkey: string
  content: string
  signature: string
}

/**
 * EIP-191 recovery must give the address; Starknet signatures must verify on the Stark curve against
 * the account key over the typed-data hash rebuilt from the text, for one of the known chain ids (the
 * body does not say which chain the wallet was on).
 */
const walletSignatureValid = (proof: WalletProof): boolean => {
  if (!proof.content || !proof.signature) return false
  if (proof.didType === 'eth') return verifyPersonalSignature(proof.content, proof.signature, proof.address)
  if (proof.didType === 'starknet') {
    return CHAIN_NAMES.some((chain) =>
      verifyStarknetSignature(proof.content, proof.signature, proof.didPubkey, proof.address, chain),
    )
  }
  return false
}

/** One name per wallet: hex addresses in any case and with any zero padding (Starknet) are one wallet. */
const walletSigner = ({ didType, address }: WalletProof): string =>
  `${didType}:${/^0x[0-9a-f]+$/i.test(address) ? `0x${BigInt(address).toString(16)}` : address.toLowerCase()}`

const walletScheme = (didType: string): SignatureScheme => (didType === 'starknet' ? 'starknet' : 'eip191')

/**
 * A wallet signature over a text whose purpose and fields the caller has already checked (./purpose.ts);
 * `timestamp` is the request's, which the text's nonce hashes.
 */
export const verifyWallet = (ctx: NodeContext, proof: WalletProof, timestamp: unknown): void => {
  acceptSignature(
    ctx,
    {
      scheme: walletScheme(proof.didType),
      signer: walletSigner(proof),
      signature: proof.signature,
      timestamp,
      valid: () => walletSignatureValid(proof),
    },
    NodeMessage.invalidWalletSignature,
  )
}
