/** Context, events, input and actor contracts of the session machine; the session keys are the SDK's. */
import type { UserLike } from '../../domain/display'
import type { SessionKeys } from '../../sdk/core/context'
import type { UiError } from '../kit'
import type { LoginPayload, SessionReport, StoredMainKeys } from '../kit/login-payload'

export type { LoginPayload, SessionKeys, StoredMainKeys }

export type ModalName = 'none' | 'create-dapp' | 'dapp-manage'

export interface RestoredSession {
  keys: SessionKeys | undefined
  mainKeys: StoredMainKeys | undefined
  /** `pubkey_expired_timestamp` of the stored session key, when known. */
  expiresAt: number | undefined
}

export interface SessionContext<Client> {
  client: Client | undefined
  /** The private key the current client was built with: a different one means a new client. */
  clientKey: string | undefined
  keys: SessionKeys | undefined
  mainKeys: StoredMainKeys | undefined
  expiresAt: number | undefined
  loading: boolean
  modal: ModalName
  error: UiError | undefined
  /** Why the user is signed out, for the message the UI shows; 'forgotten' also removed the main keys. */
  signedOutReason: 'none' | 'logout' | 'expired' | 'forgotten'
  /** A login being written to storage. */
  pending: LoginPayload | undefined
  /** The signed-in person as others see them (nickname, avatar, bound names), for the header. */
  account: UserLike | undefined
}

export type SessionEvent =
  /** From the sign-in machine: a login began, ended without a login, or the login to store. */
  | SessionReport
  | { type: 'session.logout' }
  /** "Forget this device": log out and remove every stored key, main keys and wallet address included. */
  | { type: 'session.forget' }
  | { type: 'session.retry' }
  | { type: 'session.refreshAccount' }
  /** Another tab logged in: start again from the stored keys. */
  | { type: 'session.restore' }
  | { type: 'modal.open'; modal: Exclude<ModalName, 'none'> }
  | { type: 'modal.close' }

/** What the `clearSession` actor gets: the client to close and whether to remove every key. */
export interface ClearSessionInput<Client> {
  client: Client | undefined
  forget: boolean
}

export interface SessionInput {
  /** Milliseconds clock, for the expiry timer. */
  now: () => number
}
