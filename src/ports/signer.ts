/** The platform's Ed25519 signer (WebCrypto, node:crypto, noble); the interface lives with the signing rules. */
export type { Ed25519Signer } from '../domain/signing/ed25519-signer'
