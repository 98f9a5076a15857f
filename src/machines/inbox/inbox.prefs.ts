/**
 * The inbox's pinned and archived chats (docs/product.md §14.12): read from this device
 * once, changed at once on screen and saved after (a change made while saving is saved next), and an archived
 * chat a new message brought back, once the mutes are known, saved as no longer archived. The rules are the
 * domain's (`domain/search/chat-prefs.ts`).
 */
import { assign } from 'xstate'
import { archive, type ChatPrefs, pin, settled, unarchive, unpin } from '../../domain/search'
import { toUiError } from '../kit'
import { inboxSetup, revivedChats } from './inbox.setup'
import { type InboxContext, PREFS_FAILED, type PrefsChange } from './inbox.types'

const changed = (context: InboxContext, change: PrefsChange, chatid: string): ChatPrefs => {
  const { prefs } = context
  if (change === 'pin') return pin(prefs, chatid)
  if (change === 'unpin') return unpin(prefs, chatid)
  if (change === 'unarchive') return unarchive(prefs, chatid)
  const chat = context.channels.find((c) => c.chatid === chatid)
  return archive(prefs, { chatid, updatedAt: chat?.updatedAt })
}

const change = inboxSetup.assign(({ context, event }) =>
  event.type === 'chat.prefs'
    ? { prefs: changed(context, event.change, event.chatid), prefsDirty: true, prefsError: undefined }
    : {},
)

export const prefsRegion = inboxSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadPrefs',
        onDone: { target: 'idle', actions: assign({ prefs: ({ event }) => event.output }) },
        // Nothing stored could be read: none, and changes are still tried.
        onError: 'idle',
      },
    },
    idle: {
      always: {
        guard: 'hasRevived',
        target: 'saving',
        actions: assign({ prefs: ({ context }) => settled(context.prefs, revivedChats(context)) }),
      },
      on: { 'chat.prefs': { target: 'saving', actions: change } },
    },
    saving: {
      entry: assign({ prefsDirty: false }),
      on: { 'chat.prefs': { actions: change } },
      invoke: {
        src: 'savePrefs',
        input: ({ context }) => context.prefs,
        onDone: [{ guard: 'prefsDirty', target: 'saving', reenter: true }, { target: 'idle' }],
        onError: {
          target: 'idle',
          actions: assign({
            prefsError: ({ event }) => toUiError(event.error, { code: 'CHAT.PREFS', message: PREFS_FAILED }),
          }),
        },
      },
    },
  },
})
