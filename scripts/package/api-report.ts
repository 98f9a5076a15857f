/**
 * The API report of each SDK entry (docs/packages/sdk/api/*.api.md), made by api-extractor from the built
 * declarations: committed, so a change to what dapps can call shows in review. `check` compares and names
 * the stale entries; `update` (npm run api:update) rewrites them. api-extractor brings its own TypeScript.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Extractor, ExtractorConfig, ExtractorLogLevel } from '@microsoft/api-extractor'
import { type PackageSpec, SDK } from './manifests'

const ROOT = resolve(import.meta.dirname, '../..')
export const REPORT_DIR = join(ROOT, 'docs/packages/sdk/api')

/** `.` → `index`, `./dapp-connect` → `dapp-connect`: the report's file name. */
export const reportName = (subpath: string): string => (subpath === '.' ? 'index' : subpath.slice(2))

export interface ReportOutcome {
  entry: string
  /** The report on disk differs from the build's (only when checking). */
  stale: boolean
  errors: string[]
}

/** Runs api-extractor for every entry of the built package at `packageDir`. */
export const apiReports = (packageDir: string, mode: 'check' | 'update', spec: PackageSpec = SDK) => {
  mkdirSync(REPORT_DIR, { recursive: true })
  const manifest = (subpath: string) => {
    const { exports } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
    const target = (exports as Record<string, unknown>)[subpath]
    const plain = target as { types?: string; default?: { types: string } }
    return plain.types ?? (plain.default as { types: string }).types
  }
  return spec.entries.map(({ subpath }): ReportOutcome => {
    const name = reportName(subpath)
    const errors: string[] = []
    const config = ExtractorConfig.prepare({
      configObject: {
        projectFolder: packageDir,
        mainEntryPointFilePath: join(packageDir, manifest(subpath)),
        compiler: {
          overrideTsconfig: {
            compilerOptions: {
              target: 'ES2022',
              module: 'NodeNext',
              moduleResolution: 'NodeNext',
              lib: ['ES2022', 'DOM', 'DOM.Iterable'],
              types: ['node'],
              typeRoots: [join(ROOT, 'node_modules/@types')],
              skipLibCheck: true,
              strict: true,
            },
          },
        },
        apiReport: {
          enabled: true,
          reportFileName: `${name}.api.md`,
          reportFolder: REPORT_DIR,
          reportTempFolder: join(packageDir, '..', '.api-temp'),
        },
        docModel: { enabled: false },
        dtsRollup: { enabled: false },
        tsdocMetadata: { enabled: false },
        messages: {
          extractorMessageReporting: {
            default: { logLevel: ExtractorLogLevel.None },
          },
          tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
        },
      },
      configObjectFullPath: join(packageDir, 'api-extractor.json'),
      packageJsonFullPath: join(packageDir, 'package.json'),
    })
    const result = Extractor.invoke(config, {
      localBuild: mode === 'update',
      messageCallback: (message) => {
        if (message.logLevel === ExtractorLogLevel.Error) errors.push(message.text)
        message.handled = true
      },
    })
    return { entry: subpath, stale: mode === 'check' && result.apiReportChanged, errors }
  })
}

if (process.argv[1] === import.meta.filename) {
  const { buildSdk } = await import('./build')
  const mode = process.argv.includes('--update') ? 'update' : 'check'
  const outcomes = apiReports(await buildSdk(), mode)
  for (const o of outcomes) {
    for (const e of o.errors) console.error(`${o.entry}: ${e}`)
    if (o.stale)
      console.error(`${o.entry}: the API report is stale; run npm run api:update and review the diff`)
  }
  if (outcomes.some((o) => o.stale || o.errors.length > 0)) process.exit(1)
  console.log(`API reports ${mode === 'update' ? 'written' : 'current'}: ${outcomes.length} entries`)
}
