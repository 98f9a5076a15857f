import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { channel, startInbox } from '../../../tests/_util/machines/inbox'
import { arrangeChats } from '../../domain/search'

const sections = (context: ReturnType<ReturnType<typeof startInbox>['actor']['getSnapshot']>['context']) => {
  const arranged = arrangeChats(context.channels, context.prefs, context.muted)
  const ids = (list: readonly { chatid: string }[]) => list.map((c) => c.chatid)
  return { pinned: ids(arranged.pinned), chats: ids(arranged.chats), archived: ids(arranged.archived) }
}

describe('inbox: pinned and archived chats (docs/product.md §14.12)', () => {
  const list = [
    channel('user:a', { updatedAt: 40 }),
    channel('user:b', { updatedAt: 30 }),
    channel('group:g', { updatedAt: 20 }),
  ]

  it('starts from what this device kept, changes at once and saves each change', async () => {
    const { actor, saved } = startInbox({
      initial: list,
      prefs: { pinned: ['group:g'], archived: [] },
    })
    await waitFor(actor, (s) => s.matches({ prefs: 'idle' }))
    expect(sections(actor.getSnapshot().context)).toEqual({
      pinned: ['group:g'],
      chats: ['user:a', 'user:b'],
      archived: [],
    })
    actor.send({ type: 'chat.prefs', change: 'pin', chatid: 'user:b' })
    actor.send({ type: 'chat.prefs', change: 'archive', chatid: 'user:a' })
    expect(sections(actor.getSnapshot().context)).toEqual({
      pinned: ['group:g', 'user:b'],
      chats: [],
      archived: ['user:a'],
    })
    await waitFor(actor, (s) => s.matches({ prefs: 'idle' }))
    expect(saved.at(-1)).toEqual({
      pinned: ['group:g', 'user:b'],
      archived: [{ chatid: 'user:a', since: 40 }],
    })
    expect(saved).toHaveLength(2)
  })

  it('brings back an archived chat that is not muted when a message arrives, and saves it so; a muted one stays', async () => {
    const { actor, saved, change, mute } = startInbox({
      initial: list,
      prefs: {
        pinned: [],
        archived: [
          { chatid: 'user:b', since: 30 },
          { chatid: 'group:g', since: 20 },
        ],
      },
    })
    await waitFor(actor, (s) => s.matches({ prefs: 'idle' }))
    change([
      channel('group:g', { updatedAt: 60 }),
      channel('user:b', { updatedAt: 50 }),
      channel('user:a', { updatedAt: 40 }),
    ])
    // The mutes are not known yet: nothing comes back.
    expect(sections(actor.getSnapshot().context).archived).toEqual(['group:g', 'user:b'])
    expect(saved).toEqual([])
    mute(['group:g'])
    expect(sections(actor.getSnapshot().context)).toEqual({
      pinned: [],
      chats: ['user:b', 'user:a'],
      archived: ['group:g'],
    })
    await waitFor(actor, (s) => s.matches({ prefs: 'idle' }))
    expect(saved).toEqual([{ pinned: [], archived: [{ chatid: 'group:g', since: 20 }] }])
  })

  it('says when the prefs could not be saved and keeps them as shown', async () => {
    const { actor } = startInbox({
      initial: list,
      savePrefs: async () => {
        throw new Error('QuotaExceededError')
      },
    })
    await waitFor(actor, (s) => s.matches({ prefs: 'idle' }))
    actor.send({ type: 'chat.prefs', change: 'pin', chatid: 'user:b' })
    const failed = await waitFor(actor, (s) => s.context.prefsError !== undefined)
    expect(failed.context.prefsError).toEqual({ code: 'CHAT.PREFS', message: 'QuotaExceededError' })
    expect(failed.context.prefs.pinned).toEqual(['user:b'])
    actor.send({ type: 'chat.prefs', change: 'unpin', chatid: 'user:b' })
    expect(actor.getSnapshot().context.prefsError).toBeUndefined()
  })
})
