import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build as bundle } from 'esbuild'
import type { OutputChunk, PreRenderedChunk } from 'rolldown'
import { build, defineConfig, type Plugin } from 'vite'

/** The page `/` redirects to: its chunk is preloaded so a first visit does not wait for the router. */
const FIRST_ROUTE_MODULE = 'src/ui/profile/ProfilePage.tsx'
/** The page's entry script: it runs before the app. */
const ENTRY_MODULE = 'src/main.tsx'
/** The app main.tsx imports once the static shell has painted. */
const APP_MODULE = 'src/boot.tsx'
/** Renders the header as the session is at start, for index.html (build time only). */
const HEADER_SHELL_MODULE = 'src/ui/app/header-shell.tsx'
/** The static header of index.html the prerendered one replaces in a build. */
const SHELL_HEADER = '<div class="boot-header">Web3MQ</div>'
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
      // The chunk that runs a module: its facade, or the group chunk holding it (firstVisitChunk).
      const facade = (module: string) =>
        chunks.find((c) => c.facadeModuleId?.endsWith(module)) ??
        chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)))
      const entryImports = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]))
      const files = new Set(
        [...closureOf(facade(APP_MODULE)), ...closureOf(facade(FIRST_ROUTE_MODULE))].filter(
          (f) => !entryImports.has(f),
        ),
      )
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      // The app's own styles block the first paint: the prerendered header (prerenderHeader) is drawn with
      // them. The first route's styles are only fetched early (Vite applies them when its module loads).
      const appStyles = new Set(facade(APP_MODULE)?.viteMetadata?.importedCss ?? [])
      const styles = new Set(
        [...files]
          .flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])
          .filter((file) => !appStyles.has(file)),
      )
      const link = (attrs: Record<string, string | boolean>) => ({
        tag: 'link',
        attrs,
        injectTo: 'head' as const,
      })
      return [
        ...[...appStyles].map((file) => link({ rel: 'stylesheet', crossorigin: true, href: `/${file}` })),
        ...[...files].map((file) => link({ rel: 'modulepreload', crossorigin: true, href: `/${file}` })),
        ...[...styles].map((file) =>
          link({ rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }),
        ),
      ]
    },
  },
})

/**
 * Puts what the first visit runs in one chunk: every module src/boot.tsx reaches through static imports
 * (React, the router, XState, the composition root, the header) and the shared modules the first route's
 * screen imports, instead of a dozen small chunks that each cost a request and its headers (docs/product.md
 * §14.5). Modules the lazy chunks share with it come from it too: it is loaded on every visit anyway. The
 * closure is read from the module graph at the end of the build, before chunks are made.
 */
const firstVisitChunk = () => {
  const members = new Set<string>()
  // What the entry script runs itself (shell-sign-in.ts and what it reads) stays out of the app chunk, or the
  // entry would import the app and run it before the shell has painted; it joins the `helpers` chunk.
  const entryModules = new Set<string>()
  const plugin: Plugin = {
    name: 'first-visit-chunk',
    apply: 'build',
    buildEnd() {
      members.clear()
      entryModules.clear()
      const closure = (from: string | undefined): Set<string> => {
        const found = new Set<string>()
        const visit = (id: string) => {
          if (found.has(id)) return
          found.add(id)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next)
        }
        if (from) visit(from)
        return found
      }
      const ids = [...this.getModuleIds()]
      const entry = (module: string) => ids.find((id) => id.endsWith(module))
      const entryModule = entry(ENTRY_MODULE)
      for (const id of closure(entryModule)) if (id !== entryModule) entryModules.add(id)
      for (const id of closure(entry(APP_MODULE))) if (!entryModules.has(id)) members.add(id)
      // The first route's own modules stay in its named chunk (`169`); what other chunks import too joins.
      const routeModule = entry(FIRST_ROUTE_MODULE)
      const route = closure(routeModule)
      const importers = (id: string) => {
        const info = this.getModuleInfo(id)
        return [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]
      }
      for (const id of route)
        if (id !== routeModule && !entryModules.has(id) && importers(id).some((by) => !route.has(by)))
          members.add(id)
    },
  }
  return { plugin, test: (id: string) => members.has(id), entryTest: (id: string) => entryModules.has(id) }
}
const firstVisit = firstVisitChunk()

/**
 * Renders the header's HTML with React at build time: src/ui/app/header-shell.tsx bundled for Node (its
 * CSS module class names are named as in the app's build), run from a file under node_modules so its
 * imports of React and the router resolve, then removed.
 */
const renderHeaderShell = async (root: string): Promise<string> => {
  const built = await build({
    configFile: false,
    root,
    plugins: [react()],
    logLevel: 'error',
    build: { ssr: HEADER_SHELL_MODULE, write: false, minify: false },
  })
  const result = Array.isArray(built) ? built[0] : built
  const chunk = result && 'output' in result ? result.output[0] : undefined
  if (chunk?.type !== 'chunk') throw new Error(`prerender-header: ${HEADER_SHELL_MODULE} built nothing`)
  const dir = mkdtempSync(join(root, 'node_modules', '.header-shell-'))
  try {
    const file = join(dir, 'header-shell.mjs')
    writeFileSync(file, chunk.code)
    const { headerShellHtml } = (await import(pathToFileURL(file).href)) as { headerShellHtml: () => string }
    return headerShellHtml()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Puts the app's own header into index.html, rendered by React at build time from the frame the app
 * renders (renderHeaderShell), in place of the shell's plain one: the first paint shows the header a
 * person will use, and React's first render draws the same one over it (docs/product.md §14.5). A class
 * the built styles do not define fails the build rather than paint an unstyled header.
 */
const prerenderHeader = (): Plugin => {
  let root = process.cwd()
  return {
    name: 'prerender-header',
    apply: 'build',
    configResolved: (config) => {
      root = config.root
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html, ctx) => {
        if (!html.includes(SHELL_HEADER))
          throw new Error(`prerender-header: index.html has no ${SHELL_HEADER}`)
        const header = await renderHeaderShell(root)
        const css = Object.values(ctx.bundle ?? {})
          .flatMap((o) => (o.type === 'asset' && o.fileName.endsWith('.css') ? [String(o.source)] : []))
          .join('\n')
        const classes = [...header.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]?.split(/\s+/) ?? [])
        const missing = classes.filter((name) => name !== '' && !css.includes(`.${name}`))
        if (missing.length > 0) throw new Error(`prerender-header: no styles for ${missing.join(', ')}`)
        return html.replace(SHELL_HEADER, header)
      },
    },
  }
}

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
  plugins: [
    react(),
    firstVisit.plugin,
    preloadFirstRoute(),
    prerenderHeader(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    // docs/product.md §7: static chunks load from static/js and static/css.
    assetsDir: 'static',
    rollupOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Vite's preload helper and the shell's own modules, which the entry imports before the app:
            // apart from the app chunk, so importing them does not evaluate the app before the shell has
            // painted (main.tsx).
            {
              name: 'helpers',
              test: (id: string) => /^\0vite\/preload-helper/.test(id) || firstVisit.entryTest(id),
              priority: 1,
            },
            { name: 'app', test: firstVisit.test },
          ],
        },
        chunkFileNames: (chunk) => `static/js/${productChunkName(chunk) ?? '[name]'}-[hash].js`,
        assetFileNames: (info) =>
          info.names?.some((n) => n.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/[name]-[hash][extname]',
      },
    },
  },
})
