/**
 * The latency probe of the capacity bench, driven over IPC (`./ipc.ts`): fires session-signed
 * `GET /api/my_profile/` at a steady rate (open loop: a slow answer does not delay the next request, so a
 * stalled node shows as long latencies rather than fewer requests) and records each one's time from send to
 * an accepted answer (envelope code 0). Each request is signed just before it is sent, outside the clock.
 */

import { profileHeaders, profilePath } from '../suites/mock-node-rest'
import { benchUser } from '../suites/mock-node-setup'
import { answerCommands } from './ipc'
import type { SeededUser } from './process'

let timer: NodeJS.Timeout | undefined
let inFlight: Promise<void>[] = []
let latencies: number[] = []
let failures: string[] = []
let lastStamp = 0

const fire = (url: string, user: ReturnType<typeof benchUser>): Promise<void> => {
  lastStamp = Math.max(Date.now(), lastStamp + 1)
  const path = profilePath(user, lastStamp)
  const started = performance.now()
  return fetch(`${url}${path}`, { headers: profileHeaders(user) })
    .then(async (response) => {
      const body = await response.text()
      if (body.startsWith('{"code":0,')) latencies.push(performance.now() - started)
      else failures.push(body.slice(0, 120))
    })
    .catch((error: unknown) => {
      failures.push(String(error))
    })
}

answerCommands({
  start: ({ url, user, intervalMs }: { url: string; user: SeededUser; intervalMs: number }) => {
    const signer = benchUser(user)
    latencies = []
    failures = []
    inFlight = []
    timer = setInterval(() => inFlight.push(fire(url, signer)), intervalMs)
  },
  /** Stops firing, waits for the answers still due, and returns every latency (ms) and failure. */
  stop: async () => {
    clearInterval(timer)
    await Promise.all(inFlight)
    return { latencies, failures }
  },
})
