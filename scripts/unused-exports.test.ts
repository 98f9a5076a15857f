import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findUnusedExports } from './unused-exports'

/** A throwaway project root holding the given files (paths relative to it). */
const fixtureTree = (files: Record<string, string>): string => {
  const root = mkdtempSync(join(tmpdir(), 'unused-exports-'))
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), `${source}\n`)
  }
  return root
}

const unusedIn = (files: Record<string, string>): string[] =>
  findUnusedExports(fixtureTree(files)).map(({ file, name }) => `${file} ${name}`)

describe('unused exports', () => {
  it('lists a name no other file imports, and counts tests as importers', () => {
    const files = {
      'src/a/a.ts': 'export const used = 1\nexport const tested = 2\nexport type Lonely = string',
      'src/b/b.ts': "import { used } from '../a/a'\nexport default used",
      'src/a/a.test.ts': "import { tested } from './a'\nexport const ignored = tested",
    }
    expect(unusedIn(files)).toEqual(['src/a/a.ts Lonely'])
  })

  it('counts a barrel re-export only when the name is imported through it', () => {
    const files = {
      'src/m/impl.ts': 'export const wanted = 1\nexport const passedOn = 2\nexport const star = 3',
      'src/m/index.ts': "export { wanted, passedOn } from './impl'\nexport * from './impl'",
      'src/user.ts': "import { wanted, star } from './m'\nexport default [wanted, star]",
    }
    expect(unusedIn(files)).toEqual(['src/m/impl.ts passedOn', 'src/m/index.ts passedOn'])
  })

  it('treats namespace imports, import() and the public SDK entry as using everything', () => {
    const files = {
      'src/sdk/index.ts': "export { api } from './api'",
      'src/sdk/api.ts': 'export const api = 1',
      'src/x/ns.ts': 'export const one = 1',
      'src/x/lazy.ts': 'export const two = 2',
      'src/x/user.ts': "import * as ns from './ns'\nexport default async () => [ns, await import('./lazy')]",
    }
    expect(unusedIn(files)).toEqual([])
  })
})
