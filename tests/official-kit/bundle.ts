/**
 * Bundles the page (`page/app.tsx`) with the root's esbuild into a fresh temporary folder, its packages
 * resolved from this folder's own `node_modules` (React 18 and the kit, apart from the app's React 19).
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'

const HERE = import.meta.dirname
const INSTALL = 'npm ci --prefix tests/official-kit --no-audit --no-fund'

export interface PageBundle {
  /** Path (`/app.js`, …) → what the page origin answers. */
  files: Map<string, { body: Buffer; contentType: string }>
  /** How long esbuild took, in ms. */
  buildMs: number
}

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Official kit suite</title>
<link rel="stylesheet" href="/app.css">
<style>html,body,#root{height:100%;margin:0}.hide{display:none!important}</style>
</head>
<body data-theme="light"><div id="root"></div><script type="module" src="/app.js"></script></body>
</html>
`

export const bundlePage = async (): Promise<PageBundle> => {
  if (!existsSync(join(HERE, 'node_modules', '@web3mq', 'react-components'))) {
    throw new Error(`the kit is not installed: run \`${INSTALL}\` first`)
  }
  const outdir = await mkdtemp(join(tmpdir(), 'official-kit-page-'))
  const started = performance.now()
  await build({
    entryPoints: [join(HERE, 'page', 'app.tsx')],
    outdir,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'chrome120',
    jsx: 'automatic',
    minify: true,
    logLevel: 'error',
    // The kit's stylesheet has an `@import` after other rules, which browsers ignore as well.
    logOverride: { 'invalid-@import': 'silent' },
    inject: [join(HERE, 'page', 'polyfills.ts')],
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    loader: {
      '.svg': 'dataurl',
      '.png': 'dataurl',
      '.woff': 'dataurl',
      '.woff2': 'dataurl',
      '.ttf': 'dataurl',
    },
  })
  const buildMs = performance.now() - started
  try {
    const files: PageBundle['files'] = new Map([
      ['/', { body: Buffer.from(HTML), contentType: 'text/html; charset=utf-8' }],
      ['/app.js', { body: await readFile(join(outdir, 'app.js')), contentType: 'text/javascript' }],
      ['/app.css', { body: await readFile(join(outdir, 'app.css')), contentType: 'text/css' }],
    ])
    return { files, buildMs }
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
}
