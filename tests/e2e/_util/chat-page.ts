/**
 * The open conversation as a person works it: its message log, a row by its text, the composer, and a send
 * that waits until the composer is empty again (the message is written).
 */
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

export const log = (page: Page): Locator => page.getByRole('log')

export const row = (page: Page, text: string): Locator =>
  log(page).getByRole('listitem').filter({ hasText: text })

export const composer = (page: Page): Locator => page.getByRole('textbox', { name: 'Message' })

/** Types `text` (line breaks with Shift+Enter) and sends it with Enter; resolves once the composer is empty. */
export const send = async (page: Page, text: string): Promise<void> => {
  const box = composer(page)
  await box.fill(text)
  await box.press('Enter')
  await expect.poll(() => box.inputValue()).toBe('')
}
