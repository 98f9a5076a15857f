import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type ContactsScript, fakeContactsMachine, person } from '../../../tests/_util/machines/contacts'
import { fakePeopleSearch } from '../../../tests/_util/machines/people-search'
import { fakePeopleServices } from '../../../tests/_util/ui/people-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { ContactsPage } from './ContactsPage'

afterEach(cleanup)

const open = (script: ContactsScript = {}, signedIn = true) => {
  const kit = fakeContactsMachine(script)
  renderWithServices(<ContactsPage />, {
    fake: { signedIn },
    route: '/contacts',
    path: '/contacts',
    services: {
      people: fakePeopleServices({
        contacts: kit.machine,
        peopleSearch: fakePeopleSearch([person(9, { nickname: 'Bob' }), person(1, { userid: 'user:alice' })]),
      }),
    },
  })
  return kit
}

describe('ContactsPage', () => {
  it('asks a signed-out visitor to sign in', async () => {
    open({}, false)
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeTruthy()
  })

  it('lists contacts with a profile link, Unfollow and Message on each row', async () => {
    open({ lists: { contacts: [person(1, { follow_status: 'follow_each' })] } })
    const row = within(await screen.findByRole('list', { name: 'Contacts' })).getByRole('listitem')
    expect(within(row).getByRole('link', { name: 'person 1' }).getAttribute('href')).toBe(
      '/profile/0x0000000000000000000000000000000000000001',
    )
    expect(within(row).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/chat/user:0001')
    expect(within(row).getByRole('button', { name: 'Unfollow' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('Unfollow on a contact ends the contact: the row leaves Contacts (docs/protocol.md §9.3)', async () => {
    const kit = open({
      lists: {
        contacts: [person(1, { follow_status: 'follow_each' }), person(2, { follow_status: 'follow_each' })],
      },
    })
    const contacts = await screen.findByRole('list', { name: 'Contacts' })
    const row = within(contacts).getAllByRole('listitem')[0] as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: 'Unfollow' }))
    await waitFor(() => expect(within(contacts).queryByRole('link', { name: 'person 1' })).toBeNull())
    expect(within(contacts).getAllByRole('listitem')).toHaveLength(1)
    expect(within(contacts).getByRole('link', { name: 'person 2' })).toBeTruthy()
    expect(kit.calls.find((c) => c.name === 'follow')?.input).toEqual({
      targetUserid: 'user:0001',
      action: 'cancel',
    })
  })

  it('Unfollow on a follower keeps the row and offers Follow again', async () => {
    open({ lists: { followers: [person(3, { follow_status: 'follow_each' })] } })
    fireEvent.click(await screen.findByRole('tab', { name: 'Followers' }))
    const row = within(await screen.findByRole('list', { name: 'Followers' })).getByRole('listitem')
    fireEvent.click(within(row).getByRole('button', { name: 'Unfollow' }))
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Follow' })).toBeTruthy())
  })

  it('[P4.28] received friend requests show the note, with Agree first', async () => {
    const kit = open({ lists: { received: [person(2, { content: 'Hi, it is Bob' })] } })
    fireEvent.click(await screen.findByRole('tab', { name: 'Requests received' }))
    const requests = await screen.findByRole('list', { name: 'Requests received' })
    expect(within(requests).getByText('Hi, it is Bob')).toBeTruthy()
    const buttons = within(requests).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['Agree', 'Reject'])
    fireEvent.click(buttons[0] as HTMLElement)
    await waitFor(() => expect(screen.getByText('No friend requests waiting.')).toBeTruthy())
    expect(kit.calls.find((c) => c.name === 'answerRequest')?.input).toEqual({
      targetUserid: 'user:0002',
      action: 'agree',
    })
  })

  it('a failed list says what happened and offers Try again', async () => {
    let fail = true
    open({
      load: async () => {
        if (fail) throw new Error('Network Error')
        return { items: [person(3)], total: 1 }
      },
    })
    expect((await screen.findByRole('alert')).textContent).toBe('The list could not be loaded: Network Error')
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'person 3' })).toBeTruthy()
  })

  it('the groups list links each group and its chat, and offers New group', async () => {
    open({ lists: { groups: [{ groupid: 'group:abc', group_name: 'Book club' }] } })
    fireEvent.click(await screen.findByRole('tab', { name: 'Groups' }))
    expect((await screen.findByRole('link', { name: 'Book club' })).getAttribute('href')).toBe(
      '/groups/group:abc',
    )
    expect(screen.getByRole('link', { name: 'Open chat' }).getAttribute('href')).toBe('/chat/group:abc')
    expect(screen.getByRole('link', { name: 'New group' }).getAttribute('href')).toBe('/groups/new')
  })

  it('Add friend: search, choose, add a note and send; the refusal keeps the note', async () => {
    const kit = open({
      send: async () => {
        throw new Error('This user does not accept friend requests')
      },
    })
    const add = await screen.findByRole('region', { name: 'Add friend' })
    fireEvent.change(within(add).getByLabelText('Find a person'), { target: { value: 'bob' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }))
    const found = await within(add).findByRole('list', { name: 'People found for bob' })
    fireEvent.click(within(found).getByRole('button', { name: 'Choose' }))
    fireEvent.change(within(add).getByLabelText('Note'), { target: { value: 'Hello Bob' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Send friend request' }))
    expect((await within(add).findByRole('alert')).textContent).toBe(
      'This user does not accept friend requests',
    )
    expect((within(add).getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Hello Bob')
    expect(kit.calls.find((c) => c.name === 'sendFriend')?.input).toEqual({
      targetUserid: 'user:0009',
      note: 'Hello Bob',
    })
  })

  it('the search leaves out the signed-in person', async () => {
    open()
    const add = await screen.findByRole('region', { name: 'Add friend' })
    fireEvent.change(within(add).getByLabelText('Find a person'), { target: { value: 'user' } })
    fireEvent.click(within(add).getByRole('button', { name: 'Search' }))
    const found = await within(add).findByRole('list', { name: 'People found for user' })
    expect(within(found).getAllByRole('listitem')).toHaveLength(1)
  })
})
