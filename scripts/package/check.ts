/**
 * `npm run check:package`: builds both packages and holds them to what a published package owes its users
 * (docs/packages/sdk/README.md "How the package is built"): `publint --strict` (the manifest, the exports
 * map, the files), `attw --pack --profile esm-only` (every entry's types resolve as its code does, for
 * Node's ESM and for bundlers; the package is ESM only) and the committed API reports (./api-report.ts).
 */
import { spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

interface ToolRun {
  ok: boolean
  output: string
}

const run = (tool: string, args: readonly string[], cwd: string): ToolRun => {
  const done = spawnSync(join(ROOT, 'node_modules/.bin', tool), args, {
    cwd,
    encoding: 'utf8',
    env: process.env,
  })
  return { ok: done.status === 0, output: `${done.stdout}${done.stderr}`.trim() }
}

/** publint in strict mode: a warning fails like an error. */
export const publint = (packageDir: string): ToolRun => run('publint', ['--strict', packageDir], ROOT)

/** are-the-types-wrong over the packed tarball, CommonJS resolution left out (ESM only). */
export const attw = (packageDir: string): ToolRun =>
  run('attw', ['--pack', '.', '--profile', 'esm-only', '--no-color'], packageDir)

if (process.argv[1] === import.meta.filename) {
  const { buildMockNode, buildSdk } = await import('./build')
  const { apiReports } = await import('./api-report')
  const sdk = await buildSdk()
  const mockNode = await buildMockNode()
  let failed = false
  for (const dir of [sdk, mockNode])
    for (const [name, outcome] of [
      ['publint', publint(dir)],
      ['attw', attw(dir)],
    ] as const) {
      if (!outcome.ok) {
        failed = true
        console.error(`${name} ${dir}:\n${outcome.output}`)
      } else console.log(`${name}: ${dir.slice(ROOT.length + 1)} clean`)
    }
  for (const o of apiReports(sdk, 'check')) {
    for (const e of o.errors) console.error(`API report ${o.entry}: ${e}`)
    if (o.stale) console.error(`API report ${o.entry}: stale; run npm run api:update and review the diff`)
    failed ||= o.stale || o.errors.length > 0
  }
  if (failed) process.exit(1)
  console.log('package check: ok')
}
