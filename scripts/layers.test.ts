import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkSource, checkTree, layerOf } from './layers'

/** A throwaway project root holding the given files (paths relative to it). */
const fixtureTree = (files: Record<string, string>): string => {
  const root = mkdtempSync(join(tmpdir(), 'layers-'))
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), `${source}\n`)
  }
  return root
}

const messages = (path: string, source: string) => checkSource(path, source).map((v) => v.message)

describe('layer check', () => {
  it('maps paths to layers', () => {
    expect(layerOf('src/domain/errors.ts')).toBe('domain')
    expect(layerOf('src/composition.ts')).toBe('root')
    expect(layerOf('mock-node/src/app.ts')).toBe('mock-node')
    expect(layerOf('mock-node/test/_util/rest-node.ts')).toBeUndefined()
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

  it('keeps the entries of the SDK package to the SDK and its adapters, never the app', () => {
    expect(layerOf('src/package/platform-node.ts')).toBe('package')
    expect(messages('src/package/a.ts', "import { x } from '../adapters/socket/node-socket'")).toEqual([])
    expect(messages('src/package/a.ts', "import { x } from '../sdk/client'")).toEqual([])
    expect(messages('src/package/a.ts', "import { x } from '../machines/session/session.machine'")).toEqual([
      'package may not import machines (../machines/session/session.machine)',
    ])
    expect(messages('src/package/a.ts', "import { x } from '../composition/ports'")).toEqual([
      'package may not import root (../composition/ports)',
    ])
  })

  it('keeps the service worker to the domain: no package, no app code, and the app never imports it', () => {
    expect(layerOf('src/sw/worker.ts')).toBe('sw')
    expect(messages('src/sw/a.ts', "import type { PushContent } from '../domain/push/content'")).toEqual([])
    expect(messages('src/sw/a.ts', "import { x } from '../adapters/platform/a'")).toEqual([
      'sw may not import adapters (../adapters/platform/a)',
    ])
    expect(messages('src/sw/a.ts', "import { useState } from 'react'")).toEqual([
      'sw may not import the package react',
    ])
    expect(messages('src/composition/a.ts', "import { listen } from '../sw/worker'")).toEqual([
      'root may not import sw (../sw/worker)',
    ])
  })

  it('reads the #domain alias as the path it names, so the rules still fire through it', () => {
    const cases: readonly [file: string, specifier: string, expected: string[]][] = [
      ['mock-node/src/a.ts', '#domain/errors', []],
      ['mock-node/test/a.ts', '#domain/contract', []],
      [
        'mock-node/src/a.ts',
        '#domain/../sdk/client',
        ['mock-node may not import sdk (#domain/../sdk/client)'],
      ],
      ['src/domain/a.ts', '#domain/../ports/clock', ['domain may not import ports (#domain/../ports/clock)']],
      ['mock-node/src/a.ts', '#nowhere/x', ['no such import alias: #nowhere/x']],
    ]
    for (const [file, specifier, expected] of cases) {
      expect(messages(file, `import { x } from '${specifier}'`), specifier).toEqual(expected)
    }
  })

  it('keeps decisions out of the files that provide machines their actors', () => {
    const wiring = [
      'export const a = (x: number) => { if (x > 1) return 1; return 2 }',
      'export const b = (x: number) => (x > 1 ? 1 : 2)',
      'export const c = (x?: string) => x || "none"',
      'export const d = (x: boolean, y: boolean) => x && y',
      'export const e = (x: number) => { switch (x) { default: return 1 } }',
    ].join('\n')
    const found = checkSource('src/composition/chat-actors.ts', wiring)
    expect(found.map((v) => v.line)).toEqual([1, 2, 3, 4, 5])
    expect(found[0]?.message).toBe(
      'the composition root only wires: an if belongs in the domain, the SDK or a machine',
    )
    expect(
      messages('src/composition/screen-dapps.ts', 'export const f = (x?: string) => x || "KeyPairs"'),
    ).toEqual(['the composition root only wires: a || choice belongs in the domain, the SDK or a machine'])
    // A default for an absent value chooses nothing; other composition files build adapters and may branch.
    expect(messages('src/composition/chat-actors.ts', 'export const g = (x?: string) => x ?? ""')).toEqual([])
    expect(messages('src/composition/runtime.ts', 'export const h = (x: number) => (x > 1 ? 1 : 2)')).toEqual(
      [],
    )
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

  it('refuses an import cycle and names every file of the loop', () => {
    const root = fixtureTree({
      'src/domain/a.ts': "import { b } from './b'\nexport const a = b",
      'src/domain/b.ts': "import { c } from './inner'\nexport const b = c",
      'src/domain/inner/index.ts': "export { a as c } from '../a'",
      'src/domain/leaf.ts': "import { a } from './a'\nexport const leaf = a",
    })
    expect(checkTree(root)).toEqual([
      {
        file: 'src/domain/a.ts',
        line: 1,
        message:
          'import cycle: src/domain/a.ts → src/domain/b.ts → src/domain/inner/index.ts → src/domain/a.ts',
      },
    ])
  })

  it('counts a dynamic import() as an edge of a cycle', () => {
    const root = fixtureTree({
      'src/ui/app/pages.ts': "export const load = () => import('../page/Page')",
      'src/ui/page/Page.tsx': "import { load } from '../app/pages'\nexport const Page = () => load",
    })
    expect(checkTree(root)).toEqual([
      {
        file: 'src/ui/app/pages.ts',
        line: 1,
        message: 'import cycle: src/ui/app/pages.ts → src/ui/page/Page.tsx → src/ui/app/pages.ts',
      },
    ])
  })

  it('finds a cycle in the mock node and a module that imports itself', () => {
    const root = fixtureTree({
      'mock-node/src/a.ts': "import './b.js'\nexport const a = 1",
      'mock-node/src/b.ts': "import { a } from './a'\nexport const b = a",
      'src/domain/self.ts': "import { x } from './self'\nexport const y = 1\nexport const x = y",
    })
    expect(checkTree(root).map((v) => v.message)).toEqual([
      'import cycle: mock-node/src/a.ts → mock-node/src/b.ts → mock-node/src/a.ts',
      'import cycle: src/domain/self.ts → src/domain/self.ts',
    ])
  })

  it('passes an acyclic tree, and a loop closed only by `import type`, which is erased from the output', () => {
    const root = fixtureTree({
      'src/domain/a.ts': "import { b } from './b'\nimport { c } from './c'\nexport const a = b + c",
      'src/domain/b.ts': "import { c } from './c'\nexport const b = c",
      'src/domain/c.ts': "import type { A } from './a'\nexport type { B } from './b'\nexport const c = 1",
    })
    expect(checkTree(root)).toEqual([])
  })

  it('keeps `import { type X }` in the graph: the statement survives as a side-effect import', () => {
    const root = fixtureTree({
      'src/domain/a.ts': "import { b } from './b'\nexport const a = b",
      'src/domain/b.ts': "import { type A } from './a'\nexport const b = 1",
    })
    expect(checkTree(root).map((v) => v.message)).toEqual([
      'import cycle: src/domain/a.ts → src/domain/b.ts → src/domain/a.ts',
    ])
  })

  it('follows an alias into the graph: a loop closed through #domain is a cycle', () => {
    const root = fixtureTree({
      'src/domain/a.ts': "import { b } from '#domain/b'\nexport const a = b",
      'src/domain/b.ts': "import { a } from './a'\nexport const b = 1",
    })
    expect(checkTree(root).map((v) => v.message)).toEqual([
      'import cycle: src/domain/a.ts → src/domain/b.ts → src/domain/a.ts',
    ])
  })

  it('passes on this repository', () => {
    expect(checkTree(process.cwd())).toEqual([])
  })
})
