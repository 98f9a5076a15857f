import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserClipboard } from './clipboard'

const navigatorWith = (writeText: (text: string) => Promise<void>): Navigator =>
  ({ clipboard: { writeText } }) as unknown as Navigator

afterEach(() => vi.restoreAllMocks())

describe('browser clipboard', () => {
  it('writes through the async Clipboard API', async () => {
    const written: string[] = []
    const clipboard = createBrowserClipboard(
      document,
      navigatorWith(async (text) => void written.push(text)),
    )
    await clipboard.writeText('0xabc')
    expect(written).toEqual(['0xabc'])
  })

  it('falls back to a selection copy and leaves no element behind', async () => {
    const exec = vi.fn((_command: string) => true)
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true })
    const refuse = async () => Promise.reject(new Error('NotAllowedError'))
    await createBrowserClipboard(document, navigatorWith(refuse)).writeText('0xdef')
    expect(exec).toHaveBeenCalledWith('copy')
    expect(document.querySelectorAll('textarea')).toHaveLength(0)
  })

  it('fails with a clear message when neither way copies', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true })
    const refuse = async () => Promise.reject(new Error('NotAllowedError'))
    await expect(createBrowserClipboard(document, navigatorWith(refuse)).writeText('x')).rejects.toThrow(
      'The browser did not allow copying',
    )
  })
})
