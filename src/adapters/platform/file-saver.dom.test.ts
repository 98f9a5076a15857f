import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBrowserFileSaver } from './file-saver'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('browser file saver', () => {
  it('downloads the text through a Blob URL on a hidden <a download>, then revokes it', async () => {
    const blobs: Blob[] = []
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:http://localhost/key-pairs'
    })
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicks: { href: string; download: string; hidden: boolean; attached: boolean }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({
        href: this.href,
        download: this.download,
        hidden: this.style.display === 'none',
        attached: document.body.contains(this),
      })
    })
    // '#' and '%' cut or corrupt a data: URL; a Blob keeps every byte.
    const text = 'PrivateKey: ab#cd%20\nPublicKey: 0x12#34\n'
    await createBrowserFileSaver(document).saveText('KeyPairs', text)

    expect(created).toHaveBeenCalledTimes(1)
    expect(clicks).toEqual([
      { href: 'blob:http://localhost/key-pairs', download: 'KeyPairs', hidden: true, attached: true },
    ])
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8')
    expect(await blobs[0]?.text()).toBe(text)
    expect(document.querySelectorAll('a').length).toBe(0)
    await vi.waitFor(() => expect(revoked).toHaveBeenCalledWith('blob:http://localhost/key-pairs'))
  })

  it('rejects when the platform cannot create the link target', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('blob URLs are disabled')
    })
    await expect(createBrowserFileSaver(document).saveText('KeyPairs', 'x')).rejects.toThrow(
      'blob URLs are disabled',
    )
  })
})
