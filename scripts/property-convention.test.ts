/**
 * Every fast-check property in the repository follows tests/_util/property.ts: it names its number of runs
 * and the shared time limit, so a busy machine slows it down but never trips vitest's default timeout.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOTS = ['src', 'mock-node', 'tests', 'scripts']
const SKIP = new Set(['node_modules', 'dist', 'gen'])

const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return SKIP.has(name) ? [] : testFiles(full)
    return /\.(test|e2e)\.tsx?$/.test(name) ? [full] : []
  })

const count = (source: string, pattern: RegExp): number => source.match(pattern)?.length ?? 0

describe('property test convention', () => {
  it('gives every fc.assert the shared options (runs and time limit) and its test the shared timeout', () => {
    const offenders: string[] = []
    for (const file of ROOTS.flatMap(testFiles)) {
      if (file.endsWith('property-convention.test.ts')) continue
      const source = readFileSync(file, 'utf8')
      const asserts = count(source, /\bfc\.assert\(/g)
      if (asserts === 0) continue
      const options = count(source, /\bpropertyOptions\(/g)
      const timeouts = count(source, /\bPROPERTY_TIMEOUT_MS\b/g) - 1 // minus the import
      if (options !== asserts || timeouts < 1)
        offenders.push(`${file}: ${asserts} fc.assert, ${options} options`)
    }
    expect(offenders).toEqual([])
  })
})
