// docs/product.md §2: the light theme is set on the page at start (the theme switch may change it later).
document.documentElement.dataset.theme = 'light'

/**
 * index.html holds a static shell (header and a loading line) that the browser paints before any script
 * runs. Evaluating the app's modules takes the main thread for tens of milliseconds, so they are imported
 * after the shell's first frame (the files themselves are preloaded by index.html meanwhile); React then
 * replaces the shell. A hidden tab paints no frames, so a timer starts the app there.
 */
let started = false
const start = (): void => {
  if (started) return
  started = true
  const root = document.getElementById('root')
  if (root) void import('./boot').then(({ boot }) => boot(root))
}
requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, 100)
