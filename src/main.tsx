import { signedOutAtStart } from './composition/signed-out-at-start'
import { keepShellFocus } from './ui/app/shell-focus'
import { armShellMenu } from './ui/app/shell-menu'
import { armShellSignIn } from './ui/app/shell-sign-in'

// docs/product.md §2: the light theme is set on the page at start (the theme switch may change it later).
document.documentElement.dataset.theme = 'light'
// Focus in the shell's header stays on the same control when React draws the live one.
keepShellFocus(document)
// A visit known to be signed out gets a working "Connect wallet" now, before the app has even arrived; intent
// on it fetches the sign-in dialog's code alongside the app's (a failure is the app's to report on the press).
// On a phone it sits behind "Menu", which then works too.
if (signedOutAtStart(window)) {
  armShellSignIn(document, () => void import('./ui/auth/login').catch(() => undefined))
  armShellMenu(document)
}

/**
 * index.html holds a static shell (header and a loading line) that the browser paints before any script
 * runs. Compiling and running the app's modules takes the main thread for tens of milliseconds (far more on
 * a busy machine), so they are imported after the frame that paints the shell (the files themselves are
 * fetched meanwhile, preloaded by index.html); React then replaces the shell. A hidden tab paints no
 * frames, so there the app starts at once, or as soon as the page is hidden.
 */
let started = false
const start = (): void => {
  if (started) return
  started = true
  const root = document.getElementById('root')
  if (root) void import('./boot').then(({ boot }) => boot(root))
}

if (document.visibilityState === 'visible') {
  // The callback runs as the next frame is produced; the timer's task comes after that frame's paint.
  requestAnimationFrame(() => setTimeout(start, 0))
  document.addEventListener('visibilitychange', start, { once: true })
} else {
  start()
}
