/**
 * The built packages held to what their users are promised (docs/packages/sdk/README.md): publint and attw
 * clean, the committed API reports current, no Node built-in reachable from a browser entry, and each
 * entry's weight in a dapp's bundle within its budget.
 */
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiReports } from '../../scripts/package/api-report'
import { PACKAGES_DIR } from '../../scripts/package/build'
import { attw, publint } from '../../scripts/package/check'
import { type Consumer, measure } from '../../scripts/package/sizes'

const SDK_DIR = join(PACKAGES_DIR, 'sdk')
const MOCK_NODE_DIR = join(PACKAGES_DIR, 'mock-node')

describe.each([SDK_DIR, MOCK_NODE_DIR])('%s', (dir) => {
  it('passes publint --strict', () => {
    const run = publint(dir)
    expect(run.output).toContain('All good!')
    expect(run.ok).toBe(true)
  })

  it('passes attw --pack with the ESM-only profile', () => {
    const run = attw(dir)
    // Every problem it names is one of the CommonJS resolutions the ESM-only profile leaves out.
    const problems = run.output.split('\n').filter((line) => /(💀|❌|🐛|⚠️|🥴|🎭)/u.test(line))
    expect(problems.filter((line) => !/^(\(ignored per resolution\)|[^:]+: \(ignored\))/.test(line))).toEqual(
      [],
    )
    expect(run.ok).toBe(true)
  })
})

describe('the API reports', () => {
  it('describe what every entry of the build exports (npm run api:update after a reviewed change)', () => {
    const outcomes = apiReports(SDK_DIR, 'check')
    expect(outcomes.map((o) => o.entry)).toEqual([
      '.',
      './platform',
      './node',
      './wallets',
      './starknet',
      './dapp-connect',
      './e2e',
    ])
    expect(outcomes.filter((o) => o.stale || o.errors.length > 0)).toEqual([])
  })
})

const manifest = JSON.parse(readFileSync(join(SDK_DIR, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, { default: string } | string>>
}

/** The file a browser gets for each entry: its `browser` condition, else its default. */
const browserFiles = (): string[] =>
  Object.entries(manifest.exports)
    .filter(([subpath]) => subpath !== './node' && subpath !== './package.json')
    .map(([, target]) => {
      const t = target as Record<string, unknown>
      const pick = (t.browser ?? t) as { default: string }
      return join(SDK_DIR, pick.default)
    })

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g

/** Every specifier of every file `entry` reaches through relative imports, static and dynamic. */
const reachable = (entry: string): Map<string, string> => {
  const seen = new Set<string>()
  const bare = new Map<string, string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = (match[1] ?? match[2]) as string
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec))
      else bare.set(spec, file)
    }
  }
  visit(entry)
  return bare
}

describe('a browser entry', () => {
  it.each(browserFiles())('%s reaches no Node built-in and not ws', (file) => {
    const bare = [...reachable(file).keys()]
    expect(bare.filter((spec) => spec.startsWith('node:') || spec === 'ws')).toEqual([])
  })

  it('the node condition does reach them (the check sees what it looks for)', () => {
    const nodeFile = join(
      SDK_DIR,
      (manifest.exports['./platform'] as Record<string, { default: string }>).node?.default ?? '',
    )
    expect([...reachable(nodeFile).keys()]).toEqual(expect.arrayContaining(['ws', 'node:crypto']))
  })
})

/**
 * Gzipped bytes a dapp's bundle carries per import (scripts/package/sizes.ts), a little above what they are
 * today: a change that adds more must say so here. The network's own SDK is about 181 kB the same way.
 * Issue 26 added 6.5 kB to the core (88.6 → 95.1 kB: the content-type codecs, typing, the local search, pins
 * and archives, group admission), which every client wires, and so to e2e as well.
 */
const BUDGETS: Record<Exclude<Consumer, 'official'>, number> = {
  chat: 97_000,
  full: 97_000,
  wallets: 3_000,
  starknet: 24_000,
  'dapp-connect': 82_000,
  e2e: 134_000,
}

describe('what a dapp bundles', () => {
  it('stays within each budget, the chat-only import below everything', async () => {
    const sizes = await measure(SDK_DIR, Object.keys(BUDGETS) as Consumer[])
    const over = Object.entries(BUDGETS)
      .filter(([name, budget]) => (sizes[name]?.gzipped ?? Number.POSITIVE_INFINITY) > budget)
      .map(([name, budget]) => `${name}: ${sizes[name]?.gzipped} B gzipped, budget ${budget}`)
    expect(over).toEqual([])
    expect(sizes.chat?.gzipped).toBeLessThan(sizes.full?.gzipped ?? 0)
  })
})
