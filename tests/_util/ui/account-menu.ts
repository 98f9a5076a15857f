import { fireEvent, within } from '@testing-library/react'

/** The header's signed-in account button (its name starts "Account:"). */
export const accountButton = (header: HTMLElement): HTMLElement =>
  within(header).getByRole('button', { name: /^Account:/ })

/** Opens the account menu (if closed) and returns its panel. */
export const openAccountMenu = (header: HTMLElement): HTMLElement => {
  const button = accountButton(header)
  if (button.getAttribute('aria-expanded') !== 'true') fireEvent.click(button)
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error('the account button controls no panel')
  return panel
}

/** What a person does to act on their account: open the menu, click the item by its name. */
export const accountAction = (header: HTMLElement, item: string): HTMLElement => {
  const target = within(openAccountMenu(header)).getByRole('button', { name: item })
  fireEvent.click(target)
  return target
}
