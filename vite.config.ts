import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { PreRenderedChunk } from 'rolldown'
import { defineConfig, type Plugin } from 'vite'

/** The page `/` redirects to: its chunk is preloaded so a first visit does not wait for the router. */
const FIRST_ROUTE_MODULE = 'src/ui/profile/ProfilePage.tsx'
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

/**
 * Adds `<link rel="modulepreload">` for the first route's lazy chunk and its static imports. Vite
 * preloads only the entry's static imports; without this the profile chunk is fetched after the entry
 * has run, one round trip later.
 */
const preloadFirstRoute = (): Plugin => ({
  name: 'preload-first-route',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, ctx) => {
      const bundle = ctx.bundle ?? {}
      const chunks = Object.values(bundle).filter((o) => o.type === 'chunk')
      const route = chunks.find((c) => c.facadeModuleId?.endsWith(FIRST_ROUTE_MODULE))
      if (!route) return []
      const entryImports = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]))
      const files = [route.fileName, ...route.imports].filter((f) => !entryImports.has(f))
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }))
    },
  },
})

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
  plugins: [react(), preloadFirstRoute(), precompress()],
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
