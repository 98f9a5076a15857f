/**
 * Pure checks of what people type, each answering with the words to show (or undefined when fine). They
 * refuse what the network would refuse, before anything is signed or sent (docs/product.md §5).
 */
import { Limits, PASSWORD_MIN, tooLong } from './limits'

export type Problem = string | undefined

const longText = (what: string, max: number) => `${what} can be at most ${max} characters.`

/** A required free-text field: not blank, not longer than its limit. */
export const checkText = (text: string, what: string, max: number): Problem => {
  if (text.trim() === '') return `Enter ${what.toLowerCase()}.`
  return tooLong(text.trim(), max) ? longText(what, max) : undefined
}

/**
 * A Telegram chat id as the bot sends it in the bind link: a positive whole number. Group chats (negative
 * ids) cannot be bound to a wallet, and anything else is not an id at all.
 */
export const checkTelegramId = (value: string): Problem => {
  const id = value.trim()
  if (!/^[1-9][0-9]*$/.test(id) || id.length > 20)
    return 'This link does not hold a valid Telegram id (a positive number). Open the link the Web3MQ bot sent you again.'
  return undefined
}

/**
 * A dapp id like `web3mq:im`: letters, digits and `: . _ -`, no spaces, since it is part of signed
 * strings and of topics (docs/product.md §10.3).
 */
export const checkDappId = (value: string): Problem => {
  const id = value.trim()
  if (id === '') return 'Enter the dapp id.'
  if (tooLong(id, Limits.dappId)) return longText('The dapp id', Limits.dappId)
  if (!/^[A-Za-z0-9][A-Za-z0-9:._-]*$/.test(id))
    return 'A dapp id uses letters, digits and : . _ - only, with no spaces (for example web3mq:im).'
  return undefined
}

const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/

/** An optional domain such as `example.com` (a host name, no scheme, path or port). Empty is fine. */
export const checkDomain = (value: string): Problem => {
  const domain = value.trim()
  if (domain === '') return undefined
  const labels = domain.split('.')
  const valid =
    !tooLong(domain, Limits.domain) &&
    labels.length >= 2 &&
    labels.every((l) => LABEL.test(l)) &&
    /[A-Za-z]/.test(labels[labels.length - 1] ?? '')
  return valid
    ? undefined
    : 'Enter a domain such as example.com (no https://, spaces or path), or leave it empty.'
}

export type Strength = 'weak' | 'fair' | 'strong'

/** How hard a password is to guess, roughly: its length and how many kinds of characters it mixes. */
export const passwordStrength = (password: string): Strength => {
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length
  if (password.length < PASSWORD_MIN || kinds < 2) return 'weak'
  return password.length >= 12 && kinds >= 3 ? 'strong' : 'fair'
}

/** A new password (sign-up, reset): at least PASSWORD_MIN characters. */
export const checkNewPassword = (password: string): Problem =>
  [...password].length < PASSWORD_MIN ? `Use at least ${PASSWORD_MIN} characters.` : undefined

/**
 * A topic id as typed or pasted: trimmed, and lower-cased because the network's ids are `topic:` and
 * lower-case hex, so `Topic:AB12` names the same topic.
 */
export const normalizeTopicId = (value: string): string => value.trim().toLowerCase()

export const checkTopicId = (value: string): Problem =>
  /^topic:[0-9a-z]+$/.test(normalizeTopicId(value))
    ? undefined
    : 'A topic id starts with "topic:" followed by letters and digits, as its creator shared it.'
