/**
 * `@` suggestions in a group's composer by keyboard (docs/product.md §14.8): typing `@Bo` lists the members it
 * may mean, the box names the chosen one, arrows move, Enter inserts `@Name ` instead of sending, Escape closes
 * the list and keeps the text, and the send carries the members the text may name.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Suspense, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { fakeServices, renderWithServices } from '../../../../tests/_util/ui/services'
import type { Member } from '../../../domain/messages/content/mention-text'
import { mentionsMachine } from '../../../machines/mentions/mentions.machine'
import type { LoadMembersInput } from '../../../machines/mentions/mentions.types'
import { Composer } from '../Composer'

const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'
const ME = 'user:a11ce'
const MEMBERS: Member[] = [
  { userid: ME, name: 'Alice' },
  { userid: 'user:b0b', name: 'Bob' },
  { userid: 'user:b0b2', name: 'Bobby Tables' },
]

const Harness = ({ onSend }: { onSend: (members?: readonly Member[]) => void }) => {
  const [draft, setDraft] = useState('')
  return (
    <Composer
      draft={draft}
      error={undefined}
      sending={false}
      onChange={setDraft}
      onSend={onSend}
      topic={GROUP}
      selfId={ME}
    />
  )
}

const show = async () => {
  const onSend = vi.fn()
  const services = fakeServices()
  services.fakes.chat.provide({
    mentions: mentionsMachine.provide({
      actors: { loadMembers: fromPromise<readonly Member[], LoadMembersInput>(async () => MEMBERS) },
    }),
  })
  // The composer suspends until the chat machines it asks for are there: rendered in an awaited act.
  await act(async () => {
    renderWithServices(
      <Suspense fallback={<p>Loading…</p>}>
        <Harness onSend={onSend} />
      </Suspense>,
      { services },
    )
  })
  const box = (await screen.findByRole('textbox', { name: 'Message' })) as HTMLTextAreaElement
  return { box, onSend }
}

/** Types `text` into the box with the caret at its end. */
const type = (box: HTMLTextAreaElement, text: string) => {
  fireEvent.change(box, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } })
}

describe('Composer: @ mentions', () => {
  it('suggests members for @Bo, moves with the arrows and inserts the chosen one with Enter', async () => {
    const { box, onSend } = await show()
    type(box, '@Bo')
    const list = await screen.findByRole('listbox', { name: 'People to mention' })
    const options = screen.getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['@Bob', '@Bobby Tables'])
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('@Bobby Tables')
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    fireEvent.keyDown(box, { key: 'Enter' })
    await waitFor(() => expect(box.value).toBe('@Bobby Tables '))
    expect(list.isConnected).toBe(false)
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith(MEMBERS)
  })

  it('closes the list on Escape and keeps the text; Enter then sends', async () => {
    const { box, onSend } = await show()
    type(box, 'hi @B')
    await screen.findByRole('listbox', { name: 'People to mention' })
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box.value).toBe('hi @B')
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }))
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('suggests nobody for an @ inside a word, nor oneself', async () => {
    const { box } = await show()
    // The members are in: a plain @ lists the others.
    type(box, '@')
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '@Bob',
      '@Bobby Tables',
    ])
    type(box, 'mail bob@B')
    expect(screen.queryByRole('listbox')).toBeNull()
    type(box, '@Ali')
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
