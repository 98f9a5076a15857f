/**
 * The one way a machine turns a failure into what a view shows. The code travels with the message, so
 * machines and views branch on the code; the message is shown exactly as the catalogue or node wrote it,
 * except a schema refusal, which is put in plain words (`plain-words.ts`).
 */
import { type ErrorCode, isWeb3MQError } from '../../domain/error-base'
import { plainWords } from './plain-words'

/**
 * The codes machines give what the catalogue has no row for (a failure that is not a Web3MQError, or a
 * form the machine refuses itself), spelled as the catalogue spells its own: `AREA.WHAT`.
 */
export const MachineCode = {
  profileFailed: 'PROFILE.FAILED',
  groupFailed: 'GROUP.FAILED',
  groupNameRequired: 'GROUP.NAME_REQUIRED',
  groupContractRequired: 'GROUP.CONTRACT_REQUIRED',
  contactsFailed: 'CONTACTS.FAILED',
  contactsPickFirst: 'CONTACTS.PICK_FIRST',
  searchFailed: 'SEARCH.FAILED',
  searchEmptyQuery: 'SEARCH.EMPTY_QUERY',
  chatList: 'CHAT.LIST',
  chatSearch: 'CHAT.SEARCH',
  chatHistory: 'CHAT.HISTORY',
  chatSend: 'CHAT.SEND',
  /** The search over the messages kept on this device, and pinned or archived chats (docs/product.md §14.12). */
  chatFind: 'CHAT.FIND',
  chatPrefs: 'CHAT.PREFS',
  /** A file that cannot be sent as an image (docs/product.md §14.7). */
  chatImageNotImage: 'CHAT.IMAGE_NOT_IMAGE',
  chatImageTooLarge: 'CHAT.IMAGE_TOO_LARGE',
  notificationsFailed: 'NOTIFICATIONS.FAILED',
  subscriptionFailed: 'SUBSCRIPTION.FAILED',
  topicInputInvalid: 'TOPIC.INPUT_INVALID',
  dappFailed: 'DAPP.FAILED',
  dappIncomplete: 'DAPP.INCOMPLETE',
  dappInvalid: 'DAPP.INVALID',
  bindFailed: 'BIND.FAILED',
  bindInvalidId: 'BIND.INVALID_ID',
  clientInitFailed: 'CLIENT.INIT_FAILED',
  sessionPersistFailed: 'SESSION.PERSIST_FAILED',
} as const

export type MachineCode = (typeof MachineCode)[keyof typeof MachineCode]

/** Every code a view can be given: the catalogue's (docs/product.md §8) and the machines' own. */
export type UiErrorCode = ErrorCode | MachineCode

export interface UiError {
  code: UiErrorCode
  message: string
}

/** The code for errors outside the catalogue, and the text shown when the error carries none. */
export interface UiErrorFallback {
  code: UiErrorCode
  message?: string
}

const ownText = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() !== '' ? plainWords(error.message) : undefined

export const toUiError = (error: unknown, fallback: UiErrorFallback): UiError => ({
  code: isWeb3MQError(error) ? error.code : fallback.code,
  message: ownText(error) ?? fallback.message ?? (error instanceof Error ? error.message : String(error)),
})
