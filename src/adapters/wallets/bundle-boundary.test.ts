import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))

/** Runtime imports of a file (`import type` and `export type` are erased by the compiler). */
const runtimeImports = (file: string): string[] =>
  [
    ...readFileSync(join(here, file), 'utf8').matchAll(/^(?:import|export)(?! type)[^;]*?from '([^']+)'/gms),
  ].map((m) => m[1] ?? '')

describe('browser bundle boundary of the wallet adapters', () => {
  it('never loads starknet.js or ethers', () => {
    for (const file of sources) {
      expect(
        runtimeImports(file).filter((s) => /^(?:starknet|ethers)(?:\/|$)/.test(s)),
        file,
      ).toEqual([])
    }
  })

  it('keeps get-starknet-core behind the lazy ./starknet module', () => {
    const eager = ['catalog.ts', 'eip1193.ts', 'dev-wallet.ts', 'last-wallet.ts', 'wallet-options.ts']
    for (const file of eager) {
      expect(
        runtimeImports(file).filter((s) => s === './starknet' || s === 'get-starknet-core'),
        file,
      ).toEqual([])
    }
    expect(runtimeImports('starknet.ts')).toContain('get-starknet-core')
  })
})
