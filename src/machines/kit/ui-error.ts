/**
 * The one way a machine turns a failure into what a view shows. The code travels with the message, so
 * machines and views branch on the code; the message is shown exactly as the catalogue or node wrote it,
 * except a schema refusal, which is put in plain words (`plain-words.ts`).
 */
import { isWeb3MQError } from '../../domain/error-base'
import { plainWords } from './plain-words'

export interface UiError {
  code: string
  message: string
}

/** The code for errors outside the catalogue, and the text shown when the error carries none. */
export interface UiErrorFallback {
  code: string
  message?: string
}

const ownText = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() !== '' ? plainWords(error.message) : undefined

export const toUiError = (error: unknown, fallback: UiErrorFallback): UiError => ({
  code: isWeb3MQError(error) ? error.code : fallback.code,
  message: ownText(error) ?? fallback.message ?? (error instanceof Error ? error.message : String(error)),
})
