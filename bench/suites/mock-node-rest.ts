/**
 * REST throughput with autocannon (10 connections) against the in-process node: an unsigned lookup and
 * a session-signed read. Replays are refused, so every signed request carries its own timestamp and
 * signature, taken from a pool signed before the run (signed on the fly if the pool runs out). A
 * response counts only when its envelope code is 0: refusals are HTTP 200 too.
 */
import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon'
import { Headers } from '../../src/domain/config'
import { buildRequest, myProfile } from '../../src/domain/contract'
import type { BenchUser } from './mock-node-setup'

const QUICK = process.env.BENCH_QUICK === '1'
const SECONDS = QUICK ? 1.5 : 5
const CONNECTIONS = 10

export interface RestFigure {
  /** Accepted responses (code 0) per second. */
  rate: number
  refused: number
  p99Ms: number
}

const accepted = (body: string): boolean => body.startsWith('{"code":0,')

const figureOf = (result: AutocannonResult): RestFigure => {
  const refused = result.mismatches + result.non2xx + result.errors + result.timeouts
  return { rate: (result['2xx'] - result.mismatches) / result.duration, refused, p99Ms: result.latency.p99 }
}

const assertAccepted = async (response: Response, what: string): Promise<void> => {
  const body = await response.text()
  if (!accepted(body)) throw new Error(`${what} preflight refused: ${body}`)
}

/** POST /api/get_user_info/ for a registered wallet (unsigned, docs/protocol.md §4.4). */
export const unsignedLookupRate = async (baseUrl: string, user: BenchUser): Promise<RestFigure> => {
  const url = `${baseUrl}/api/get_user_info/`
  const body = JSON.stringify({ did_type: 'eth', did_value: user.didValue, timestamp: Date.now() })
  const headers = { 'content-type': 'application/json' }
  await assertAccepted(await fetch(url, { method: 'POST', headers, body }), 'get_user_info')
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers,
    body,
    verifyBody: accepted,
  })
  return figureOf(result)
}

/** The path + query of a signed GET /api/my_profile/ at `timestamp`, built by the domain contract. */
const profilePath = (user: BenchUser, timestamp: number): string => {
  const built = buildRequest(myProfile, {}, { signer: { userid: user.userid, sign: user.sign }, timestamp })
  return `${built.path}?${new URLSearchParams(built.query)}`
}

/** GET /api/my_profile/ with a fresh session signature per request; `expected` sizes the pool. */
export const signedProfileRate = async (
  baseUrl: string,
  user: BenchUser,
  expectedRate: number,
): Promise<RestFigure> => {
  const headers = { [Headers.requestPubkey]: user.sessionPub, [Headers.didKey]: `eth:${user.didValue}` }
  const base = Date.now()
  await assertAccepted(await fetch(`${baseUrl}${profilePath(user, base - 1)}`, { headers }), 'my_profile')
  const poolSize = Math.min(300_000, Math.ceil(expectedRate * SECONDS * 1.2) + 1_000)
  const pool = Array.from({ length: poolSize }, (_, i) => profilePath(user, base + i))
  let next = 0
  const request: AutocannonRequest = {
    method: 'GET',
    headers,
    setupRequest: (req) => {
      const i = next++
      return { ...req, path: pool[i] ?? profilePath(user, base + i) }
    },
  }
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [request],
    verifyBody: accepted,
  })
  return figureOf(result)
}
