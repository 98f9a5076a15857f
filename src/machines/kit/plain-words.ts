/**
 * Schema refusals in words a person understands. The contract (client side) and the node (server side)
 * both describe a refused request as "Invalid <what> request: field: issue; …", which reads as a bug
 * report. This turns each issue into a sentence naming the field and, when known, its limit. Any other
 * message (the catalogue's exact strings, docs/product.md §8, and the node's own words) passes unchanged.
 */
const REFUSAL = /^Invalid (?:[\w.]+ )?request: (.+)$/s

const FIELD_WORDS: Readonly<Record<string, string>> = {
  topic_name: 'the topic name',
  topicid: 'the topic id',
  title: 'the title',
  content: 'the content',
  bind_value: 'the Telegram id',
  dapp_id: 'the dapp id',
  dapp_name: 'the dapp name',
  dapp_description: 'the description',
  dapp_type: 'the dapp type',
  domain: 'the domain',
  nickname: 'the nickname',
  avatar_url: 'the avatar address',
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

const sentence = (issue: string): string => {
  const at = issue.indexOf(': ')
  const field = at < 0 ? '' : issue.slice(0, at)
  const what = FIELD_WORDS[field] ?? 'a value you entered'
  const max = /<=\s*(\d+)/.exec(issue)?.[1]
  if (max) return `${capitalise(what)} can be at most ${max} characters.`
  if (/>=\s*1\b/.test(issue)) return `${capitalise(what)} cannot be empty.`
  return `${capitalise(what)} is not in a form the network accepts.`
}

/** The person's version of a refusal message, or the message itself when it is not a schema refusal. */
export const plainWords = (message: string): string => {
  const match = REFUSAL.exec(message.trim())
  if (!match?.[1]) return message
  const sentences = [...new Set(match[1].split('; ').map(sentence))]
  return `${sentences.join(' ')} Change it and try again.`
}
