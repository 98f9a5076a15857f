import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { startSubscription } from '../../../tests/_util/machines/subscription'

describe('subscription machine: the bound Telegram chat', () => {
  it('reads the bound chat once', async () => {
    const { actor } = startSubscription({ telegram: async () => ({ telegramId: '42', bindName: 'tg_42' }) })
    const ready = await waitFor(actor, (s) => s.matches({ telegram: 'ready' }))
    expect(ready.context.telegram).toEqual({ telegramId: '42', bindName: 'tg_42' })
  })

  it('shows nothing, and no error, when the chat cannot be read', async () => {
    const { actor } = startSubscription({ telegram: async () => Promise.reject(new Error('offline')) })
    const ready = await waitFor(actor, (s) => s.matches({ telegram: 'ready' }))
    expect(ready.context.telegram).toBeUndefined()
    expect(ready.hasTag('topicsLoadFailed')).toBe(false)
  })
})
