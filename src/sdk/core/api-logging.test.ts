import { describe, expect, it } from 'vitest'
import { serverList } from '../../domain/contract'
import type { Logger } from '../../ports'
import { NodeApi } from './api'

/** A logger that records which level each line went to. */
const recordingLogger = () => {
  const lines: { level: keyof Logger; message: string; detail: unknown }[] = []
  const at =
    (level: keyof Logger) =>
    (message: string, detail?: unknown): void => {
      lines.push({ level, message, detail })
    }
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
  return { logger, lines }
}

describe('NodeApi response logging', () => {
  it('[D13.3] logs each response body at debug level only, so only a debug-enabled (dev) logger prints it', async () => {
    const body = { code: 0, msg: 'ok', data: [{ endpoint: 'https://node.example' }] }
    const { logger, lines } = recordingLogger()
    const clock = {
      now: () => 1_700_000_000_000,
      tzOffsetMinutes: () => 0,
      setTimeout: () => 0,
      clearTimeout: () => {},
    }
    const api = new NodeApi({
      http: { send: async () => body },
      clock,
      logger,
      baseUrl: 'https://node.example',
    })

    await expect(api.call(serverList, {})).resolves.toEqual(body.data)
    expect(lines).toEqual([{ level: 'debug', message: 'GET /api/server-list/', detail: body }])
  })
})
