/**
 * The text a wallet signs to derive the main key (docs/protocol.md §5.3). Its nonce hides the password:
 * only its sha3 ends up in the text, yet the same wallet + password always yields the same text,
 * hence the same signature and the same main key (keys/main-key.ts).
 */
import { bytesToBase64, utf8ToBytes } from '../crypto/encoding'
import { sha3_224Hex } from '../crypto/hash'

/** The key index the JS SDK appends; only index 1 has ever been used. */
const KEY_INDEX = '1'

/** keyMSG = did_type + ":" + did_value + "1" + password. */
export const mainKeyMessage = (didType: string, didValue: string, password: string): string =>
  `${didType}:${didValue}${KEY_INDEX}${password}`

/** inner = hex sha3_224("$web3mq" + keyMSG + "web3mq$"), 56 lowercase hex chars. */
export const mainKeyInner = (didType: string, didValue: string, password: string): string =>
  sha3_224Hex(`$web3mq${mainKeyMessage(didType, didValue, password)}web3mq$`)

/** The "magicString" nonce: base64 of the ASCII bytes of the inner hex (76 chars ending in `=`). */
export const mainKeyNonce = (didType: string, didValue: string, password: string): string =>
  bytesToBase64(utf8ToBytes(mainKeyInner(didType, didValue, password)))

/**
 * The full text, `\n`-separated, no trailing newline. The apostrophes in "won’t", "don’t" and
 * "Web3MQ’s" are U+2019, as in every SDK: a plain `'` would change the signature and thus the key.
 */
export const mainKeySignText = (didValue: string, nonce: string): string =>
  [
    `Signing this message will allow this app to decrypt messages in the Web3MQ protocol for the following address: ${didValue}. This won\u2019t cost you anything.`,
    '',
    'If your Web3MQ wallet-associated password and this signature is exposed to any malicious app, this would result in exposure of Web3MQ account access and encryption keys, and the attacker would be able to read your messages.',
    '',
    'In the event of such an incident, don\u2019t panic. You can call Web3MQ\u2019s key revoke API and service to revoke access to the exposed encryption key and generate a new one!',
    '',
    `Nonce: ${nonce}`,
  ].join('\n')
