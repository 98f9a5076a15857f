/** End-to-end encrypted chat, its pure rules (docs/protocol.md §3.10); see README.md. */

export {
  type Attestation,
  type AttestationInfo,
  type AttestationRefusal,
  attestedMainKey,
} from './attestation'
export { E2E_CIPHER_SUITE, E2E_PAYLOAD_TYPE, isE2ESuite, MlsFrameType, OPENED_FROM_KEY } from './constants'
export {
  certNeedsRenewal,
  DEVICE_CERT_CLOCK_SKEW_MS,
  DEVICE_CERT_LABEL,
  DEVICE_CERT_LIFETIME_MS,
  DEVICE_CERT_RENEW_BEFORE_MS,
  type DeviceCert,
  type DeviceCertExpectation,
  type DeviceCertFields,
  type DeviceCertRefusal,
  decodeDeviceCert,
  deviceCertText,
  encodeDeviceCert,
  issueDeviceCert,
  signDeviceCert,
  verifyDeviceCert,
} from './device-cert'
export { displayText, UNDECRYPTABLE_TEXT, UNSUPPORTED_CONTENT_TEXT } from './display'
export {
  bucketSize,
  decodeEnvelope,
  type Envelope,
  encodeEnvelope,
  TEXT_TYPE,
  textEnvelope,
} from './envelope'
export { E2eFormatError, type E2eFormatKind, isE2eFormatError } from './format-error'
export {
  conversationKey,
  GROUP_ID_LABEL,
  makeGroupId,
  type ParsedGroupId,
  parseGroupId,
  preferredGroup,
  topicOfConversation,
} from './group-id'
