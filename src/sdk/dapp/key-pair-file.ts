/**
 * The "KeyPairs" file offered after a dapp is created: the node only ever sees the public key, so this
 * text is the one place the private key survives, and dapp-signed calls (topics) need it later.
 */
import type { KeyPair } from '../../domain/keys/key-pair'

export interface DappKeyPair extends KeyPair {
  dappId: string
}

/** Plain `Name: value` lines, `\n`-separated with a final newline, readable in any text editor. */
export const keyPairFileText = ({ dappId, PublicKey, PrivateKey }: DappKeyPair): string =>
  [
    'Web3MQ dapp key pair (ed25519, hex)',
    `DappId: ${dappId}`,
    `PublicKey: ${PublicKey}`,
    `PrivateKey: ${PrivateKey}`,
    '',
    'Keep the private key secret. Web3MQ never stores it and cannot recover it.',
    '',
  ].join('\n')
