import { describe, expect, it } from 'vitest'
import { detectBrowserStore } from './browser-store'

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iosFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  androidBrowser:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  electron:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) my-app/1.0.0 Chrome/124.0.0.0 Electron/30.0.0 Safari/537.36',
}

describe('detectBrowserStore (get-starknet Bowser mapping)', () => {
  it.each([
    ['chrome', 'chrome'],
    ['firefox', 'firefox'],
    ['edge', 'edge'],
    ['opera', 'chrome'],
    ['headlessChrome', 'chrome'],
    ['safari', 'safari'],
    ['iosSafari', 'safari'],
    ['iosChrome', 'chrome'],
    ['iosFirefox', 'firefox'],
    ['androidBrowser', 'chrome'],
    ['electron', 'chrome'],
  ] as const)('%s → %s', (browser, store) => {
    expect(detectBrowserStore(UA[browser])).toBe(store)
  })

  it('gives no store (so no install links) for unknown agents', () => {
    expect(detectBrowserStore('curl/8.5.0')).toBeNull()
    expect(detectBrowserStore('')).toBeNull()
    expect(detectBrowserStore(undefined)).toBeNull()
  })
})
