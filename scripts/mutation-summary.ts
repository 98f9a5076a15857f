/**
 * Turns Stryker's report (`npm run test:mutation` writes reports/mutation/mutation.json, git-ignored) into
 * docs/mutation.json, the small, committed summary that `npm run spec:coverage` reads: the totals over the
 * mutated code, and per requirement id the mutants that the tests naming it cover and how many they kill.
 * Surviving mutants in requirement code (covered by a test that names a requirement) are listed with where
 * they are, so each can be killed by a new test or explained. Run: `npx tsx scripts/mutation-summary.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

interface StrykerMutant {
  id: string
  mutatorName: string
  replacement?: string
  status: string
  coveredBy?: string[]
  killedBy?: string[]
  location: { start: { line: number; column: number } }
}
interface StrykerReport {
  files: Record<string, { mutants: StrykerMutant[] }>
  testFiles?: Record<string, { tests: { id: string; name: string }[] }>
}

export interface Survivor {
  file: string
  line: number
  mutator: string
  replacement: string
  requirements: string[]
}
export interface MutationSummary {
  mutated: string[]
  totals: { mutants: number; killed: number; survived: number; noCoverage: number; other: number }
  /** Per requirement id: mutants covered by the tests that name it, and how many of those were killed. */
  requirements: Record<string, { covered: number; killed: number }>
  survivors: Survivor[]
}

const REQUIREMENT_ID = /\[(P\d+\.\d+)\]/g
/** Stryker counts a timeout as a kill: the mutant made a test hang, so the tests noticed it. */
const KILLED = new Set(['Killed', 'Timeout'])

const idsOfTests = (report: StrykerReport): Map<string, string[]> => {
  const ids = new Map<string, string[]>()
  for (const file of Object.values(report.testFiles ?? {}))
    for (const test of file.tests)
      ids.set(
        test.id,
        [...test.name.matchAll(REQUIREMENT_ID)].map((m) => m[1]!),
      )
  return ids
}

export const summarise = (report: StrykerReport, mutated: string[]): MutationSummary => {
  const testIds = idsOfTests(report)
  const totals = { mutants: 0, killed: 0, survived: 0, noCoverage: 0, other: 0 }
  const requirements: MutationSummary['requirements'] = {}
  const survivors: Survivor[] = []
  for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const mutant of mutants) {
      totals.mutants += 1
      const killed = KILLED.has(mutant.status)
      if (killed) totals.killed += 1
      else if (mutant.status === 'Survived') totals.survived += 1
      else if (mutant.status === 'NoCoverage') totals.noCoverage += 1
      else totals.other += 1
      const ids = [...new Set((mutant.coveredBy ?? []).flatMap((test) => testIds.get(test) ?? []))].sort()
      for (const id of ids) {
        const entry = requirements[id] ?? { covered: 0, killed: 0 }
        requirements[id] = { covered: entry.covered + 1, killed: entry.killed + (killed ? 1 : 0) }
      }
      if (mutant.status === 'Survived' && ids.length > 0)
        survivors.push({
          file,
          line: mutant.location.start.line,
          mutator: mutant.mutatorName,
          replacement: mutant.replacement ?? '',
          requirements: ids,
        })
    }
  }
  const sorted = Object.fromEntries(Object.entries(requirements).sort(([a], [b]) => a.localeCompare(b)))
  return { mutated, totals, requirements: sorted, survivors }
}

export const MUTATION_SUMMARY = 'docs/mutation.json'

const isMain = process.argv[1]?.endsWith('mutation-summary.ts') === true
if (isMain) {
  const root = process.cwd()
  const report = JSON.parse(
    readFileSync(join(root, 'reports/mutation/mutation.json'), 'utf8'),
  ) as StrykerReport
  const config = JSON.parse(readFileSync(join(root, 'stryker.config.json'), 'utf8')) as { mutate: string[] }
  const summary = summarise(report, config.mutate)
  writeFileSync(join(root, MUTATION_SUMMARY), `${JSON.stringify(summary, null, 2)}\n`)
  const { mutants, killed } = summary.totals
  console.log(
    `${killed}/${mutants} mutants killed (${((100 * killed) / mutants).toFixed(1)} %); ${MUTATION_SUMMARY} written`,
  )
}
