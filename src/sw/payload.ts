/**
 * Reads a push's JSON (the payload issue 27 fixes and `src/domain/push/content.ts` builds) into what the
 * notification shows. Web Push obliges a visible notification for every push, so a payload it cannot read
 * still becomes one: the generic text, leading to the notification centre.
 */
import { isAppPath, type PushContent } from '../domain/push/content'

/** What one notification shows and where a click leads. */
type Shown = Pick<PushContent, 'title' | 'body' | 'tag' | 'url' | 'ts'>

const GENERIC: Shown = {
  title: 'Web3MQ',
  body: 'You have a new notification',
  tag: 'web3mq',
  url: '/notifications',
  ts: 0,
}

/** A path of this app, or the notification centre: a click never leaves the app's origin, whatever a payload says. */
export const appPath = (url: unknown): string => (isAppPath(url) ? url : GENERIC.url)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The notification a push's text asks for; the generic one when the text is absent or not a payload. */
export const readPush = (text: string | undefined, now: number): Shown => {
  let parsed: unknown
  try {
    parsed = text === undefined ? undefined : JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (!isRecord(parsed) || parsed.v !== 1 || typeof parsed.title !== 'string' || parsed.title === '') {
    return { ...GENERIC, ts: now }
  }
  const { title, body, tag, url, ts } = parsed
  return {
    title,
    body: typeof body === 'string' ? body : '',
    tag: typeof tag === 'string' && tag !== '' ? tag : GENERIC.tag,
    url: appPath(url),
    ts: typeof ts === 'number' && Number.isFinite(ts) ? ts : now,
  }
}
