/**
 * `npm run build:sdk`: builds the two packages of docs/packages into build/packages/<folder> — `@w3mq/sdk`
 * (ESM, code split across its entries, dependencies left to the installer) and `@w3mq/mock-node` (one file per
 * entry: the API, the CLI and the push worker, which the node starts from beside itself). Declarations come
 * from the project's TypeScript; package.json is written from scripts/package/manifests.ts and the imports the
 * bundles keep. Nothing outside build/packages is touched.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { basename, join, relative, resolve } from 'node:path'
import { type BuildOptions, build, type Metafile } from 'esbuild'
import { aliasTarget } from '../aliases'
import { emitDeclarations, rewriteSpecifiers } from './declarations'
import { type Entry, MOCK_NODE, type PackageSpec, SDK } from './manifests'

const ROOT = resolve(import.meta.dirname, '../..')
export const PACKAGES_DIR = join(ROOT, 'build/packages')

const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  engines: { node: string }
  imports: Record<string, string>
}
const PINNED = { ...rootManifest.devDependencies, ...rootManifest.dependencies }
const NPM_PACKAGES = Object.keys(PINNED)
const BUILTINS = new Set(builtinModules)

/** The npm package an import names (`@noble/curves/ed25519` → `@noble/curves`), or undefined for a built-in. */
const packageOf = (path: string): string | undefined => {
  if (path.startsWith('node:') || BUILTINS.has(path)) return undefined
  const parts = path.split('/')
  return path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Every npm package the bundles import, each once. */
const importedPackages = (metafile: Metafile): string[] => {
  const names = new Set<string>()
  for (const output of Object.values(metafile.outputs))
    for (const imported of output.imports)
      if (imported.external) {
        const name = packageOf(imported.path)
        if (name) names.add(name)
      }
  return [...names].sort()
}

/** The built file's name: an entry module named for what it is in the repository is `index` in the package. */
const outName = (source: string): string =>
  ['src/sdk/index.ts', 'mock-node/src/start.ts'].includes(source) ? 'index' : basename(source, '.ts')

const sourcesOf = (entries: readonly Entry[]): string[] => [
  ...new Set(entries.flatMap((e) => Object.values(e.sources) as string[])),
]

const COMMON = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  // Every npm import stays an import: the consumer's bundler or Node resolves it from the dependencies.
  external: [...NPM_PACKAGES, 'node:*'],
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: ROOT,
} satisfies BuildOptions

/** `./dist/<name>.js` and its declaration for one source. */
const targetOf = (source: string, typesRoot: string) => ({
  types: `./dist/types/${relative(typesRoot, join(ROOT, source)).replace(/\.ts$/, '.d.ts')}`,
  default: `./dist/${outName(source)}.js`,
})

/** The exports map: `types` first in every condition, `./package.json` for tools that read it. */
const exportsMap = (spec: PackageSpec, typesRoot: string) => {
  const map: Record<string, unknown> = {}
  for (const { subpath, sources } of spec.entries) {
    const { default: fallback, ...conditions } = sources
    map[subpath] =
      Object.keys(conditions).length === 0
        ? targetOf(fallback, typesRoot)
        : {
            ...Object.fromEntries(Object.entries(conditions).map(([c, s]) => [c, targetOf(s, typesRoot)])),
            default: targetOf(fallback, typesRoot),
          }
  }
  map['./package.json'] = './package.json'
  return map
}

const manifest = (spec: PackageSpec, typesRoot: string, imported: readonly string[]) => {
  const missing = imported.filter((name) => !PINNED[name])
  if (missing.length) throw new Error(`${spec.name}: no pinned version for ${missing.join(', ')}`)
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((n) => [n, PINNED[n]]))
  const peers = imported.filter((n) => spec.optionalPeers.includes(n))
  const main = spec.entries.find((e) => e.subpath === '.')
  return {
    name: spec.name,
    version: spec.version,
    description: spec.description,
    keywords: spec.keywords,
    type: 'module',
    sideEffects: false,
    engines: { node: rootManifest.engines.node },
    ...(main ? { types: targetOf(main.sources.default, typesRoot).types } : {}),
    exports: exportsMap(spec, typesRoot),
    ...(spec.bin ? { bin: spec.bin } : {}),
    files: ['dist', ...Object.keys(spec.docs).filter((f) => f !== 'README.md')],
    dependencies: pick(imported.filter((n) => !peers.includes(n))),
    ...(peers.length
      ? {
          peerDependencies: pick(peers),
          peerDependenciesMeta: Object.fromEntries(peers.map((n) => [n, { optional: true }])),
        }
      : {}),
  }
}

/** Declarations for `sources`, mirrored from `typesRoot`, with specifiers Node's ESM resolution finds. */
const declarations = (out: string, sources: readonly string[], typesRoot: string) => {
  const typesDir = join(out, 'dist/types')
  emitDeclarations(sources, typesDir, typesRoot)
  rewriteSpecifiers(typesDir, (spec) => {
    const target = aliasTarget(spec)
    return target === undefined ? undefined : join(typesDir, relative(typesRoot, join(ROOT, target)))
  })
}

const finish = (spec: PackageSpec, out: string, typesRoot: string, metafiles: readonly Metafile[]) => {
  const imported = [...new Set(metafiles.flatMap(importedPackages))].sort()
  declarations(out, sourcesOf(spec.entries), typesRoot)
  writeFileSync(
    join(out, 'package.json'),
    `${JSON.stringify(manifest(spec, typesRoot, imported), null, 2)}\n`,
  )
  for (const [name, from] of Object.entries(spec.docs)) copyFileSync(join(ROOT, from), join(out, name))
}

const BARE_CHUNK_IMPORT = /^import "\.\.?\/(?:chunks\/)?chunk-[\w-]+\.js";\n/gm

/**
 * Drops the `import "./chunks/chunk-….js"` lines esbuild keeps for modules it cannot prove pure (a class
 * that extends Error): our modules have no effect when imported (src/domain/crypto/ed25519.ts configures
 * noble per call for that reason), as `sideEffects: false` promises, and a consumer's bundler would drop
 * those lines anyway, with a warning per line. Every binding a file uses still comes by a named import.
 */
const withoutBareChunkImports = (dir: string): void => {
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((n) =>
    n.endsWith('.js'),
  )) {
    const path = join(dir, name)
    const text = readFileSync(path, 'utf8')
    const next = text.replace(BARE_CHUNK_IMPORT, '')
    if (next !== text) writeFileSync(path, next)
  }
}

export const buildSdk = async (): Promise<string> => {
  const out = join(PACKAGES_DIR, SDK.folder)
  rmSync(out, { recursive: true, force: true })
  const sources = sourcesOf(SDK.entries)
  const result = await build({
    ...COMMON,
    entryPoints: sources.map((source) => ({ in: source, out: outName(source) })),
    outdir: join(out, 'dist'),
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // Neither browser nor Node: each platform's adapters sit behind their own entry or condition.
    platform: 'neutral',
    mainFields: ['module', 'main'],
  })
  withoutBareChunkImports(join(out, 'dist'))
  finish(SDK, out, join(ROOT, 'src'), [result.metafile])
  return out
}

/** Builds `@w3mq/mock-node` into `out` (its place in build/packages unless a test wants its own folder). */
export const buildMockNode = async (out = join(PACKAGES_DIR, MOCK_NODE.folder)): Promise<string> => {
  rmSync(out, { recursive: true, force: true })
  const node = { ...COMMON, platform: 'node', outdir: join(out, 'dist') } satisfies BuildOptions
  // One file each, no shared chunks: channel.ts starts the worker from `./push-worker.js` beside the file
  // it runs in (mock-node/src/push/channel.ts).
  const results = await Promise.all([
    ...MOCK_NODE.entries.map(({ sources, platform = 'node' }) =>
      build({ ...node, platform, entryPoints: [{ in: sources.default, out: outName(sources.default) }] }),
    ),
    build({
      ...node,
      entryPoints: [{ in: 'mock-node/src/main.ts', out: 'cli' }],
      banner: { js: '#!/usr/bin/env node' },
    }),
    build({ ...node, entryPoints: [{ in: 'mock-node/src/push/worker-entry.ts', out: 'push-worker' }] }),
  ])
  finish(
    MOCK_NODE,
    out,
    ROOT,
    results.map((r) => r.metafile),
  )
  return out
}

if (process.argv[1] === import.meta.filename) {
  for (const made of [await buildSdk(), await buildMockNode()]) console.log(`built ${relative(ROOT, made)}`)
}
