/**
 * Browser signing rows of `npm run bench:browser`: in Chromium, the SDK's WebCrypto adapter and its noble
 * fallback (hex seed in, base64 out, as the SDK signs) against `crypto.subtle.sign` itself, interleaved
 * round by round by the shared harness. The page is a bundle of `signing-page.ts` served by the mock node.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { build } from 'vite'
import { compareAll, QUICK, type Round } from '../harness'
import { startServer } from '../node/process'
import { put } from './pages'

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Signing</title><script type="module" src="/static/js/signing.js"></script></head>
  <body></body>
</html>
`

const buildSigningDir = async (): Promise<string> => {
  const dir = mkdtempSync(join(tmpdir(), 'w3mq-bench-signing-'))
  mkdirSync(join(dir, 'static/js'), { recursive: true })
  await build({
    configFile: false,
    logLevel: 'warn',
    // The harness reads BENCH_QUICK from process.env, which a page does not have.
    define: { 'process.env.BENCH_QUICK': JSON.stringify(QUICK ? '1' : '') },
    build: {
      outDir: join(dir, 'static/js'),
      emptyOutDir: false,
      target: 'es2022',
      lib: {
        entry: join(import.meta.dirname, 'signing-page.ts'),
        formats: ['es'],
        fileName: () => 'signing.js',
      },
    },
  })
  put(dir, 'index.html', PAGE)
  return dir
}

/** Measures the signing rows in a page of `browser` and prints their table. */
export const signingRows = async (browser: Browser): Promise<void> => {
  const dir = await buildSigningDir()
  const server = await startServer({ mode: 'app', dir })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/`, { waitUntil: 'load' })
    await page.waitForFunction(() => 'ready' in ((window as unknown as { __sign?: object }).__sign ?? {}))
    console.log(`signing page: ${await page.evaluate('window.__sign.ready()')}`)
    // In-page code is passed as source text: tsx's name-keeping helpers would not exist in the page.
    const side =
      (name: string): Round =>
      () =>
        page.evaluate(`window.__sign.${name}()`) as Promise<number>
    const native = { name: 'crypto.subtle.sign', round: side('native') }
    await compareAll('browser signing: ed25519 over 200 bytes in Chromium (higher is faster)', [
      {
        name: 'signBase64With, WebCrypto adapter',
        unit: 'ops/s',
        ours: side('webCrypto'),
        reference: native,
      },
      { name: 'signBase64With, noble fallback', unit: 'ops/s', ours: side('noble'), reference: native },
    ])
  } finally {
    await context.close()
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
