/**
 * The layer rule of ARCHITECTURE.md ("Layers") as code: which layer may import which, and which ambient globals the
 * pure domain may never touch. Parsed with oxc (a real parser), so strings, comments and property names
 * such as `options.window` never trigger a false alarm.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { parseSync } from 'oxc-parser'
import { aliasTarget } from './aliases'
import { findCycles } from './cycles'
import { collectImports, lineAt } from './imports'
import { collectDecisions, isWiringFile } from './wiring'

type Layer =
  | 'domain'
  | 'ports'
  | 'sdk'
  | 'adapters'
  | 'machines'
  | 'ui'
  | 'root'
  | 'mock-node'
  | 'sw'
  | 'package'

interface Violation {
  file: string
  line: number
  message: string
}

interface Rule {
  /** Layers this one may import at runtime. */
  imports: readonly Layer[]
  /** Layers this one may import with `import type` only. */
  typeImports?: readonly Layer[]
  /** npm packages allowed (prefix match); undefined means any package. */
  packages?: readonly string[]
  /** Whether ambient I/O, clock and randomness are forbidden. */
  pure?: boolean
}

const PURE_PACKAGES = ['@noble/', '@scure/', 'zod', '@bufbuild/protobuf']

const RULES: Readonly<Record<Layer, Rule>> = {
  domain: { imports: ['domain'], packages: PURE_PACKAGES, pure: true },
  ports: { imports: ['domain', 'ports'], packages: [] },
  sdk: { imports: ['domain', 'ports', 'sdk'], packages: PURE_PACKAGES },
  adapters: { imports: ['domain', 'ports', 'adapters'] },
  machines: { imports: ['domain', 'ports', 'sdk', 'machines'], packages: ['xstate', ...PURE_PACKAGES] },
  ui: { imports: ['domain', 'machines', 'ui'], typeImports: ['sdk', 'ports'] },
  root: { imports: ['domain', 'ports', 'sdk', 'adapters', 'machines', 'ui', 'root'] },
  'mock-node': { imports: ['domain', 'mock-node'] },
  // The service worker is built on its own into a few kB: pure helpers at most, no package, no app code.
  sw: { imports: ['domain', 'sw'], packages: [] },
  // The SDK package's entries beside src/sdk: the adapters put together for a platform, nothing of the app.
  package: { imports: ['domain', 'ports', 'sdk', 'adapters', 'package'] },
}

/** Globals whose mere reference means I/O, the clock or randomness. */
const FORBIDDEN_GLOBALS = new Set([
  'window',
  'document',
  'fetch',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'WebSocket',
  'XMLHttpRequest',
  'navigator',
  'location',
  'process',
  'require',
  'performance',
  'setTimeout',
  'setInterval',
])
/** `object.property` pairs forbidden in pure code. */
const FORBIDDEN_MEMBERS = new Set(['Date.now', 'Math.random', 'crypto.getRandomValues', 'crypto.randomUUID'])

/** Maps a path below the project root to its layer, or undefined for files outside the rule. */
export const layerOf = (path: string): Layer | undefined => {
  const parts = path.split(sep).join('/').split('/')
  // Only the node's own sources are layered; its tests may use the shared test utilities.
  if (parts[0] === 'mock-node') return parts[1] === 'src' ? 'mock-node' : undefined
  if (parts[0] !== 'src') return undefined
  const second = parts[1] ?? ''
  if (['domain', 'ports', 'sdk', 'adapters', 'machines', 'ui', 'sw', 'package'].includes(second))
    return second as Layer
  return 'root'
}

type AstNode = { type?: string; start?: number; [key: string]: unknown }

/** Walks the AST and reports references to forbidden globals (not property keys or member names). */
const collectImpureRefs = (program: unknown, source: string, file: string): Violation[] => {
  const found: Violation[] = []
  const visit = (node: unknown, parent: AstNode | undefined, key: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent, key)
      return
    }
    if (!node || typeof node !== 'object') return
    const n = node as AstNode
    if (n.type === 'MemberExpression' && !n.computed) {
      const obj = n.object as AstNode
      const prop = n.property as AstNode
      const pair = `${obj.name}.${prop.name}`
      if (obj.type === 'Identifier' && FORBIDDEN_MEMBERS.has(pair)) {
        found.push({ file, line: lineAt(source, n.start ?? 0), message: `pure code calls ${pair}` })
      }
    }
    if (n.type === 'NewExpression') {
      const callee = n.callee as AstNode
      if (callee.type === 'Identifier' && callee.name === 'Date' && (n.arguments as unknown[]).length === 0) {
        found.push({
          file,
          line: lineAt(source, n.start ?? 0),
          message: 'pure code reads the clock with new Date()',
        })
      }
    }
    if (n.type === 'Identifier' && typeof n.name === 'string' && FORBIDDEN_GLOBALS.has(n.name)) {
      const isPropertyName =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        ((parent?.type === 'Property' || parent?.type === 'ObjectProperty') && key === 'key') ||
        parent?.type?.startsWith('TS')
      if (!isPropertyName) {
        found.push({
          file,
          line: lineAt(source, n.start ?? 0),
          message: `pure code touches the global ${n.name}`,
        })
      }
    }
    for (const [childKey, child] of Object.entries(n)) {
      if (childKey !== 'type' && child && typeof child === 'object') visit(child, n, childKey)
    }
  }
  visit(program, undefined, undefined)
  return found
}

const packageAllowed = (specifier: string, rule: Rule): boolean => {
  if (specifier.startsWith('node:')) return rule.packages === undefined
  if (rule.packages === undefined) return true
  return rule.packages.some((p) => specifier === p || specifier.startsWith(p.endsWith('/') ? p : `${p}/`))
}

/** Checks one file's source; `path` is relative to the project root. */
export const checkSource = (path: string, source: string): Violation[] => {
  const layer = layerOf(path)
  if (!layer) return []
  const rule = RULES[layer]
  const parsed = parseSync(path, source, { sourceType: 'module' })
  if (parsed.errors.length > 0) {
    return [{ file: path, line: 1, message: `cannot parse: ${parsed.errors[0]?.message ?? 'unknown error'}` }]
  }
  const violations: Violation[] = []
  for (const ref of collectImports(parsed.module, source)) {
    const line = lineAt(source, ref.offset)
    const alias = aliasTarget(ref.specifier)
    if (ref.specifier.startsWith('#') && alias === undefined) {
      violations.push({ file: path, line, message: `no such import alias: ${ref.specifier}` })
    } else if (alias !== undefined || ref.specifier.startsWith('.')) {
      // An alias (package.json "imports") names a project file as a relative path would.
      const target = alias ?? relative('.', join(dirname(path), ref.specifier))
      if (target.startsWith('..')) {
        violations.push({ file: path, line, message: `import leaves the project: ${ref.specifier}` })
        continue
      }
      const targetLayer = layerOf(target)
      if (!targetLayer) {
        violations.push({ file: path, line, message: `${layer} may not import ${ref.specifier}` })
        continue
      }
      const allowed =
        rule.imports.includes(targetLayer) || (ref.typeOnly && rule.typeImports?.includes(targetLayer))
      if (!allowed) {
        violations.push({
          file: path,
          line,
          message: `${layer} may not import ${targetLayer} (${ref.specifier})`,
        })
      }
    } else if (!packageAllowed(ref.specifier, rule)) {
      violations.push({ file: path, line, message: `${layer} may not import the package ${ref.specifier}` })
    }
  }
  if (rule.pure) violations.push(...collectImpureRefs(parsed.program, source, path))
  if (isWiringFile(path)) violations.push(...collectDecisions(parsed.program, source, path))
  return violations
}

const SOURCE_RE = /\.(ts|tsx|mts)$/
const SKIP_DIRS = new Set(['node_modules', 'dist', 'gen'])

const listSources = (dir: string): string[] => {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) out.push(...listSources(full))
    } else if (SOURCE_RE.test(name) && !/\.test\.tsx?$/.test(name)) {
      out.push(full)
    }
  }
  return out
}

/** Checks every non-test source under `src/` and `mock-node/` of `root`: layers, purity and import cycles. */
export const checkTree = (root: string): Violation[] => {
  const sources = new Map<string, string>()
  for (const top of ['src', 'mock-node']) {
    const dir = resolve(root, top)
    let exists = false
    try {
      exists = statSync(dir).isDirectory()
    } catch {
      exists = false
    }
    if (!exists) continue
    for (const file of listSources(dir)) {
      sources.set(relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8'))
    }
  }
  const violations: Violation[] = []
  for (const [path, source] of sources) violations.push(...checkSource(path, source))
  for (const cycle of findCycles(sources)) {
    const file = cycle.files[0] as string
    violations.push({ file, line: cycle.line, message: `import cycle: ${cycle.files.join(' → ')}` })
  }
  return violations
}
