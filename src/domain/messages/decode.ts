import { CIPHER_NONE } from '../config'
import { base64ToBytes, bytesToUtf8 } from '../crypto/encoding'
import { errors } from '../errors'

/** The two fields decoding needs; `payload` is base64 text (REST, stored) or the frame's raw bytes. */
interface EncodedPayload {
  cipher_suite: string
  payload: string | Uint8Array
}

/**
 * The text of a chat message (docs/product.md §5). Only cipher suite exactly `NONE` is supported; any other suite,
 * and a string payload that is not padded standard base64, throws `errors.messageDecode()`
 * ("This message decode error") with the reason in `detail`. Invalid UTF-8 becomes U+FFFD.
 */
export const decodeMessagePayload = (msg: EncodedPayload): string => {
  if (msg.cipher_suite !== CIPHER_NONE) {
    throw errors.messageDecode({ reason: 'cipher suite', cipherSuite: msg.cipher_suite })
  }
  if (msg.payload instanceof Uint8Array) return bytesToUtf8(msg.payload)
  try {
    return bytesToUtf8(base64ToBytes(msg.payload))
  } catch (cause) {
    throw errors.messageDecode({ reason: 'base64', cause: String(cause) })
  }
}
