/** Registration, password reset and login (docs/protocol.md §5). */
import * as z from 'zod/mini'
import { dataEndpoint } from '../endpoint'
import { refuse } from '../refusals'
import { didType, didValue, hexKey, num, optStr, registeredSchema, str } from '../schemas'

const registration = {
  userid: z.string().check(z.regex(/^user:[0-9a-zA-Z]{1,120}$/)),
  did_type: didType,
  did_value: didValue,
  /** '' for Ethereum wallets; the Starknet account public key otherwise. */
  did_pubkey: optStr,
  did_signature: str,
  signature_content: z.string().check(z.minLength(1), z.maxLength(4000)),
  pubkey_type: z.literal('ed25519'),
  pubkey_value: hexKey,
  nickname: z.optional(z.string().check(z.maxLength(64))),
  avatar_url: z.optional(z.string().check(z.maxLength(2048))),
  timestamp: num,
  testnet_access_key: optStr,
}

export const register = dataEndpoint({
  name: 'auth.register',
  method: 'POST',
  path: '/api/user_register_v2/',
  auth: { kind: 'wallet', content: 'signature_content' },
  refusals: { conflict: refuse.conflict('the wallet or the userid is already registered') },
  params: z.object({ ...registration, avatar_base64: z.optional(z.string().check(z.maxLength(200_000))) }),
  data: registeredSchema,
})

/** Same body as register without avatar_base64 (docs/product.md §3). */
export const resetPassword = dataEndpoint({
  name: 'auth.resetPassword',
  method: 'POST',
  path: '/api/user_reset_password_v2/',
  auth: { kind: 'wallet', content: 'signature_content' },
  refusals: {
    userNotFound: refuse.userNotFound('the wallet has no account'),
    forbidden: refuse.forbidden("the wallet (or its Stark key) is not the user's registered one"),
  },
  params: z.object(registration),
  data: registeredSchema,
})

/** Signed by the main key over sha3_224(userid + pubkey_value + pubkey_expired_timestamp + timestamp). */
export const login = dataEndpoint({
  name: 'auth.login',
  method: 'POST',
  path: '/api/user_login_v2/',
  auth: { kind: 'mainKey' },
  refusals: {},
  params: z.object({
    userid: str,
    did_type: didType,
    did_value: didValue,
    login_signature: str,
    signature_content: z.string().check(z.regex(/^[0-9a-f]{56}$/)),
    main_pubkey: hexKey,
    pubkey_value: hexKey,
    pubkey_type: z.literal('ed25519'),
    timestamp: num,
    pubkey_expired_timestamp: num,
  }),
  data: registeredSchema,
})

export const authEndpoints = [register, resetPassword, login] as const
