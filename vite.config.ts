import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build as bundle } from 'esbuild'
import type { OutputChunk, PreRenderedChunk } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'

/** The page `/` redirects to: its chunk is preloaded so a first visit does not wait for the router. */
const FIRST_ROUTE_MODULE = 'src/ui/profile/ProfilePage.tsx'
/** The app main.tsx imports once the static shell has painted. */
const APP_MODULE = 'src/boot.tsx'
/** The service worker's source, built on its own to `/sw.js`. */
const SERVICE_WORKER = 'src/sw/service-worker.ts'
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/

/**
 * docs/product.md §9 chunk names, each given to the chunk that holds what the product loads on demand
 * (§2): `login` the sign-in flow, `16` the subscription screen, `169` the profile screen, `502` the dialog
 * shell the sign-in flow and the dapp dialogs share. Chunks the product has no name for (the SDK runtime,
 * wallet adapters, libraries) keep their module's name.
 */
const PRODUCT_CHUNKS: readonly (readonly [name: string, module: string])[] = [
  ['login', 'src/ui/auth/login.ts'],
  ['16', 'src/ui/subscription/SubscriptionPage.tsx'],
  ['169', 'src/ui/profile/ProfilePage.tsx'],
  ['502', 'src/ui/wallet-modal/Dialog.tsx'],
]

/** A screen's own chunk by its entry module; the shared one by the module it carries. */
const productChunkName = (chunk: PreRenderedChunk): string | undefined => {
  const named = chunk.facadeModuleId
    ? PRODUCT_CHUNKS.find(([, module]) => chunk.facadeModuleId?.endsWith(module))
    : PRODUCT_CHUNKS.find(([, module]) => chunk.moduleIds.some((id) => id.endsWith(module)))
  return named?.[0]
}

/** A chunk and its static imports, as file names. */
const closureOf = (chunk: OutputChunk | undefined): string[] =>
  chunk ? [chunk.fileName, ...chunk.imports] : []

/**
 * Adds `<link rel="modulepreload">` for the app module main.tsx imports after the first paint, and for
 * the first route's lazy chunk, each with its static imports. Vite preloads only the entry's static
 * imports; without this each would be fetched one round trip later, after the code that imports it ran.
 */
const preloadFirstRoute = (): Plugin => ({
  name: 'preload-first-route',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => {
      const bundle = ctx.bundle ?? {}
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk')
      const facade = (module: string) => chunks.find((c) => c.facadeModuleId?.endsWith(module))
      const entryImports = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]))
      const files = new Set(
        [...closureOf(facade(APP_MODULE)), ...closureOf(facade(FIRST_ROUTE_MODULE))].filter(
          (f) => !entryImports.has(f),
        ),
      )
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      // The app's styles load with its module (Vite adds them when it is imported): fetched early here,
      // without blocking the shell's paint as a stylesheet link would.
      const styles = new Set([...files].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))
      const link = (attrs: Record<string, string | boolean>) => ({
        tag: 'link',
        attrs,
        injectTo: 'head' as const,
      })
      return [
        ...[...files].map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `/${file}` })),
        ...[...styles].map((file) =>
          link({ rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }),
        ),
      ]
    },
  },
})

/**
 * Emits the service worker as `/sw.js`: one classic script with no imports (a worker registered without
 * `type: 'module'` runs in every browser), at the root so its scope is the whole app, and under a fixed
 * name, never hashed, since the browser finds a new version by fetching the same URL again. Bundled apart
 * from the app so it shares no chunk with it.
 */
const serviceWorker = (): Plugin => {
  let root = process.cwd()
  return {
    name: 'service-worker',
    apply: 'build',
    configResolved: (config) => {
      root = config.root
    },
    generateBundle: async function () {
      const built = await bundle({
        absWorkingDir: root,
        entryPoints: [SERVICE_WORKER],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
      })
      const source = built.outputFiles[0]?.text
      if (source === undefined) throw new Error(`service worker: ${SERVICE_WORKER} built nothing`)
      this.emitFile({ type: 'asset', fileName: 'sw.js', source })
    },
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build. Compressing once at build time (brotli at
 * its best quality) costs nothing per request and nothing at node start; the mock node serves the
 * sibling that matches Accept-Encoding.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle: (options, bundle) => {
    const dir = options.dir ?? 'dist'
    for (const file of Object.keys(bundle)) {
      if (!COMPRESSIBLE.test(file) || file.startsWith('.vite/')) continue
      const raw = readFileSync(join(dir, file))
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
      writeFileSync(join(dir, `${file}.br`), br)
      writeFileSync(join(dir, `${file}.gz`), gzipSync(raw, { level: 9 }))
    }
  },
})

export default defineConfig({
  plugins: [react(), preloadFirstRoute(), serviceWorker(), precompress()],
  build: {
    target: 'es2022',
    // docs/product.md §7: static chunks load from static/js and static/css.
    assetsDir: 'static',
    rollupOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: (chunk) => `static/js/${productChunkName(chunk) ?? '[name]'}-[hash].js`,
        assetFileNames: (info) =>
          info.names?.some((n) => n.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/[name]-[hash][extname]',
      },
    },
  },
})
