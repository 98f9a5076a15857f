/**
 * Import cycles among the project's own modules. A cycle makes evaluation order depend on which module
 * is loaded first (a value read before it is initialised) and ties lazy chunks back to the code that
 * loads them, so static imports, re-exports and literal `import()` all count. Statements written
 * `import type` / `export type` do not: `verbatimModuleSyntax` removes them from the output, so they load
 * nothing at run time, and a type naming its user is how a props or event type is usually shared.
 */
import { posix } from 'node:path'
import { parseSync } from 'oxc-parser'
import { aliasTarget } from './aliases'
import { collectImports, lineAt } from './imports'

interface Cycle {
  /** The files of the loop in import order; the first is repeated at the end. */
  files: string[]
  /** The line in the first file that imports the second. */
  line: number
}

interface Edge {
  to: string
  line: number
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx']

/** The project file a relative specifier names, as bundler resolution finds it, or undefined. */
const resolveIn = (files: ReadonlySet<string>, from: string, specifier: string): string | undefined => {
  const base = posix.normalize(posix.join(posix.dirname(from), specifier))
  const bases = base.endsWith('.js') ? [base, base.slice(0, -3)] : [base]
  for (const b of bases) {
    for (const ext of EXTENSIONS) if (files.has(b + ext)) return b + ext
  }
  return undefined
}

const edgesOf = (files: ReadonlySet<string>, path: string, source: string): Edge[] => {
  const parsed = parseSync(path, source, { sourceType: 'module' })
  const edges: Edge[] = []
  for (const ref of collectImports(parsed.module, source)) {
    const alias = aliasTarget(ref.specifier)
    if (ref.erased || (!ref.specifier.startsWith('.') && alias === undefined)) continue
    const to = alias !== undefined && files.has(alias) ? alias : resolveIn(files, path, ref.specifier)
    if (to) edges.push({ to, line: lineAt(source, ref.offset) })
  }
  return edges
}

/** Tarjan's strongly connected components; every component of two or more files holds a cycle. */
const components = (graph: ReadonlyMap<string, Edge[]>): string[][] => {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string): void => {
    index.set(v, index.size)
    low.set(v, index.get(v) ?? 0)
    stack.push(v)
    onStack.add(v)
    for (const { to } of graph.get(v) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(to) ?? 0))
      } else if (onStack.has(to)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(to) ?? 0))
      }
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string | undefined
    do {
      w = stack.pop()
      if (w === undefined) break
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    found.push(component)
  }
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v)
  return found
}

/** The shortest loop from `start` back to itself inside one component (breadth first). */
const shortestLoop = (
  graph: ReadonlyMap<string, Edge[]>,
  members: ReadonlySet<string>,
  start: string,
): Cycle => {
  const previous = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] as string
    for (const { to } of graph.get(v) ?? []) {
      if (!members.has(to) || previous.has(to)) continue
      previous.set(to, v)
      if (to === start) break
      queue.push(to)
    }
    if (previous.has(start)) break
  }
  const files = [start]
  for (let v = previous.get(start); v !== undefined && v !== start; v = previous.get(v)) files.unshift(v)
  files.unshift(start)
  const line = graph.get(start)?.find((e) => e.to === files[1])?.line ?? 1
  return { files, line }
}

/** One loop per knot of mutually importing files; `sources` maps paths (with `/`) to their text. */
export const findCycles = (sources: ReadonlyMap<string, string>): Cycle[] => {
  const files = new Set(sources.keys())
  const graph = new Map<string, Edge[]>()
  for (const [path, source] of sources) graph.set(path, edgesOf(files, path, source))
  const cycles: Cycle[] = []
  for (const component of components(graph)) {
    const start = [...component].sort()[0] as string
    const selfLoop = graph.get(start)?.some((e) => e.to === start) ?? false
    if (component.length > 1 || selfLoop) cycles.push(shortestLoop(graph, new Set(component), start))
  }
  return cycles.sort((a, b) => (a.files[0] as string).localeCompare(b.files[0] as string))
}
