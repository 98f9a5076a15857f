/**
 * The size budget of the built app (issue 5): the JavaScript a first visit to /profile downloads — the
 * entry, its static imports, and the lazily loaded profile page with its static imports — is at most
 * 150 kB gzipped (130 kB aimed for and held), and none of it is ethers, starknet.js or the SDK (those load on use).
 * On the wire (the build's own `.br` files, as the mock node serves them) the page, its scripts and its styles
 * take at most 140 kB, and the page carries no inline script (the served CSP allows none). The MLS library
 * of end-to-end encrypted chat (issue 23) is in none of it: it loads in chunks of its own, held to a budget.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Manifest, type Plugin } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const BUDGET_BYTES = 150_000
/** The aim; reached by keeping the SDK lazy and using the declarative router. */
const AIM_BYTES = 130_000
/** Everything a first visit to /profile downloads, brotli as served (the "fast at every click" goal). */
const WIRE_BYTES = 140_000
/**
 * The chunks holding the MLS library (ts-mls, @hpke), gzipped (issue 23): 37.0 kB measured on 27 Nov 2026
 * (ts-mls with @hpke/core, and its keyPackage and privateMessage entries), ~25% headroom.
 */
const MLS_BUDGET_BYTES = 46_000
/** A string only ts-mls carries (its KeyPackage reference label): no first-visit chunk may hold it. */
const TS_MLS_MARKER = 'MLS 1.0 KeyPackage Reference'
const MLS_MODULE = /node_modules\/(ts-mls|@hpke)\//

interface BuildResult {
  outDir: string
  manifest: Manifest
  modulesByFile: Map<string, string[]>
}

const buildApp = async (): Promise<BuildResult> => {
  const outDir = mkdtempSync(join(tmpdir(), 'web3mq-budget-'))
  const modulesByFile = new Map<string, string[]>()
  const collector: Plugin = {
    name: 'collect-chunk-modules',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') modulesByFile.set(file, output.moduleIds)
      }
    },
  }
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      mode: 'production',
      logLevel: 'silent',
      plugins: [collector],
      build: { outDir, manifest: true, emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  return { outDir, manifest, modulesByFile }
}

/** A manifest key and everything it imports statically, as output file names. */
const staticClosure = (manifest: Manifest, key: string, seen = new Set<string>()): Set<string> => {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const css of chunk.css ?? []) seen.add(css)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

describe('bundle budget of a first visit to /profile', () => {
  let result: BuildResult
  let firstVisit: string[]
  let firstVisitFiles: string[]

  beforeAll(async () => {
    result = await buildApp()
    const profileKey = Object.keys(result.manifest).find((k) => k.endsWith('src/ui/profile/ProfilePage.tsx'))
    expect(profileKey, 'the profile page is a lazily loaded chunk').toBeDefined()
    const files = staticClosure(result.manifest, 'index.html')
    // main.tsx imports the app once the static shell has painted: part of every first visit. Its other
    // dynamic import, the sign-in dialog, comes only with intent on "Connect wallet" (shell-sign-in.ts).
    const later = (key: string) => key.endsWith('src/ui/auth/login.ts')
    for (const app of result.manifest['index.html']?.dynamicImports ?? [])
      if (!later(app)) staticClosure(result.manifest, app, files)
    staticClosure(result.manifest, profileKey as string, files)
    firstVisitFiles = [...files]
    firstVisit = firstVisitFiles.filter((f) => f.endsWith('.js'))
  }, 60_000)

  it('downloads at most 150 kB of gzipped JavaScript', () => {
    const sizes = firstVisit.map((file) => gzipSync(readFileSync(join(result.outDir, file))).length)
    const total = sizes.reduce((a, b) => a + b, 0)
    console.log(
      `first visit to /profile: ${(total / 1000).toFixed(1)} kB gzipped in ${firstVisit.length} files`,
    )
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES)
    expect(total, 'the 130 kB aim').toBeLessThanOrEqual(AIM_BYTES)
  })

  it('takes at most 140 kB on the wire, brotli as served, page and styles included', () => {
    const files = ['index.html', ...firstVisitFiles]
    const total = files
      .map((file) => readFileSync(join(result.outDir, `${file}.br`)).length)
      .reduce((a, b) => a + b)
    console.log(
      `first visit to /profile on the wire: ${(total / 1000).toFixed(1)} kB brotli in ${files.length} files`,
    )
    expect(total).toBeLessThanOrEqual(WIRE_BYTES)
  })

  it('has no inline script in index.html and preloads the profile chunk', () => {
    const html = readFileSync(join(result.outDir, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/)
      expect(body?.trim()).toBe('')
    }
    const profile =
      result.manifest[Object.keys(result.manifest).find((k) => k.endsWith('ProfilePage.tsx')) ?? '']
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${profile?.file}">`)
  })

  it('contains no ethers, no starknet.js and no SDK (they load only when used)', () => {
    const modules = firstVisit.flatMap((file) => result.modulesByFile.get(file) ?? [])
    expect(modules.length).toBeGreaterThan(0)
    const offenders = modules.filter(
      (id) => /node_modules\/(ethers|starknet|get-starknet-core)\//.test(id) || id.includes('/src/sdk/'),
    )
    expect(offenders).toEqual([])
  })

  it('[P9.17] [P2.9] names the on-demand chunks login, 16, 169 and 502 (sign-in, subscription, profile, shared)', () => {
    const fileOf = (module: string) =>
      Object.entries(result.manifest).find(([key]) => key.endsWith(module))?.[1].file
    const carrying = (module: string) =>
      [...result.modulesByFile].filter(([, ids]) => ids.some((id) => id.endsWith(module))).map(([f]) => f)
    expect(fileOf('src/ui/auth/login.ts')).toMatch(/^static\/js\/login-[\w-]+\.js$/)
    expect(fileOf('src/ui/subscription/SubscriptionPage.tsx')).toMatch(/^static\/js\/16-[\w-]+\.js$/)
    expect(fileOf('src/ui/profile/ProfilePage.tsx')).toMatch(/^static\/js\/169-[\w-]+\.js$/)
    // The shared one: the dialog shell, in a chunk of its own that both dialog users import.
    const [shared, ...more] = carrying('src/ui/wallet-modal/Dialog.tsx')
    expect(more).toEqual([])
    expect(shared).toMatch(/^static\/js\/502-[\w-]+\.js$/)
    for (const user of ['src/ui/auth/login.ts', 'src/ui/dapps/DappModals.tsx']) {
      const chunk = Object.entries(result.manifest).find(([key]) => key.endsWith(user))?.[1]
      expect(chunk?.imports?.map((key) => result.manifest[key]?.file)).toContain(shared)
    }
  })

  it('loads the MLS library (ts-mls, @hpke) only in its lazy chunk, within its budget', () => {
    const mlsChunks = [...result.modulesByFile]
      .filter(([, ids]) => ids.some((id) => MLS_MODULE.test(id)))
      .map(([file]) => file)
    expect(mlsChunks.length, 'the build carries ts-mls').toBeGreaterThan(0)
    expect(mlsChunks.filter((file) => firstVisit.includes(file))).toEqual([])
    const read = (file: string) => readFileSync(join(result.outDir, file))
    expect(firstVisit.filter((file) => read(file).includes(TS_MLS_MARKER))).toEqual([])
    expect(
      mlsChunks.some((file) => read(file).includes(TS_MLS_MARKER)),
      'the marker is in the MLS chunk',
    ).toBe(true)
    const total = mlsChunks.map((file) => gzipSync(read(file)).length).reduce((a, b) => a + b, 0)
    console.log(`MLS lazy chunks: ${(total / 1000).toFixed(1)} kB gzipped in ${mlsChunks.join(', ')}`)
    expect(total).toBeLessThanOrEqual(MLS_BUDGET_BYTES)
  })

  it('[P2.9] still ships the SDK and the Starknet wallet adapter as lazy chunks', () => {
    const all = [...result.modulesByFile.values()].flat()
    expect(all.some((id) => id.includes('/src/sdk/client.ts'))).toBe(true)
    expect(all.some((id) => id.includes('node_modules/get-starknet-core/'))).toBe(true)
  })
})
