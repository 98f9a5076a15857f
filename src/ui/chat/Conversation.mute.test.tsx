/**
 * The open conversation's head offers "Mute notifications" for the chat or group it shows, by the topic it is
 * routed at (docs/product.md §14.6).
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { providedConversationMachine } from '../../../tests/_util/machines/conversation'
import { channel, providedInboxMachine } from '../../../tests/_util/machines/inbox'
import { fakeMute, type MuteScript } from '../../../tests/_util/machines/mute'
import { fakeServices, renderWithServices } from '../../../tests/_util/ui/services'
import { ChatPage } from './ChatPage'

afterEach(cleanup)

const open = (topic: string, script: MuteScript) => {
  const services = fakeServices({ signedIn: true })
  const mute = fakeMute(script)
  services.fakes.chat.provide({
    inbox: providedInboxMachine({ initial: [channel(topic, { chat_name: 'Team' })] }).machine,
    conversation: providedConversationMachine({}).machine,
    mute: mute.machine,
  })
  renderWithServices(<ChatPage />, { route: `/chat/${topic}`, path: '/chat/:chatid', services })
  return mute
}

const head = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Team' })).parentElement as HTMLElement

describe('the conversation head', () => {
  it('mutes the group it shows, beside the group details', async () => {
    const asked: string[] = []
    const mute = open('group:team', {
      read: async ({ topic }) => {
        asked.push(topic)
        return { available: true, muted: false }
      },
    })
    const toggle = await within(await head()).findByRole('button', { name: 'Mute notifications' })
    expect(within(await head()).getByRole('link', { name: 'Group details' })).toBeTruthy()
    fireEvent.click(toggle)
    expect(await screen.findByRole('button', { name: 'Unmute notifications' })).toBeTruthy()
    expect(asked).toEqual(['group:team'])
    expect(mute.changes).toEqual([{ topic: 'group:team', muted: true }])
  })
})
