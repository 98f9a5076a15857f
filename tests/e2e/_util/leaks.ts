/**
 * "No request ever carries a private key", over the whole suite. Each file records the private keys its
 * people held (every PRIVATE_KEY / MAIN_PRIVATE_KEY the app stored, plus the dapp key pairs it
 * downloaded) and everything its browsers sent. A file asserts its own traffic against its own keys in
 * afterAll, and writes both to the run's leak directory; the global teardown then checks every file's
 * traffic against every file's keys (see global-setup.ts).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Session } from './browser'

type Traffic = Session['traffic']

interface LeakRecord {
  file: string
  secrets: string[]
  traffic: Traffic
}

const isKeyHex = (value: string) => /^(0x)?[0-9a-fA-F]{64}$/.test(value)

/** The forms a 32-byte key takes on the wire: hex (either case) as text or as raw bytes, and base64. */
const formsOf = (secret: string): { text: string[]; hex: string } => {
  const hex = secret.replace(/^0x/, '').toLowerCase()
  const base64 = Buffer.from(hex, 'hex').toString('base64')
  return { text: [hex, base64, base64.replace(/=+$/, '')], hex }
}

/** Where each secret was seen: "<url> (<form>)" for every leak, empty when clean. */
export const findLeaks = (secrets: Iterable<string>, traffic: Traffic): string[] => {
  const found: string[] = []
  for (const secret of secrets) {
    if (!isKeyHex(secret)) throw new Error(`not a 32-byte hex key: ${secret.slice(0, 12)}…`)
    const { text, hex } = formsOf(secret)
    for (const entry of traffic) {
      const haystack = `${entry.url}\n${entry.body}`
      const lower = haystack.toLowerCase()
      const inText = text.some((form, i) => (i === 0 ? lower.includes(form) : haystack.includes(form)))
      if (inText || entry.hex.includes(hex))
        found.push(`${secret.slice(0, 8)}… in ${entry.url.slice(0, 120)}`)
    }
  }
  return found
}

/** Persists one file's keys and traffic for the suite-wide check in the global teardown. */
export const recordForSuite = (dir: string, record: LeakRecord): void => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${basename(record.file)}.json`), JSON.stringify(record))
}

/** Every file's traffic against every file's keys; throws with the places a key was seen. */
export const assertSuiteClean = (dir: string): { files: number; secrets: number; requests: number } => {
  const records = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as LeakRecord)
  const secrets = new Set(records.flatMap((r) => r.secrets))
  const traffic = records.flatMap((r) => r.traffic)
  const leaks = findLeaks(secrets, traffic)
  if (leaks.length > 0) throw new Error(`Private keys left the browser:\n${leaks.join('\n')}`)
  return { files: records.length, secrets: secrets.size, requests: traffic.length }
}
