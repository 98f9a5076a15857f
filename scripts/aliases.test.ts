import { existsSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aliasTarget, PROJECT_IMPORTS } from './aliases'

describe('import aliases', () => {
  it('matches an exact key before the pattern, as Node does', () => {
    expect(aliasTarget('#domain/contract')).toBe('src/domain/contract/index.ts')
    expect(aliasTarget('#domain/crypto/encoding')).toBe('src/domain/crypto/encoding.ts')
    expect(aliasTarget('./local')).toBeUndefined()
    expect(aliasTarget('#elsewhere/x')).toBeUndefined()
  })

  it('names an index for every domain folder that has one, so a folder import resolves everywhere', () => {
    const folders = readdirSync('src/domain', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`src/domain/${entry.name}/index.ts`))
      .map((entry) => `#domain/${entry.name}`)
    for (const folder of folders) expect(aliasTarget(folder)).toBe(`src/domain/${folder.slice(8)}/index.ts`)
    for (const target of Object.values(PROJECT_IMPORTS).filter((t) => !t.includes('*'))) {
      expect(existsSync(target), target).toBe(true)
    }
  })
})
