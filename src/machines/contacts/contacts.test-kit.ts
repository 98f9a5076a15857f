/**
 * Fakes for the contacts machine's actors, shared by the machine and page tests: a scripted node with
 * lists per tab, recording every call, and a live feed the test pushes changes into. Test support only.
 */
import { fromCallback, fromPromise } from 'xstate'
import { contactsMachine } from './contacts.machine'
import type {
  AnswerInput,
  Contact,
  ContactsEvent,
  ContactsItem,
  ContactsTab,
  FollowInput,
  SendFriendInput,
  TabPage,
  TabPageInput,
} from './contacts.types'

export const person = (n: number, extra: Partial<Contact> = {}): Contact => ({
  userid: `user:${String(n).padStart(4, '0')}`,
  nickname: `person ${n}`,
  wallet_address: `0x${String(n).padStart(40, '0')}`,
  ...extra,
})

export interface ContactsScript {
  /** Items per tab, all on page 1 unless `pageSize` splits them. */
  lists?: Partial<Record<ContactsTab, ContactsItem[]>>
  pageSize?: number
  load?: (input: TabPageInput) => Promise<TabPage>
  follow?: (input: FollowInput) => Promise<void>
  answer?: (input: AnswerInput) => Promise<void>
  send?: (input: SendFriendInput) => Promise<void>
}

/** The contacts machine on scripted actors, its call log, and `live()` to push a contact change. */
export const fakeContactsMachine = (script: ContactsScript = {}) => {
  const calls: { name: string; input: unknown }[] = []
  let push: ((event: ContactsEvent) => void) | undefined
  const size = script.pageSize ?? 50
  const load =
    script.load ??
    (async ({ tab, page }: TabPageInput): Promise<TabPage> => {
      const all = script.lists?.[tab] ?? []
      return { items: all.slice((page - 1) * size, page * size), total: all.length }
    })
  const logged = <I, O>(name: string, fn: (input: I) => Promise<O>) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ name, input })
      return fn(input)
    })
  const machine = contactsMachine.provide({
    actors: {
      loadTab: logged('loadTab', load),
      follow: logged('follow', script.follow ?? (async () => undefined)),
      answerRequest: logged('answerRequest', script.answer ?? (async () => undefined)),
      sendFriend: logged('sendFriend', script.send ?? (async () => undefined)),
      liveContacts: fromCallback<ContactsEvent>(({ sendBack }) => {
        push = sendBack
        return () => {
          push = undefined
        }
      }),
    },
  })
  return { machine, calls, live: () => push?.({ type: 'contacts.changed' }) }
}
