import { describe, expect, it } from 'vitest'
import { DEFAULT_APP_KEY, detectMockNode, readConfig } from './config'

const ORIGIN = 'http://127.0.0.1:8787'

describe('composition config', () => {
  it('[P7.57] [P9.5] [P9.6] [D13.3] talks to the node it is served from by default (the bundled mock node), env dev', () => {
    const config = readConfig({}, ORIGIN)
    expect(config).toMatchObject({
      env: 'dev',
      nodeUrl: ORIGIN,
      discover: false,
      appOrigin: ORIGIN,
      appKey: DEFAULT_APP_KEY,
      bindServiceUrl: '',
      pushDappId: 'web3mq:push-server-v1',
      verboseLogging: false,
    })
    expect(config.telegramBot.web).toMatch(/^https:\/\/t\.me\//)
    expect(config.telegramBot.mobile).toMatch(/^tg:\/\/resolve\?domain=/)
  })

  it('[P7.57] [P9.18] [D13.3] uses a given node, bind service and bot, without trailing slashes', () => {
    const config = readConfig(
      {
        VITE_WEB3MQ_NODE_URL: 'https://node.example/',
        VITE_WEB3MQ_BIND_SERVICE_URL: 'https://bind.example/',
        VITE_TELEGRAM_BOT_NAME: 'my_bot',
        VITE_WEB3MQ_APP_KEY: 'key-1',
        DEV: true,
      },
      ORIGIN,
    )
    expect(config).toMatchObject({
      nodeUrl: 'https://node.example',
      bindServiceUrl: 'https://bind.example',
      appKey: 'key-1',
      verboseLogging: true,
      telegramBot: { web: 'https://t.me/my_bot', mobile: 'tg://resolve?domain=my_bot' },
    })
  })

  it('discovers the fastest node of an environment when asked', () => {
    expect(readConfig({ VITE_WEB3MQ_NODE_URL: 'discover', VITE_WEB3MQ_ENV: 'test' }, ORIGIN)).toMatchObject({
      discover: true,
      env: 'test',
    })
  })

  it('discovers from a devnet’s nodes when given seeds, without trailing slashes', () => {
    const config = readConfig(
      { VITE_WEB3MQ_SEED_NODES: ' http://127.0.0.1:8787/, http://127.0.0.1:8788 ,' },
      ORIGIN,
    )
    expect(config).toMatchObject({
      discover: true,
      seedNodes: ['http://127.0.0.1:8787', 'http://127.0.0.1:8788'],
    })
    expect(readConfig({}, ORIGIN).seedNodes).toEqual([])
  })

  it('recognises the mock node by its ping header, and anything else (or no answer) as a real node', async () => {
    const answering = (headers: Record<string, string>) =>
      (async () => new Response(null, { headers })) as unknown as typeof fetch
    expect(await detectMockNode(ORIGIN, answering({ 'x-web3mq-node': 'mock' }))).toBe(true)
    expect(await detectMockNode(ORIGIN, answering({ nodeid: 'node:1' }))).toBe(false)
    const failing = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch
    expect(await detectMockNode(ORIGIN, failing)).toBe(false)
  })
})
