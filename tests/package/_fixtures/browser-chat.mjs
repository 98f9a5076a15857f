/**
 * The entry of the page bundled from the installed project (tests/package/install.package.ts): the chat of
 * ./chat.mjs in Chromium, `@w3mq/sdk/platform` under its `browser` condition (the page's WebSocket,
 * WebCrypto, IndexedDB). The page is served by the packaged mock node itself (`--serve-app`), so the node is at
 * `location.origin`; the text to send is read from `?text=` so the test owns it. The outcome goes to
 * `window.result`: `{ ok: true, origin, … }` or `{ ok: false, error }`.
 */
import { chat } from './chat.mjs'

const origin = location.origin
chat(origin, new URLSearchParams(location.search).get('text') ?? '').then(
  (result) => {
    window.result = { ok: true, origin, ...result }
  },
  (error) => {
    window.result = { ok: false, error: String(error?.stack ?? error) }
  },
)
