/** What a module imports, read from oxc's module record: static imports, re-exports and `import()`. */
import type { parseSync } from 'oxc-parser'

interface ImportRef {
  specifier: string
  /** Every binding is a type: no layer may lean on it at run time. */
  typeOnly: boolean
  /** Written `import type` / `export type`: `verbatimModuleSyntax` drops the whole statement from the output. */
  erased: boolean
  /** Offset of the statement in the source, for the line number of a report. */
  offset: number
}

export const lineAt = (source: string, offset: number): number => source.slice(0, offset).split('\n').length

export const collectImports = (mod: ReturnType<typeof parseSync>['module'], source: string): ImportRef[] => {
  const refs: ImportRef[] = []
  for (const imp of mod.staticImports) {
    const typeOnly = imp.entries.length > 0 && imp.entries.every((e) => e.isType)
    const erased = /^import\s+type\b/.test(source.slice(imp.start, imp.end))
    refs.push({ specifier: imp.moduleRequest.value, typeOnly: typeOnly || erased, erased, offset: imp.start })
  }
  for (const exp of mod.staticExports) {
    const erased = /^export\s+type\b/.test(source.slice(exp.start, exp.end))
    for (const entry of exp.entries) {
      if (entry.moduleRequest) {
        const typeOnly = entry.isType || erased
        refs.push({ specifier: entry.moduleRequest.value, typeOnly, erased, offset: exp.start })
      }
    }
  }
  for (const dyn of mod.dynamicImports) {
    const raw = source.slice(dyn.moduleRequest.start, dyn.moduleRequest.end)
    const literal = /^['"`](.*)['"`]$/.exec(raw)
    refs.push({ specifier: literal?.[1] ?? raw, typeOnly: false, erased: false, offset: dyn.start })
  }
  return refs
}
