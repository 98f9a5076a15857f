/**
 * The two sites the browser bench compares: the production build of the app, and a static page holding
 * one "Connect wallet" button whose click shows a list. Both are written to temp folders with `.br`/`.gz`
 * siblings and served by the same mock-node static serving, so only the pages differ.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'vite'

/** The production build a person gets (Vitest-free, but NODE_ENV may still say test). */
export const buildAppDir = async (): Promise<string> => {
  const outDir = mkdtempSync(join(tmpdir(), 'w3mq-bench-app-'))
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ logLevel: 'warn', mode: 'production', build: { outDir, emptyOutDir: true } })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  return outDir
}

const BUTTON_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>One button</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/static/js/button-0000.js"></script>
  </head>
  <body>
    <header><button type="button">Connect wallet</button></header>
  </body>
</html>
`

// A script file, not inline: the served CSP allows no inline script.
// It marks the button as working (`data-sign-in`, as the app's sign-in controls carry) once the handler is on.
const BUTTON_SCRIPT = `const button = document.querySelector('button')
button.addEventListener('click', () => {
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-label', 'Connect a wallet')
  const list = document.createElement('ul')
  list.setAttribute('aria-label', 'Wallets')
  for (const name of ['Dev wallet', 'Web3MQ']) {
    const item = document.createElement('li')
    item.textContent = name
    list.append(item)
  }
  dialog.append(list)
  document.body.append(dialog)
})
button.dataset.signIn = ''
`

export const put = (dir: string, file: string, body: string): void => {
  const path = join(dir, file)
  writeFileSync(path, body)
  writeFileSync(`${path}.br`, brotliCompressSync(body))
  writeFileSync(`${path}.gz`, gzipSync(body))
}

/** The one-button reference page, shaped like a build (index.html + a hashed static script). */
export const writeButtonDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'w3mq-bench-button-'))
  mkdirSync(join(dir, 'static/js'), { recursive: true })
  put(dir, 'index.html', BUTTON_PAGE)
  put(dir, 'static/js/button-0000.js', BUTTON_SCRIPT)
  return dir
}
