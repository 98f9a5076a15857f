/**
 * Every fast-check property in the repository follows tests/_util/property.ts: it names its number of runs
 * and the shared time limit, so a busy machine slows it down but never trips vitest's default timeout, and
 * a property cut short by that limit fails instead of passing on the cases it reached.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { propertyOptions } from '../tests/_util/property'

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

  it('fails a property that the time limit cuts short, naming how many cases ran', () => {
    const busy = fc.property(fc.nat(), () => {
      const until = performance.now() + 2
      while (performance.now() < until);
    })
    // The shared options with a 20 ms limit: a thousand 2 ms cases cannot all run.
    const options = { ...propertyOptions(1_000), interruptAfterTimeLimit: 20 }
    expect(() => fc.assert(busy, options)).toThrow(/interrupted/i)
  })
})
