import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  authInfo,
  DEVICE,
  providedSubscriptionMachine,
  type SubscriptionScript,
  webPushLoad,
} from '../../../tests/_util/machines/subscription'
import { fakeScreenServices } from '../../../tests/_util/ui/screen-services'
import { renderWithServices } from '../../../tests/_util/ui/services'
import { DEFAULT_PUSH_RULES } from '../../domain/push/rules'
import { SubscriptionPage } from './SubscriptionPage'

afterEach(cleanup)

const TITLE = 'Notifications when the app is closed'

/** The page with the push server authorised and a node that can push, unless the script says otherwise. */
const open = async (script: SubscriptionScript = {}) => {
  const calls: string[] = []
  renderWithServices(<SubscriptionPage />, {
    fake: { signedIn: true },
    services: {
      screens: fakeScreenServices({
        subscription: providedSubscriptionMachine(
          { authInfo: async () => authInfo(1), webPush: async () => webPushLoad(), ...script },
          calls,
        ),
      }),
    },
  })
  const section = await screen.findByRole('region', { name: TITLE })
  return { section, calls }
}

const deviceSwitch = (section: HTMLElement) =>
  within(section).getByRole('switch', { name: 'Notify me on this device' })

describe('Notifications when the app is closed', () => {
  it('says only that the node cannot push when it has no channel', async () => {
    const { section } = await open({ webPush: undefined })
    const sentence =
      'This node cannot send notifications while the app is closed. You are still notified while a tab is open.'
    await within(section).findByText(sentence)
    expect(section.textContent).toBe(`${TITLE}${sentence}`)
  })

  it('keeps the rules in a browser that cannot push, without the switch', async () => {
    const { section } = await open({ webPush: async () => webPushLoad({ supported: false }) })
    await within(section).findByText(
      'This browser cannot receive notifications while the app is closed. You are still notified while a tab is open.',
    )
    expect(within(section).queryByRole('switch')).toBeNull()
    expect(within(section).getByRole('group', { name: 'Notify me about' })).toBeTruthy()
  })

  it('disables the switch until the push server is authorised', async () => {
    const { section } = await open({ authInfo: async () => authInfo(0) })
    const toggle = await within(section).findByRole('switch', { name: 'Notify me on this device' })
    expect((toggle as HTMLButtonElement).disabled).toBe(true)
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(
      within(section).getByText('Authorize the push server above to get notifications on this device.'),
    ).toBeTruthy()
  })

  it('turns this device on and off, saying so and counting the devices', async () => {
    const { section, calls } = await open({ registerDevice: async () => 2 })
    fireEvent.click(await within(section).findByRole('switch', { name: 'Notify me on this device' }))
    await within(section).findByText('This device gets notifications while the app is closed.')
    expect(deviceSwitch(section).getAttribute('aria-checked')).toBe('true')
    expect(within(section).getByText('Notifications reach 2 of your devices.')).toBeTruthy()
    expect(calls).toContain(`registerDevice:${DEVICE.endpoint}`)
    fireEvent.click(deviceSwitch(section))
    await within(section).findByText('This device no longer gets notifications while the app is closed.')
    expect(deviceSwitch(section).getAttribute('aria-checked')).toBe('false')
    expect(within(section).getByText('Notifications reach 1 of your devices.')).toBeTruthy()
  })

  it('shows why the switch stayed off in an alert under it', async () => {
    const { section } = await open({ permission: async () => 'denied' })
    fireEvent.click(await within(section).findByRole('switch', { name: 'Notify me on this device' }))
    expect((await within(section).findByRole('alert')).textContent).toBe(
      "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.",
    )
    expect(deviceSwitch(section).getAttribute('aria-checked')).toBe('false')
  })

  it('lists a checkbox per source, quiet hours in the zone, and saves each change', async () => {
    const { section, calls } = await open()
    const rules = await within(section).findByRole('group', { name: 'Notify me about' })
    const boxes = within(rules).getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual([
      'Direct messages',
      'Group messages',
      'Posts from people you follow',
      'Topics you subscribe to',
      'Friend requests and new followers',
      'Group invitations and join requests',
      'Quiet hours',
    ])
    expect(boxes.map((b) => b.checked)).toEqual([true, true, true, true, true, true, false])
    expect((within(rules).getByLabelText('From') as HTMLInputElement).value).toBe('22:00')
    expect((within(rules).getByLabelText('To') as HTMLInputElement).value).toBe('07:00')
    expect(within(rules).getByText('(Europe/Paris)')).toBeTruthy()

    fireEvent.click(within(rules).getByRole('checkbox', { name: 'Direct messages' }))
    await waitFor(() => expect(rules.getAttribute('aria-busy')).toBe('false'))
    fireEvent.click(within(rules).getByRole('checkbox', { name: 'Quiet hours' }))
    await waitFor(() => expect(calls.filter((c) => c.startsWith('saveWebPushRules'))).toHaveLength(2))
    expect(calls.filter((c) => c.startsWith('saveWebPushRules'))).toEqual([
      'saveWebPushRules:off=chats;muted=0;quiet=none',
      'saveWebPushRules:off=chats;muted=0;quiet=1320-420@Europe/Paris',
    ])
  })

  it('puts a checkbox back and says so when the change cannot be saved', async () => {
    const { section } = await open({ saveRules: async () => Promise.reject(new Error('offline')) })
    const box = (await within(section).findByRole('checkbox', { name: 'Group messages' })) as HTMLInputElement
    fireEvent.click(box)
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Could not save your notification settings.',
    )
    expect(box.checked).toBe(true)
  })

  it('counts the muted conversations and unmutes them all', async () => {
    const muted = { ...DEFAULT_PUSH_RULES, muted: ['user:bob', 'group:1'] }
    const { section, calls } = await open({
      webPush: async () => webPushLoad({ settings: { rules: muted, subscriptions: 1 } }),
    })
    await within(section).findByText('Muted conversations: 2')
    fireEvent.click(within(section).getByRole('button', { name: 'Unmute all' }))
    await waitFor(() => expect(within(section).queryByText('Muted conversations: 2')).toBeNull())
    expect(calls).toContain('saveWebPushRules:off=;muted=0;quiet=none')
  })
})
