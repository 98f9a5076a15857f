/**
 * Wire labels of end-to-end encrypted chat (docs/protocol.md §3.10): ordinary type-16 frames whose payload
 * is an MLS message (RFC 9420). The cipher suite label is the one Web3MQ's own Flutter MLS branch writes,
 * and `message/mls` is the media type RFC 9420 registers.
 */
export const E2E_CIPHER_SUITE = 'MLS_128_DHKEMX25519_AES128GCM_SHA256_Ed25519'
export const E2E_PAYLOAD_TYPE = 'message/mls'
/**
 * The extraData key an opened frame carries inside this app (never on the wire): the cipher suite it came
 * in, so what reads it as plain text still knows it was end-to-end encrypted, and an alert never shows its
 * words (docs/product.md §14.6).
 */
export const OPENED_FROM_KEY = 'w3mq-opened-from'

/** Whether a frame's or history item's cipher suite is the one of §3.10. */
export const isE2ESuite = (cipherSuite: string | undefined): boolean => cipherSuite === E2E_CIPHER_SUITE

/** messageType of the handshake frames, which are never shown as chat rows. */
export const MlsFrameType = {
  /** A Welcome, sent to each new member's own userid as a stored 1:1 frame. */
  welcome: 'Web3MQ/mls-welcome',
  /** A commit, sent to the conversation's topic. */
  commit: 'Web3MQ/mls-commit',
} as const
export type MlsFrameType = (typeof MlsFrameType)[keyof typeof MlsFrameType]
