/**
 * The project's import aliases: package.json "imports" (`#domain/…` → `src/domain/…`), matched the way Node
 * matches them (an exact key first, then the pattern with the longest prefix), so the scripts that follow
 * imports (the layer check, the cycle finder, the unused-export finder) see the file an alias names.
 */
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'

type ImportMap = Readonly<Record<string, string>>

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
  imports?: ImportMap
}

/** The repository's own map, from its package.json. */
export const PROJECT_IMPORTS: ImportMap = packageJson.imports ?? {}

const patternMatch = (specifier: string, map: ImportMap): string | undefined => {
  let best: { prefix: string; target: string } | undefined
  for (const [key, target] of Object.entries(map)) {
    const star = key.indexOf('*')
    if (star < 0) continue
    const prefix = key.slice(0, star)
    const suffix = key.slice(star + 1)
    const fits =
      specifier.startsWith(prefix) &&
      specifier.endsWith(suffix) &&
      specifier.length >= prefix.length + suffix.length
    if (!fits || (best && best.prefix.length >= prefix.length)) continue
    const hole = specifier.slice(prefix.length, specifier.length - suffix.length)
    best = { prefix, target: target.replace('*', hole) }
  }
  return best?.target
}

/**
 * The file below the project root that an alias names (`#domain/contract` → `src/domain/contract/index.ts`),
 * or undefined when `specifier` is no alias or no key of the map matches it.
 */
export const aliasTarget = (specifier: string, map: ImportMap = PROJECT_IMPORTS): string | undefined => {
  if (!specifier.startsWith('#')) return undefined
  const target = map[specifier] ?? patternMatch(specifier, map)
  return target === undefined ? undefined : posix.normalize(target)
}
