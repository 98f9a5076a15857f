/** The node's CORS policy: any origin by default, exactly the listed ones when `corsOrigins` is given. */
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp, type MockNode } from '../src/app'

let node: MockNode | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

const preflight = (app: MockNode, origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/get_user_info/',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  })

describe('CORS policy', () => {
  it('answers any origin by default, exposing the discovery headers', async () => {
    node = await buildApp()
    const answer = await preflight(node, 'https://some-dapp.example')
    expect(answer.headers['access-control-allow-origin']).toBe('https://some-dapp.example')
    const ping = await node.inject({
      method: 'HEAD',
      url: '/api/ping/',
      headers: { origin: 'https://x.example' },
    })
    expect(String(ping.headers['access-control-expose-headers'])).toContain('nodeid')
  })

  it('with a list, allows exactly those origins', async () => {
    node = await buildApp({ corsOrigins: ['https://app.example'] })
    expect((await preflight(node, 'https://app.example')).headers['access-control-allow-origin']).toBe(
      'https://app.example',
    )
    expect(
      (await preflight(node, 'https://evil.example')).headers['access-control-allow-origin'],
    ).toBeUndefined()
  })
})
