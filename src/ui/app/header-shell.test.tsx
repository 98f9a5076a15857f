import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '../../../tests/_util/ui/render-app'
import styles from './app.module.css'
import { headerShellHtml } from './header-shell'
import { PageLoading } from './PageLoading'
import { SHELL_LOADING_ID, SHELL_SIGNED_OUT_ID } from './shell-sign-in'

/**
 * The header's markup without what differs between two renders of it: generated ids, the current page's
 * link, the selected option's attribute (the server writes it, the client sets the property), and the
 * prerendered controls' `disabled` (asserted on its own).
 */
const normalised = (html: string): string =>
  html
    .replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '')
    .replace(/ (id|for|aria-controls|aria-current|selected|disabled)="[^"]*"/g, '')
    .replaceAll(` ${styles.active}`, '')
    .replace(/ class="([^"]*?) +"/g, ' class="$1"')

const shell = (): HTMLElement => {
  const host = document.createElement('div')
  host.innerHTML = headerShellHtml()
  document.body.replaceChildren(host)
  const header = host.querySelector('header')
  if (!header) throw new Error('the shell has no <header>')
  return header
}

const ProfilePage = () => <h1>Profile page</h1>

afterEach(() => document.body.replaceChildren())

describe('the header prerendered into index.html', () => {
  it('is the app header as it is at start: name, navigation, theme, "Checking your session…"', () => {
    const header = shell()
    expect(within(header).getByRole('link', { name: 'Web3MQ' }).getAttribute('href')).toBe('/profile')
    const nav = within(header).getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Profile', '/profile'],
      ['Messages', '/chat'],
      ['Contacts', '/contacts'],
      ['Binding Settings', '/bind/subscribeManagement'],
    ])
    expect(within(header).getByRole('status').textContent).toBe('Checking your session…')
    expect(within(header).getByRole('combobox', { name: 'Theme' })).toHaveProperty('value', 'light')
    // Nothing pressed before the app has loaded may be taken and then lost: its controls wait, disabled.
    expect(within(header).getByRole('combobox', { name: 'Theme' })).toHaveProperty('disabled', true)
    expect(within(header).getByRole('button', { name: 'Menu', hidden: true })).toHaveProperty(
      'disabled',
      true,
    )
    // The shell is the same page for every path: no link is marked as the current one.
    expect(header.innerHTML).not.toContain(styles.active)
    expect(header.innerHTML).not.toContain('aria-current')
    expect(within(header).queryByRole('button', { name: 'Connect wallet' })).toBeNull()
  })

  it("is what React's first render of the header draws, so taking over changes nothing on screen", async () => {
    renderApp({ route: '/profile', pages: { ProfilePage } })
    const live = screen.getByRole('banner')
    expect(within(live).getByRole('status').textContent).toBe('Checking your session…')
    expect(within(live).getByRole('combobox', { name: 'Theme' })).toHaveProperty('disabled', false)
    const first = normalised(live.outerHTML)
    expect(first).toBe(normalised(shell().outerHTML))
    // Once the session is known the live header goes on: signed out, it offers the sign-in.
    await within(live).findByRole('button', { name: 'Connect wallet' })
  })

  it("starts the live header's menu as the shell's was left, and closes it on the next page as ever", async () => {
    document.documentElement.setAttribute('data-shell-menu-open', '')
    renderApp({ route: '/profile', pages: { ProfilePage } })
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: 'Menu', hidden: true })
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    expect(document.documentElement.hasAttribute('data-shell-menu-open')).toBe(false)
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Messages' }))
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'))
  })

  it("holds, inert, the live header's signed-out account area and the loading line, for the entry script", async () => {
    const header = shell()
    const template = (id: string) => {
      const found = header.querySelector(`template#${id}`)
      if (!(found instanceof HTMLTemplateElement)) throw new Error(`no template #${id}`)
      return found.innerHTML
    }
    // Right after the session line, which the entry script swaps it for (shell-sign-in.ts).
    expect(header.querySelector(`#${SHELL_SIGNED_OUT_ID}`)?.previousElementSibling?.textContent).toBe(
      'Checking your session…',
    )
    const prerendered = { account: template(SHELL_SIGNED_OUT_ID), loading: template(SHELL_LOADING_ID) }
    document.body.replaceChildren()
    renderApp({ route: '/profile', pages: { ProfilePage } })
    const button = await within(screen.getByRole('banner')).findByRole('button', { name: 'Connect wallet' })
    expect(prerendered.account).toBe(button.parentElement?.outerHTML)
    expect(prerendered.loading).toBe(renderToStaticMarkup(<PageLoading />))
  })
})
