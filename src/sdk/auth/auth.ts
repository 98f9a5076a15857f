/**
 * Sign-in before there is a session (docs/product.md §4 "Registration, reset and login", docs/protocol.md §5): user lookup,
 * main key from the wallet signature, the register text, register / reset password, and login with a
 * fresh 24-hour session key. Only public keys and signatures leave this module.
 */
import { KEYPAIR_FILENAME } from '../../domain/config'
import { login, register, resetPassword, userInfo } from '../../domain/contract'
import { errors, NodeError } from '../../domain/errors'
import { generateKeyPair, type KeyPair } from '../../domain/keys/key-pair'
import { mainKeyFromSignature } from '../../domain/keys/main-key'
import { tempKeyExpiry } from '../../domain/keys/temp-key'
import { userIdFor } from '../../domain/keys/user-id'
import { mainKeyNonce, mainKeySignText } from '../../domain/signing/main-key-text'
import { registerNonce, registerSignText } from '../../domain/signing/register-text'
import type { NodeApi } from '../core/api'
import type { SdkConfig, SdkPorts } from '../core/context'
import { loginBody, type PendingContent, registrationBody } from './requests'
import type {
  DidRef,
  LoginInput,
  LoginResult,
  MainKeypairInput,
  RegisterContent,
  RegisterContentInput,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  UserLookup,
} from './types'

/** The URI the register text names when the integrator gives none (the Flutter and iOS SDKs' default). */
export const DEFAULT_APP_ORIGIN = 'www.web3mq.com'

export interface AuthConfig extends Pick<SdkConfig, 'appKey'> {
  /** The app's own origin, shown as `URI:` in the register text (JS: `window.location.origin`). */
  appOrigin?: string
}

export interface AuthModuleOptions {
  /** A NodeApi without a session: every call here is unsigned, wallet-signed or main-key-signed. */
  api: NodeApi
  ports: SdkPorts
  config: AuthConfig
}

export class AuthModule {
  private pending: PendingContent | undefined

  constructor(private readonly options: AuthModuleOptions) {}

  /**
   * Looks the wallet up (unsigned `get_user_info`). A non-zero code (404 "User not found") yields the
   * placeholder userid of docs/protocol.md §5.2, computed with the very timestamp sent, and `userExist: false`;
   * any other failure (transport, malformed answer) rejects with "get wallte user info error".
   */
  async getUserInfo({ did_type, did_value }: DidRef): Promise<UserLookup> {
    const timestamp = this.options.api.timestamp()
    try {
      const data = await this.options.api.call(userInfo, { did_type, did_value, timestamp })
      if (!data.main_pubkey) return { userid: data.userid, userExist: false }
      return { userid: data.userid, userExist: true, mainPublicKey: data.main_pubkey }
    } catch (error) {
      if (error instanceof NodeError) {
        return { userid: userIdFor(did_type, did_value, timestamp), userExist: false }
      }
      throw errors.walletUserLookup(error)
    }
  }

  /**
   * The main key pair: the wallet signs the main-key text of (did, password); the seed is the SHA-256 of
   * that signature string. Same wallet + password → same key. Rejects as the wallet rejects.
   */
  async getMainKeypair({
    password,
    did_type,
    did_value,
    signer,
    account,
  }: MainKeypairInput): Promise<KeyPair> {
    const text = mainKeySignText(did_value, mainKeyNonce(did_type, did_value, password))
    return mainKeyFromSignature(await signer.sign(text, account))
  }

  /**
   * Builds the register (or reset) text for the wallet to sign and remembers it with its timestamp, so
   * that register/resetPassword send exactly what was signed.
   */
  getRegisterSignContent(input: RegisterContentInput): RegisterContent {
    const { clock } = this.options.ports
    const timestamp = this.options.api.timestamp()
    const nonce = registerNonce({
      userid: input.userid,
      mainPublicKeyHex: input.mainPublicKey,
      didType: input.did_type,
      didValue: input.did_value,
      timestamp,
    })
    const signContent = registerSignText({
      walletId: input.walletId,
      didValue: input.did_value,
      uri: this.options.config.appOrigin ?? DEFAULT_APP_ORIGIN,
      nonce,
      issuedAt: { now: timestamp, tzOffsetMinutes: clock.tzOffsetMinutes() },
      ...(input.purpose ? { purpose: input.purpose } : {}),
    })
    this.pending = { ...input, signContent, timestamp }
    return { signContent, timestamp }
  }

  /**
   * Registers the wallet with the remembered sign content. Throws "Please create register sign content
   * first!" without it; every other failure is wrapped in a new AuthFailed error (same message).
   */
  async register(input: RegisterInput): Promise<RegisterResult> {
    const pending = this.requirePending()
    return this.wrapped(async () => {
      const data = await this.options.api.call(register, {
        ...registrationBody(pending, input, this.options.config.appKey),
        ...(input.avatar_base64 === undefined ? {} : { avatar_base64: input.avatar_base64 }),
      })
      this.pending = undefined
      return data
    })
  }

  /** Like register, against `user_reset_password_v2` and without avatar_base64 (docs/product.md §3). */
  async resetPassword(input: ResetPasswordInput): Promise<RegisterResult> {
    const pending = this.requirePending()
    return this.wrapped(async () => {
      const data = await this.options.api.call(
        resetPassword,
        registrationBody(pending, input, this.options.config.appKey),
      )
      this.pending = undefined
      return data
    })
  }

  /**
   * Registers a fresh session key, vouched for by the main key (docs/protocol.md §5.5). Failures are wrapped in
   * a new AuthFailed error carrying the node's message (e.g. "Main public key does not match").
   */
  async login(input: LoginInput): Promise<LoginResult> {
    return this.wrapped(async () => {
      const session = generateKeyPair((n) => this.options.ports.random.bytes(n))
      const timestamp = this.options.api.timestamp()
      const expiry = input.pubkeyExpiredTimestamp ?? tempKeyExpiry(timestamp)
      const data = await this.options.api.call(login, loginBody(input, session, timestamp, expiry))
      return {
        TempPrivateKey: session.PrivateKey,
        TempPublicKey: session.PublicKey,
        MainPrivateKey: input.mainPrivateKey,
        MainPublicKey: input.mainPublicKey,
        pubkeyExpiredTimestamp: expiry,
        userid: data.userid,
      }
    })
  }

  /** Offers `text` as a file (default "KeyPairs") through the FileSaver port. */
  async downloadKeyPair(text: string, filename: string = KEYPAIR_FILENAME): Promise<void> {
    const saver = this.options.ports.fileSaver
    if (!saver) throw errors.invalidInput('A FileSaver port is required to download a key pair')
    await saver.saveText(filename, text)
  }

  private requirePending(): PendingContent {
    if (!this.pending) throw errors.signContentMissing()
    return this.pending
  }

  /** docs/product.md §4: the caller sees a new error with the same message; the original stays as `cause`. */
  private async wrapped<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw errors.authFailed(error)
    }
  }
}
