import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type MockNode } from '../src/app'
import { FAULT_PATH } from '../src/faults'
import { expectRefusal } from './_util/refusal'

describe('fault injection', () => {
  let app: MockNode
  let clock = 1_700_000_000_000
  afterEach(() => app.close())

  it('is absent unless asked for', async () => {
    app = await buildApp({})
    const res = await app.inject({ method: 'POST', url: FAULT_PATH, payload: { ms: 10 } })
    expect(res.statusCode).toBe(404)
  })

  it('drops every socket, refuses requests during the outage, then serves again with state intact', async () => {
    app = await buildApp({ faults: true, now: () => clock })
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const socket = new WebSocket(`${url.replace('http', 'ws')}/messages`)
    await new Promise((r) => socket.once('open', r))
    const closed = new Promise<number>((r) => socket.once('close', (code) => r(code)))
    const started = await app.inject({ method: 'POST', url: FAULT_PATH, payload: { ms: 5_000 } })
    expect(started.json()).toEqual({ code: 0, msg: 'ok', data: { until: clock + 5_000 } })
    expect(await closed).toBe(1006)
    const during = await app.inject({ method: 'GET', url: '/api/server-list/' })
    expect(during.statusCode).toBe(503)
    await expectRefusal(during.json(), 500, 'Node unavailable (injected outage)')
    clock += 5_000
    const after = await app.inject({ method: 'GET', url: '/api/server-list/' })
    expect(after.json()).toMatchObject({ code: 0 })
  })

  it('refuses an outage length out of range', async () => {
    app = await buildApp({ faults: true })
    const res = await app.inject({ method: 'POST', url: FAULT_PATH, payload: { ms: 10_000_000 } })
    await expectRefusal(res.json(), 400, 'ms must be between 0 and 120000')
  })
})
