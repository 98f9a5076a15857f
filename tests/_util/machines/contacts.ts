/**
 * Fakes for the contacts machine's actors, shared by the machine and page tests: a scripted node with
 * lists per tab, recording every call, and a live feed the test pushes changes into. Test support only.
 */

import { contactsMachine } from '../../../src/machines/contacts/contacts.machine'
import type {
  Contact,
  ContactsEvent,
  ContactsItem,
  ContactsRequests,
  ContactsTab,
} from '../../../src/machines/contacts/contacts.types'
import { fromWatch, promiseActors } from '../../../src/machines/kit'

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
  load?: ContactsRequests['loadTab']
  follow?: ContactsRequests['follow']
  answer?: ContactsRequests['answerRequest']
  send?: ContactsRequests['sendFriend']
}

/** The contacts machine on scripted actors, its call log, and `live()` to push a contact change. */
export const fakeContactsMachine = (script: ContactsScript = {}) => {
  const calls: { name: string; input: unknown }[] = []
  let push: ((event: ContactsEvent) => void) | undefined
  const size = script.pageSize ?? 50
  const none = async () => undefined
  const requests: ContactsRequests = {
    loadTab:
      script.load ??
      (async ({ tab, page }) => {
        const all = script.lists?.[tab] ?? []
        return { items: all.slice((page - 1) * size, page * size), total: all.length }
      }),
    follow: script.follow ?? none,
    answerRequest: script.answer ?? none,
    sendFriend: script.send ?? none,
  }
  const machine = contactsMachine.provide({
    actors: {
      ...promiseActors(requests, (name, input) => calls.push({ name, input })),
      liveContacts: fromWatch<ContactsEvent>((send) => {
        push = send
        return () => {
          push = undefined
        }
      }),
    },
  })
  return { machine, calls, live: () => push?.({ type: 'contacts.changed' }) }
}
