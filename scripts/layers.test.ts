import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSource, checkTree, layerOf } from './layers'

const messages = (path: string, source: string) => checkSource(path, source).map((v) => v.message)

describe('layer check', () => {
  it('maps paths to layers', () => {
    expect(layerOf('src/domain/errors.ts')).toBe('domain')
    expect(layerOf('src/composition.ts')).toBe('root')
    expect(layerOf('mock-node/src/app.ts')).toBe('mock-node')
    expect(layerOf('mock-node/test/rest/_fixtures.ts')).toBeUndefined()
    expect(layerOf('tests/x.ts')).toBeUndefined()
  })

  it('fires when the domain imports an outer layer or an I/O package', () => {
    expect(messages('src/domain/a.ts', "import { x } from '../sdk/client'")).toEqual([
      'domain may not import sdk (../sdk/client)',
    ])
    expect(messages('src/domain/a.ts', "import { ofetch } from 'ofetch'")).toEqual([
      'domain may not import the package ofetch',
    ])
    expect(messages('src/domain/a.ts', "import { readFileSync } from 'node:fs'")).toEqual([
      'domain may not import the package node:fs',
    ])
  })

  it('fires when the domain touches window, fetch, localStorage, Date.now() or Math.random()', () => {
    const source = [
      'export const a = () => window.innerWidth',
      "export const b = () => fetch('/x')",
      "export const c = () => localStorage.getItem('k')",
      'export const d = () => Date.now()',
      'export const e = () => Math.random()',
      'export const f = () => new Date()',
    ].join('\n')
    expect(messages('src/domain/a.ts', source)).toEqual([
      'pure code touches the global window',
      'pure code touches the global fetch',
      'pure code touches the global localStorage',
      'pure code calls Date.now',
      'pure code calls Math.random',
      'pure code reads the clock with new Date()',
    ])
  })

  it('does not fire on property names, strings, comments or clock values passed in', () => {
    const source = [
      "// window.fetch is not used here; 'Date.now()' in a string is fine",
      "const opts = { window: 1, fetch: 'x' }",
      'export const g = (o: { window: number }, now: number) => o.window + opts.window + new Date(now).getTime()',
    ].join('\n')
    expect(messages('src/domain/a.ts', source)).toEqual([])
  })

  it('allows the pure packages and domain imports', () => {
    const source =
      "import { sha256 } from '@noble/hashes/sha2.js'\nimport { z } from 'zod/mini'\nimport { x } from './b'"
    expect(messages('src/domain/a.ts', source)).toEqual([])
  })

  it('keeps adapters, machines, ui and the mock node in their lanes', () => {
    expect(messages('src/adapters/http/a.ts', "import { x } from '../../sdk/client'")).toEqual([
      'adapters may not import sdk (../../sdk/client)',
    ])
    expect(messages('src/machines/a.ts', "import { x } from '../adapters/http/a'")).toEqual([
      'machines may not import adapters (../adapters/http/a)',
    ])
    expect(messages('src/ui/a.tsx', "import { x } from '../sdk/client'")).toEqual([
      'ui may not import sdk (../sdk/client)',
    ])
    expect(messages('src/ui/a.tsx', "import type { X } from '../sdk/client'")).toEqual([])
    expect(messages('mock-node/src/a.ts', "import { x } from '../../src/sdk/client'")).toEqual([
      'mock-node may not import sdk (../../src/sdk/client)',
    ])
    expect(messages('mock-node/src/a.ts', "import { x } from '../../src/domain/errors'")).toEqual([])
  })

  it('checks a whole tree and reports file and line', () => {
    const root = mkdtempSync(join(tmpdir(), 'layers-'))
    mkdirSync(join(root, 'src/domain'), { recursive: true })
    writeFileSync(join(root, 'src/domain/ok.ts'), 'export const x = 1\n')
    writeFileSync(join(root, 'src/domain/bad.ts'), 'export const x = 1\nexport const y = Math.random()\n')
    expect(checkTree(root)).toEqual([
      { file: 'src/domain/bad.ts', line: 2, message: 'pure code calls Math.random' },
    ])
  })

  it('passes on this repository', () => {
    expect(checkTree(process.cwd())).toEqual([])
  })
})
