/**
 * Exported names that no other file imports. An export nobody imports is either dead or only used inside
 * its own file, and both make a module's surface look wider than it is. Tests count as importers; a
 * re-export (`export { x } from`, `export * from`) counts only when the name is imported through it, so a
 * barrel does not keep a name alive by itself. Namespace imports and `import()` use every export of their
 * module. The public entries (the SDK's `index.ts`, the app's and the node's mains, config files) export
 * for outsiders and are never reported. Run: `npx tsx scripts/unused-exports.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { parseSync } from 'oxc-parser'
import { aliasTarget } from './aliases'
import { MOCK_NODE, SDK } from './package/manifests'

interface UnusedExport {
  file: string
  name: string
}

const ROOTS = ['src', 'mock-node', 'tests', 'scripts', 'bench', 'examples']
const ROOT_FILES = ['vite.config.ts', 'vitest.config.ts', 'vitest.e2e.config.ts']
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'gen', 'test-results'])
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

/** Files whose exports are for code outside the repository (or for a tool), never reported. */
const PUBLIC_ENTRIES = [
  /^src\/sdk\/index\.ts$/,
  /^src\/main\.tsx$/,
  /^mock-node\/src\/main\.ts$/,
  /^[^/]+\.ts$/,
]
/** The entries of the packages (scripts/package/manifests.ts): their exports are for dapps. */
const PACKAGE_ENTRIES = new Set(
  [SDK, MOCK_NODE].flatMap((spec) => spec.entries.flatMap((entry) => Object.values(entry.sources))),
)
const isEntry = (file: string): boolean =>
  PUBLIC_ENTRIES.some((re) => re.test(file)) ||
  PACKAGE_ENTRIES.has(file) ||
  /\.(test|e2e|dom\.test)\.tsx?$/.test(file)

/** A module's exports and what it takes from other modules. */
interface ModuleFacts {
  exports: Set<string>
  /** Names it imports for its own use, per resolved module; '*' means all of them. */
  uses: Map<string, Set<string>>
  /** Its re-exports: exported name → [source module, name there]; '*' for `export *` sources. */
  reexports: { as: string; from: string; name: string }[]
}

const walk = (root: string, dir: string, out: string[]): void => {
  let entries: import('node:fs').Dirent[]
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    const path = posix.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(root, path, out)
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
}

const resolveIn = (files: ReadonlySet<string>, from: string, specifier: string): string | undefined => {
  const alias = aliasTarget(specifier)
  if (alias !== undefined) return files.has(alias) ? alias : undefined
  if (!specifier.startsWith('.')) return undefined
  const base = posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, '')
  return EXTENSIONS.map((ext) => base + ext).find((candidate) => files.has(candidate))
}

const addUse = (uses: Map<string, Set<string>>, module: string, name: string): void => {
  const names = uses.get(module) ?? new Set<string>()
  names.add(name)
  uses.set(module, names)
}

const factsOf = (files: ReadonlySet<string>, file: string, source: string): ModuleFacts => {
  const { module } = parseSync(file, source, { sourceType: 'module' })
  const facts: ModuleFacts = { exports: new Set(), uses: new Map(), reexports: [] }
  const resolve = (specifier: string) => resolveIn(files, file, specifier)
  for (const imp of module.staticImports) {
    const from = resolve(imp.moduleRequest.value)
    if (!from) continue
    if (imp.entries.length === 0) addUse(facts.uses, from, '*')
    for (const entry of imp.entries) {
      const kind = entry.importName.kind
      addUse(
        facts.uses,
        from,
        kind === 'Name' ? (entry.importName.name ?? '*') : kind === 'Default' ? 'default' : '*',
      )
    }
  }
  for (const dyn of module.dynamicImports) {
    const literal = /^['"`](.*)['"`]$/.exec(source.slice(dyn.moduleRequest.start, dyn.moduleRequest.end))
    const from = literal?.[1] && resolve(literal[1])
    if (from) addUse(facts.uses, from, '*')
  }
  for (const exp of module.staticExports) {
    for (const entry of exp.entries) {
      const as = entry.exportName.kind === 'Default' ? 'default' : (entry.exportName.name ?? '*')
      const from = entry.moduleRequest && resolve(entry.moduleRequest.value)
      if (entry.moduleRequest && !from) continue
      if (as !== '*') facts.exports.add(as)
      if (from) facts.reexports.push({ as, from, name: entry.importName.name ?? '*' })
    }
  }
  return facts
}

/** Marks what re-exports pass through until nothing changes: a barrel's used name uses its source's. */
const propagate = (facts: ReadonlyMap<string, ModuleFacts>, used: Map<string, Set<string>>): void => {
  let changed = true
  while (changed) {
    changed = false
    for (const [file, fact] of facts) {
      const mine = used.get(file)
      for (const { as, from, name } of fact.reexports) {
        const wanted =
          as === '*'
            ? [...(mine ?? [])].filter((n) => n === '*' || !fact.exports.has(n))
            : mine?.has(as) || mine?.has('*')
              ? [name]
              : []
        for (const n of wanted) {
          const theirs = used.get(from) ?? new Set<string>()
          if (theirs.has(n)) continue
          theirs.add(n)
          used.set(from, theirs)
          changed = true
        }
      }
    }
  }
}

export const findUnusedExports = (root: string): UnusedExport[] => {
  const list: string[] = []
  for (const dir of ROOTS) walk(root, dir, list)
  list.push(...ROOT_FILES.filter((f) => existsSync(join(root, f))))
  const files = new Set(list)
  const facts = new Map(list.map((f) => [f, factsOf(files, f, readFileSync(join(root, f), 'utf8'))]))
  const used = new Map<string, Set<string>>()
  for (const fact of facts.values())
    for (const [from, names] of fact.uses) for (const n of names) addUse(used, from, n)
  for (const file of list) if (isEntry(file)) addUse(used, file, '*')
  propagate(facts, used)
  const unused: UnusedExport[] = []
  for (const [file, fact] of facts) {
    const names = used.get(file)
    if (names?.has('*')) continue
    // A default export is what a tool loads by path (a config's global setup), never reported.
    for (const name of fact.exports) if (name !== 'default' && !names?.has(name)) unused.push({ file, name })
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
}

const isMain = process.argv[1]?.endsWith('unused-exports.ts') === true
if (isMain) {
  const unused = findUnusedExports(process.cwd())
  for (const { file, name } of unused) console.log(`${file}  ${name}`)
  console.log(`\n${unused.length} unused export(s)`)
}
