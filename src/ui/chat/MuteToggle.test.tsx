/**
 * A chat's "Mute notifications" toggle (docs/product.md §14.6), word for word: pressed while muted, busy while
 * the node saves, the failure said in an alert, and nothing at all on a node without Web Push.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeMute, type MuteScript } from '../../../tests/_util/machines/mute'
import { MuteToggle } from './MuteToggle'

const show = (script: MuteScript) => {
  const { machine, changes } = fakeMute(script)
  const view = render(<MuteToggle machine={machine} topic="user:pete" />)
  return { ...view, changes }
}

/** A change the test answers when it chooses. */
const pending = () => {
  let settle: (muted: boolean) => void = () => undefined
  let refuse: () => void = () => undefined
  const answer = new Promise<boolean>((resolve, reject) => {
    settle = resolve
    refuse = () => reject(new Error('Internal error'))
  })
  return { answer, settle: (muted: boolean) => settle(muted), refuse: () => refuse() }
}

afterEach(cleanup)

describe('MuteToggle', () => {
  it('mutes an unmuted chat: busy while saving, then pressed and named "Unmute notifications"', async () => {
    const change = pending()
    const { changes } = show({
      read: async () => ({ available: true, muted: false }),
      set: () => change.answer,
    })
    const button = await screen.findByRole('button', { name: 'Mute notifications' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute('disabled')).toBe(true)
    await act(async () => change.settle(true))
    const pressed = await screen.findByRole('button', { name: 'Unmute notifications' })
    expect(pressed.getAttribute('aria-pressed')).toBe('true')
    expect(pressed.hasAttribute('aria-busy')).toBe(false)
    expect(changes).toEqual([{ topic: 'user:pete', muted: true }])
  })

  it('shows a muted chat pressed, and keeps it so with an alert when the node refuses', async () => {
    const change = pending()
    show({ read: async () => ({ available: true, muted: true }), set: () => change.answer })
    const button = await screen.findByRole('button', { name: 'Unmute notifications' })
    expect(button.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button)
    await act(async () => change.refuse())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not change notifications for this conversation.',
    )
    expect(screen.getByRole('button', { name: 'Unmute notifications' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
  })

  it('shows nothing while the rules load, nor once a node without Web Push answered', async () => {
    const read = pending()
    const none = show({ read: async () => ({ available: await read.answer, muted: false }) })
    const beside = show({ read: async () => ({ available: !(await read.answer), muted: false }) })
    expect(none.container.innerHTML).toBe('')
    expect(beside.container.innerHTML).toBe('')
    await act(async () => read.settle(false))
    // Both answers came at once: the toggle of the node with Web Push shows, the other stays empty.
    expect(await within(beside.container).findByRole('button', { name: 'Mute notifications' })).toBeTruthy()
    expect(none.container.innerHTML).toBe('')
  })
})
