/**
 * The bodies of register / reset password (docs/product.md §3 "Registration payload") and login (docs/product.md §3 "Login
 * payload", docs/protocol.md §5.5), built from what the user signed. Pure apart from the keys passed in.
 */
import { PUBKEY_TYPE } from '../../domain/config'
import type { login, ParamsOf } from '../../domain/contract'
import { errors } from '../../domain/errors'
import type { KeyPair } from '../../domain/keys/key-pair'
import { loginSignature, loginSignatureContent } from '../../domain/signing/login'
import type { LoginInput, RegisterContent, ResetPasswordInput } from './types'

/** A register text waiting for its wallet signature, with what its nonce covered. */
export interface PendingContent extends RegisterContent {
  userid: string
  did_type: string
  did_value: string
  mainPublicKey: string
}

/**
 * The shared body of register and reset (without avatar_base64). Throws an invalid-input error when
 * the userid or DID differs from the pending content's: the nonce covers them, so sending others would
 * register something the wallet never saw.
 */
export const registrationBody = (pending: PendingContent, input: ResetPasswordInput, appKey: string) => {
  for (const key of ['userid', 'did_type', 'did_value'] as const) {
    if (input[key] !== pending[key]) {
      throw errors.invalidInput(`${key} differs from the one the register sign content was made for`)
    }
  }
  return {
    userid: input.userid,
    did_type: input.did_type,
    did_value: input.did_value,
    did_pubkey: input.did_pubkey,
    did_signature: input.did_signature,
    signature_content: pending.signContent,
    pubkey_type: PUBKEY_TYPE,
    pubkey_value: pending.mainPublicKey,
    ...(input.nickname === undefined ? {} : { nickname: input.nickname }),
    ...(input.avatar_url === undefined ? {} : { avatar_url: input.avatar_url }),
    timestamp: pending.timestamp,
    testnet_access_key: appKey,
  }
}

/**
 * The login body: the main key signs sha3(userid + session public key + expiry + timestamp). Throws
 * "Ed25519PrivateKey not found" without a main private key.
 */
export const loginBody = (
  input: LoginInput,
  session: KeyPair,
  timestamp: number,
  expiry: number,
): ParamsOf<typeof login> => {
  const content = loginSignatureContent({
    userid: input.userid,
    sessionPublicKeyHex: session.PublicKey,
    expiry,
    timestamp,
  })
  return {
    userid: input.userid,
    did_type: input.did_type,
    did_value: input.did_value,
    login_signature: loginSignature(content, input.mainPrivateKey),
    signature_content: content,
    main_pubkey: input.mainPublicKey,
    pubkey_value: session.PublicKey,
    pubkey_type: PUBKEY_TYPE,
    timestamp,
    pubkey_expired_timestamp: expiry,
  }
}
