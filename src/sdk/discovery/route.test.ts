import { describe, expect, it } from 'vitest'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryKeyStore, MemoryLogger } from '../../../tests/fakes/ports'
import { StorageKeys } from '../../domain/config'
import { serverList } from '../../domain/contract'
import { errors } from '../../domain/errors'
import type { NodeProbe } from '../../ports'
import { AVOID_MS, NodeRoute } from './route'

/** Server lists per asked origin (an Error: that node is down); every ask recorded. */
const network = (lists: Record<string, readonly string[] | Error>) =>
  new MemoryNode().answer(serverList, (_fields, call) => {
    const answer = lists[call.baseUrl]
    if (answer === undefined || answer instanceof Error) throw answer ?? errors.httpNetwork()
    return answer.map((endpoint) => ({ endpoint }))
  })

/** Round trips per endpoint; a missing one fails. */
const probeOf = (times: Record<string, number>) => {
  const pinged: string[] = []
  const probe: NodeProbe = {
    async ping(endpoint) {
      pinged.push(endpoint)
      const t = times[endpoint]
      if (t === undefined) throw errors.httpNetwork()
      return { endpoint, roundTripMs: t }
    },
  }
  return { probe, pinged }
}

const A = 'http://a.node'
const B = 'http://b.node'
const C = 'http://c.node'

const routeOf = (
  lists: Record<string, readonly string[] | Error>,
  times: Record<string, number>,
  seeds: readonly string[] = [A, B],
) => {
  const http = network(lists)
  const { probe, pinged } = probeOf(times)
  const logger = new MemoryLogger()
  const clock = new ManualClock()
  const keyStore = new MemoryKeyStore()
  const route = new NodeRoute({ http, probe, logger, clock, keyStore }, { url: A, seeds })
  return { route, http, pinged, logger, clock, keyStore }
}

const warnings = (logger: MemoryLogger) =>
  logger.entries.filter((e) => e.level === 'warn').map((e) => e.message)

describe('NodeRoute: moving off a node that died', () => {
  it('asks another node for the list, pings the others and moves REST, socket and FAST_URL to the fastest', async () => {
    const { route, http, pinged, keyStore } = routeOf({ [B]: [A, B, C] }, { [A]: 1, [B]: 40, [C]: 9 })
    const heard: { phase: string; url: string }[] = []
    route.onMove((change) => heard.push(change))
    expect(await route.moveAway('ws://a.node/messages')).toEqual({ moved: true, url: C })
    // The dead node is neither asked (it is the current one) nor pinged.
    expect(http.calls.map((c) => c.baseUrl)).toEqual([B])
    expect(pinged).toEqual([B, C])
    expect(route.url).toBe(C)
    expect(route.wsUrl).toBe('ws://c.node/messages')
    expect(keyStore.get(StorageKeys.fastUrl)).toBe(C)
    expect(heard).toEqual([
      { phase: 'moving', url: A },
      { phase: 'moved', url: C },
    ])
  })

  it('passes a failed node over for AVOID_MS while another answers, then may choose it again', async () => {
    const all = [A, B, C]
    const { route, clock } = routeOf({ [A]: all, [B]: all, [C]: all }, { [A]: 1, [B]: 50, [C]: 60 }, all)
    expect(await route.moveAway()).toEqual({ moved: true, url: B })
    // B dies: A, though fastest, failed a moment ago; C answers.
    expect(await route.moveAway()).toEqual({ moved: true, url: C })
    clock.advance(AVOID_MS)
    expect(await route.moveAway()).toEqual({ moved: true, url: A })
  })

  it('takes a failed node that answers again rather than stay on a dead one', async () => {
    const { route } = routeOf({ [A]: [A, B], [B]: [A, B] }, { [A]: 1, [B]: 50 })
    expect(await route.moveAway()).toEqual({ moved: true, url: B })
    expect(await route.moveAway()).toEqual({ moved: true, url: A })
  })

  it('skips junk, duplicate and unreachable entries with one warning each, and stays when none is left', async () => {
    const junk = ['', 'ftp://x', 'http://b.node/', 'not a url', 'http://b.node', 'http://gone.node']
    const { route, pinged, logger } = routeOf({ [B]: junk }, { [B]: 5 })
    expect(await route.moveAway()).toEqual({ moved: true, url: B })
    expect(pinged).toEqual([B, 'http://gone.node'])
    expect(warnings(logger)).toEqual([
      'server-list entry skipped: ""',
      'server-list entry skipped: "ftp://x"',
      'server-list entry skipped: "not a url"',
      'ping http://gone.node failed',
    ])
    const empty = routeOf({ [B]: [] }, {})
    expect(await empty.route.moveAway()).toEqual({ moved: false })
    expect(warnings(empty.logger)).toEqual([`no other live node to move to from ${A}`])
  })

  it('stays when no node answers the server list, asking each known node once', async () => {
    const { route, http } = routeOf({}, {}, [A, B, C])
    expect(await route.moveAway()).toEqual({ moved: false })
    expect(http.calls.map((c) => c.baseUrl)).toEqual([B, C])
    expect(route.url).toBe(A)
  })

  it('makes one move for many callers, and none for a failure on a node already left', async () => {
    const { route, http } = routeOf({ [B]: [B] }, { [B]: 3 })
    const [first, second] = await Promise.all([route.moveAway(), route.moveAway()])
    expect(first).toEqual({ moved: true, url: B })
    expect(second).toBe(first)
    expect(await route.moveAway('ws://a.node/messages')).toEqual({ moved: true, url: B })
    expect(http.calls).toHaveLength(1)
  })

  it('follows another tab’s move (FAST_URL), and never moves without seeds', async () => {
    const { route, keyStore } = routeOf({}, {})
    keyStore.set(StorageKeys.fastUrl, `${C}/`)
    expect(route.url).toBe(C)
    const fixed = new NodeRoute(
      {
        http: network({}),
        probe: probeOf({}).probe,
        logger: new MemoryLogger(),
        clock: new ManualClock(),
        keyStore,
      },
      { url: A, seeds: [] },
    )
    expect(fixed.canMove).toBe(false)
    expect(fixed.url).toBe(A)
    expect(await fixed.moveAway()).toEqual({ moved: false })
  })
})
