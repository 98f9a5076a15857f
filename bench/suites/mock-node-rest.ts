/**
 * REST throughput with autocannon (10 connections, in the bench process) against a server in its own
 * process: an unsigned lookup and a session-signed read. A response counts only when its envelope code
 * is 0: refusals are HTTP 200 too. The node refuses replays, so every signed request carries its own
 * timestamp and signature, signed with the SDK's signer (over node:crypto, `withNativeSigning`) before the
 * round starts.
 */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon'
import { Headers } from '#domain/config'
import { buildRequest, myProfile } from '#domain/contract'
import { QUICK } from '../harness'
import { type BenchUser, withNativeSigning } from './mock-node-setup'

const SECONDS = QUICK ? 1 : 2
const CONNECTIONS = 10
/** Signed paths per round: comfortably above what the node answers in a round, so none is signed late. */
const POOL_CAP = 60_000

export const LOOKUP_PATH = '/api/get_user_info/'

const accepted = (body: string): boolean => body.startsWith('{"code":0,')

/** Accepted responses (code 0) per second; anything refused makes the round fail loudly. */
const rateOf = (result: AutocannonResult, what: string): number => {
  const refused = result.mismatches + result.non2xx + result.errors + result.timeouts
  if (refused) throw new Error(`${what}: ${refused} requests refused or failed`)
  return result['2xx'] / result.duration
}

const lookupBody = (user: BenchUser): string =>
  JSON.stringify({ did_type: 'eth', did_value: user.didValue, timestamp: Date.now() })

/** The node's own answer to the lookup, which the bare server repeats. */
export const lookupAnswer = async (nodeUrl: string, user: BenchUser): Promise<string> => {
  const headers = { 'content-type': 'application/json' }
  const response = await fetch(`${nodeUrl}${LOOKUP_PATH}`, {
    method: 'POST',
    headers,
    body: lookupBody(user),
  })
  const body = await response.text()
  if (!accepted(body)) throw new Error(`get_user_info preflight refused: ${body}`)
  return body
}

/** POST /api/get_user_info/ for a registered wallet (unsigned, docs/protocol.md §4.4), one round. */
export const unsignedLookup = (url: string, user: BenchUser) => async (): Promise<number> => {
  const headers = { 'content-type': 'application/json' }
  const body = lookupBody(user)
  const options = { url: `${url}${LOOKUP_PATH}`, connections: CONNECTIONS, duration: SECONDS }
  const result = await autocannon({ ...options, method: 'POST', headers, body, verifyBody: accepted })
  return rateOf(result, 'get_user_info')
}

/** The path + query of a signed GET /api/my_profile/ at `timestamp`, built by the domain contract. */
export const profilePath = (user: BenchUser, timestamp: number): string => {
  const built = buildRequest(myProfile, {}, { signer: { userid: user.userid, sign: user.sign }, timestamp })
  return `${built.path}?${new URLSearchParams(built.query)}`
}

export const profileHeaders = (user: BenchUser): Record<string, string> => ({
  [Headers.requestPubkey]: user.sessionPub,
  [Headers.didKey]: `eth:${user.didValue}`,
})

/** How a round gets its signed paths: the node refuses replays; the bare server may see one path again. */
type SignedPaths = { fresh: true; expected: () => number } | { fresh: false }

const REUSED_POOL = 1_000

/** The last timestamp a node round sent, from its pool or signed on the spot past it. */
let lastStamp = 0

/**
 * GET /api/my_profile/ with a session signature per request, one round. For the node every request is
 * signed afresh before the clock starts, `expected` (req/s) sizing the pool; past the pool a path is
 * signed on the spot. The bare servers refuse no replay, so they cycle through a small pool (the verifying one
 * still verifies each request).
 */
export const signedProfile =
  (url: string, user: BenchUser, paths: SignedPaths) => async (): Promise<number> => {
    // Rounds follow each other within a pool's span, so each starts past the last stamp any round used:
    // the node refuses a signature it has seen, on any route.
    const base = paths.fresh ? Math.max(Date.now(), lastStamp + 1) : Date.now()
    const size = paths.fresh
      ? Math.min(POOL_CAP, Math.ceil(paths.expected() * SECONDS * 1.5) + 500)
      : REUSED_POOL
    const pool = withNativeSigning(() => Array.from({ length: size }, (_, i) => profilePath(user, base + i)))
    let next = 0
    // Past the pool a path is signed on the spot, natively too: noble there would make the client the limit.
    const pathAt = (i: number): string =>
      paths.fresh
        ? (pool[i] ?? withNativeSigning(() => profilePath(user, base + i)))
        : (pool[i % size] as string)
    const request: AutocannonRequest = {
      method: 'GET',
      headers: profileHeaders(user),
      setupRequest: (req) => ({ ...req, path: pathAt(next++) }),
    }
    const options = { url, connections: CONNECTIONS, duration: SECONDS, requests: [request] }
    const result = await autocannon({ ...options, verifyBody: accepted })
    // Only the node's rounds use stamps up, and only those sent (signed on the spot past the pool too): the
    // bare servers refuse no replay. Burning every stamp signed, theirs included, ran minutes ahead of the
    // clock within one run, past the node's 5-minute window, and a whole round was refused.
    if (paths.fresh) lastStamp = base + next
    return rateOf(result, 'my_profile')
  }
