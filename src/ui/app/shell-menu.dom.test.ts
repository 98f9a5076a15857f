import { afterEach, describe, expect, it } from 'vitest'
import { headerShellHtml } from './header-shell'
import { armShellMenu, clearShellMenu, shellMenuOpen } from './shell-menu'

const page = () => {
  document.body.innerHTML = `<div id="root">${headerShellHtml()}</div>`
  const menu = document.querySelector('header > button[aria-controls]')
  const panel = document.getElementById(menu?.getAttribute('aria-controls') ?? '')
  if (!(menu instanceof HTMLButtonElement) || !panel) throw new Error('no menu in the shell')
  return { menu, panel }
}

afterEach(() => {
  clearShellMenu(document)
  document.body.replaceChildren()
})

describe('the shell\'s "Menu", before the app has loaded', () => {
  it('is disabled as prerendered, and works once armed: it opens and closes the panel', () => {
    const { menu, panel } = page()
    expect(menu.disabled).toBe(true)
    armShellMenu(document)
    expect(menu.disabled).toBe(false)
    menu.click()
    expect([menu.getAttribute('aria-expanded'), panel.dataset.open, shellMenuOpen(document)]).toEqual([
      'true',
      'true',
      true,
    ])
    menu.click()
    expect([menu.getAttribute('aria-expanded'), panel.dataset.open, shellMenuOpen(document)]).toEqual([
      'false',
      'false',
      false,
    ])
  })

  it('closes on Escape, as the live menu does', () => {
    const { menu, panel } = page()
    armShellMenu(document)
    menu.click()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect([panel.dataset.open, shellMenuOpen(document)]).toEqual(['false', false])
  })

  it('leaves a page without the prerendered menu as it is', () => {
    document.body.innerHTML = '<header><button type="button" disabled>Menu</button></header>'
    armShellMenu(document)
    expect(document.querySelector('button')?.disabled).toBe(true)
  })
})
