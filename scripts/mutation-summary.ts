/**
 * Turns Stryker's report (`npm run test:mutation` writes reports/mutation/mutation.json, git-ignored) into
 * docs/mutation.json, the small, committed summary that `npm run spec:coverage` reads: the totals over the
 * mutated code, and per requirement id the mutants that the tests naming it cover and how many they kill.
 * Surviving mutants in requirement code (covered by a test that names a requirement) are listed with where
 * they are, so each can be killed by a new test or explained: docs/mutation-equivalents.json says, per place,
 * why a mutant there is equivalent (no input can tell it from the code), and the summary carries that reason.
 * Run: `npx tsx scripts/mutation-summary.ts`.
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
  files: Record<string, { source?: string; mutants: StrykerMutant[] }>
  testFiles?: Record<string, { tests: { id: string; name: string }[] }>
}

export interface Survivor {
  file: string
  line: number
  mutator: string
  replacement: string
  requirements: string[]
  /** Why no test can tell this mutant from the code, when docs/mutation-equivalents.json says. */
  equivalent?: string
}

/** One explained place: `at` is `file:line`; without `mutator`, every mutant on that line. */
export interface Equivalent {
  at: string
  mutator?: string
  reason: string
}
export interface MutationSummary {
  mutated: string[]
  /** `equivalent`: survivors and unreached mutants (anywhere) that docs/mutation-equivalents.json explains. */
  totals: {
    mutants: number
    killed: number
    survived: number
    equivalent: number
    noCoverage: number
    /** Static mutants not run (--ignoreStatic) and mutants that could not run: outside the score. */
    ignored: number
    other: number
  }
  /** Per requirement id: mutants covered by the tests that name it, and how many of those were killed. */
  requirements: Record<string, { covered: number; killed: number }>
  survivors: Survivor[]
}

/** Stryker counts a timeout as a kill: the mutant made a test hang, so the tests noticed it. */
const KILLED = new Set(['Killed', 'Timeout'])

/**
 * Folds into the full run the kills of targeted runs (`stryker run` on a few files, reports beside it in
 * reports/mutation/): a mutant the full run left alive, ignored (a static one, under --ignoreStatic) or
 * unreached counts as killed when a targeted run of the same source killed it — tests are only ever added
 * between such runs, and a test that failed on a mutant still fails. A mutant the full run did not run takes
 * what a targeted run found, survived included. Only files whose source is identical in
 * both reports are folded, so a mutant is never matched to another after an edit.
 */
export const foldKills = (full: StrykerReport, targeted: readonly StrykerReport[]): StrykerReport => {
  const keyOf = (m: StrykerMutant) =>
    `${m.location.start.line}:${m.location.start.column}|${m.mutatorName}|${m.replacement ?? ''}`
  const files = Object.fromEntries(
    Object.entries(full.files).map(([file, entry]) => {
      const kills = new Map<string, string>()
      // What a targeted run found for a mutant the full run did not run at all (a static one).
      const ran = new Map<string, string>()
      for (const other of targeted) {
        const same = other.files[file]
        if (!same || same.source === undefined || same.source !== entry.source) continue
        for (const m of same.mutants) {
          if (KILLED.has(m.status)) kills.set(keyOf(m), m.status)
          else if (m.status !== 'Ignored' && !ran.has(keyOf(m))) ran.set(keyOf(m), m.status)
        }
      }
      const mutants = entry.mutants.map((m) => {
        if (KILLED.has(m.status)) return m
        const status = kills.get(keyOf(m)) ?? (m.status === 'Ignored' ? ran.get(keyOf(m)) : undefined)
        return status === undefined ? m : { ...m, status }
      })
      return [file, { ...entry, mutants }]
    }),
  )
  return { ...full, files }
}

const REQUIREMENT_ID = /\[(P\d+\.\d+)\]/g

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

const reasonFor = (equivalents: readonly Equivalent[], file: string, mutant: StrykerMutant) =>
  equivalents.find(
    (e) =>
      e.at === `${file}:${mutant.location.start.line}` &&
      (e.mutator === undefined || e.mutator === mutant.mutatorName),
  )?.reason

export const summarise = (
  report: StrykerReport,
  mutated: string[],
  equivalents: readonly Equivalent[] = [],
): MutationSummary => {
  const testIds = idsOfTests(report)
  const totals = { mutants: 0, killed: 0, survived: 0, equivalent: 0, noCoverage: 0, ignored: 0, other: 0 }
  const requirements: MutationSummary['requirements'] = {}
  const survivors: Survivor[] = []
  for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const mutant of mutants) {
      totals.mutants += 1
      const killed = KILLED.has(mutant.status)
      const survived = mutant.status === 'Survived'
      // An unreached mutant may be explained too: code no input can reach is what leaves it unreached.
      const explainable = survived || mutant.status === 'NoCoverage'
      const equivalent = explainable ? reasonFor(equivalents, file, mutant) : undefined
      if (killed) totals.killed += 1
      else if (survived) totals.survived += 1
      else if (mutant.status === 'NoCoverage') totals.noCoverage += 1
      else if (mutant.status === 'Ignored') totals.ignored += 1
      else totals.other += 1
      if (equivalent !== undefined) totals.equivalent += 1
      const ids = [...new Set((mutant.coveredBy ?? []).flatMap((test) => testIds.get(test) ?? []))].sort()
      for (const id of ids) {
        const entry = requirements[id] ?? { covered: 0, killed: 0 }
        requirements[id] = { covered: entry.covered + 1, killed: entry.killed + (killed ? 1 : 0) }
      }
      if (survived && ids.length > 0)
        survivors.push({
          file,
          line: mutant.location.start.line,
          mutator: mutant.mutatorName,
          replacement: mutant.replacement ?? '',
          requirements: ids,
          ...(equivalent === undefined ? {} : { equivalent }),
        })
    }
  }
  const sorted = Object.fromEntries(Object.entries(requirements).sort(([a], [b]) => a.localeCompare(b)))
  return { mutated, totals, requirements: sorted, survivors }
}

export const MUTATION_SUMMARY = 'docs/mutation.json'
export const MUTATION_EQUIVALENTS = 'docs/mutation-equivalents.json'

const isMain = process.argv[1]?.endsWith('mutation-summary.ts') === true
if (isMain) {
  const root = process.cwd()
  const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as StrykerReport
  // Targeted runs named on the command line: `npx tsx scripts/mutation-summary.ts reports/mutation/a.json …`.
  const report = foldKills(read('reports/mutation/mutation.json'), process.argv.slice(2).map(read))
  const config = JSON.parse(readFileSync(join(root, 'stryker.config.json'), 'utf8')) as { mutate: string[] }
  const equivalents = JSON.parse(readFileSync(join(root, MUTATION_EQUIVALENTS), 'utf8')) as Equivalent[]
  const summary = summarise(report, config.mutate, equivalents)
  writeFileSync(join(root, MUTATION_SUMMARY), `${JSON.stringify(summary, null, 2)}\n`)
  const { killed, survived, noCoverage } = summary.totals
  const scored = killed + survived + noCoverage
  console.log(
    `${killed}/${scored} mutants killed (${((100 * killed) / scored).toFixed(1)} %); ${MUTATION_SUMMARY} written`,
  )
}
