/**
 * Traceability from docs/product.md to the tests. Every requirement of §1–§9 carries an id (`[P4.12]`); a test
 * proves one by naming the id at the start of its title; §13 lists deliberate deviations (`[D13.1]`, each
 * naming the ids it covers, and pinned by a test naming the deviation) and open gaps (each naming the issue
 * it waits for) and the requirements only a browser can prove (each with its reason). `npm run spec:coverage`
 * prints the tally per section, writes docs/conformance.md, and exits non-zero when a requirement has neither a
 * test, a deviation nor an open gap, when its only tests are browser tests (which `npm test` does not run) and
 * §13 does not say it is browser-only, or when the ids do not add up.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MUTATION_SUMMARY, type MutationSummary } from './mutation-summary'

interface Requirement {
  id: string
  section: number
  text: string
}
interface Deviation {
  id: string
  covers: string[]
  text: string
}
interface OpenGap {
  ids: string[]
  issue: number
  text: string
}
export interface TestTitle {
  file: string
  title: string
  ids: string[]
}
interface Spec {
  sections: Map<number, string>
  requirements: Requirement[]
  deviations: Deviation[]
  open: OpenGap[]
  /** Requirements that only a real browser can prove, from §13's "only in a browser" list. */
  browserOnly: string[]
}
type Status = 'tested' | 'deviation' | 'open' | 'neither'
interface Row {
  requirement: Requirement
  status: Status
  tests: TestTitle[]
  deviation?: Deviation
  gap?: OpenGap
}
interface Report {
  spec: Spec
  rows: Row[]
  problems: string[]
}

const REQUIREMENT_ID = /\[(P(\d+)\.\d+)\]/g
const ANY_ID = /\[([PD]\d+\.\d+)\]/g
const DEVIATION_ID = /^\s*-\s+\*\*\[(D\d+\.\d+)\]/
/** §1–§9 describe the product; the later sections record screens and departures. */
const LAST_REQUIREMENT_SECTION = 9
const SHORT_TEXT = 100

const idsIn = (text: string, pattern: RegExp = ANY_ID): string[] =>
  [...text.matchAll(pattern)].map((m) => m[1]!)

/** Markdown reduced to plain words for a table cell: no emphasis, no pipes, no line breaks. */
const plain = (text: string): string =>
  text
    .replace(/\*\*/g, '')
    .replace(/\s*\|\s*/g, ' — ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s—-]+|[\s—]+$/g, '')

const shorten = (text: string): string =>
  text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT - 1)}…` : text

/** The document cut at its `## N.` headings: section number → its lines. */
const splitSections = (markdown: string): Map<number, { title: string; lines: string[] }> => {
  const sections = new Map<number, { title: string; lines: string[] }>()
  let current: string[] | undefined
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\.\s+(.*)$/.exec(line)
    if (heading) {
      current = []
      sections.set(Number(heading[1]), { title: heading[2]!.trim(), lines: current })
    } else current?.push(line)
  }
  return sections
}

/** A line that starts a block of its own: blank, a bullet, a table row or a heading. */
const STARTS_BLOCK = /^\s*($|-\s|\||#)/

/** Bullets and paragraphs joined with their wrapped lines; table rows and headings stand alone. */
const logicalLines = (lines: readonly string[]): string[] => {
  const joined: string[] = []
  for (const line of lines) {
    const previous = joined.at(-1)
    const continues = previous !== undefined && !STARTS_BLOCK.test(line) && !/^\s*($|\||#)/.test(previous)
    if (continues) joined[joined.length - 1] = `${previous} ${line.trim()}`
    else joined.push(line)
  }
  return joined
}

/** Each id's text runs from the id to the next id on the same line (or the end of the table cell). */
const requirementsOf = (section: number, lines: readonly string[]): Requirement[] =>
  logicalLines(lines).flatMap((line) => {
    const hits = [...line.matchAll(REQUIREMENT_ID)]
    return hits.map((hit, index) => {
      const end = hits[index + 1]?.index ?? line.length
      const text = line.slice(hit.index! + hit[0].length, end).replace(/\|\s*$/, '')
      return { id: hit[1]!, section, text: shorten(plain(text).replace(/[;,]$/, '')) }
    })
  })

const subsection = (lines: readonly string[], title: RegExp): string[] => {
  const start = lines.findIndex((line) => /^### /.test(line) && title.test(line))
  if (start < 0) return []
  const end = lines.findIndex((line, index) => index > start && /^### /.test(line))
  return lines.slice(start + 1, end < 0 ? undefined : end)
}

const deviationsOf = (lines: readonly string[]): Deviation[] =>
  logicalLines(subsection(lines, /deviations/i)).flatMap((line) => {
    const id = DEVIATION_ID.exec(line)?.[1]
    return id
      ? [{ id, covers: idsIn(line, REQUIREMENT_ID), text: shorten(plain(line.replace(/^\s*-\s+/, ''))) }]
      : []
  })

const browserOnlyOf = (lines: readonly string[]): string[] =>
  logicalLines(subsection(lines, /only in a browser/i)).flatMap((line) =>
    /^\s*-\s/.test(line) ? idsIn(line, REQUIREMENT_ID) : [],
  )

const openGapsOf = (lines: readonly string[]): OpenGap[] =>
  logicalLines(subsection(lines, /open/i)).flatMap((line) => {
    if (!/^\s*-\s/.test(line)) return []
    const issue = /waits for issue (\d+)/i.exec(line)?.[1]
    return [{ ids: idsIn(line, REQUIREMENT_ID), issue: Number(issue ?? Number.NaN), text: plain(line) }]
  })

/** Reads requirement ids from §1–§9 and deviations and open gaps from the section about departures. */
export const parseSpec = (markdown: string): Spec => {
  const sections = splitSections(markdown)
  const titles = new Map<number, string>()
  const requirements: Requirement[] = []
  let departures: string[] = []
  for (const [number, { title, lines }] of sections) {
    if (number <= LAST_REQUIREMENT_SECTION) {
      titles.set(number, title)
      requirements.push(...requirementsOf(number, lines))
    } else if (/depart/i.test(title)) departures = lines
  }
  return {
    sections: titles,
    requirements,
    deviations: deviationsOf(departures),
    open: openGapsOf(departures),
    browserOnly: browserOnlyOf(departures),
  }
}

/**
 * A test title is the first argument of `it`, `test` or `describe` (any modifier, or the call `.each(...)`
 * returns) when its text starts with one or more ids.
 */
const TITLE =
  /(?:(?<=\b(?:it|test|describe)(?:\.\w+)*)|(?<=\)))\(\s*(['"`])((?:\[[PD]\d+\.\d+\]\s*)+)((?:\\.|(?!\1)[^\\\n])*)\1/g

export const titlesIn = (file: string, source: string): TestTitle[] =>
  [...source.matchAll(TITLE)].map((m) => ({ file, title: `${m[2]}${m[3]}`, ids: idsIn(m[2]!) }))

const statusOf = (tests: readonly TestTitle[], deviation?: Deviation, gap?: OpenGap): Status => {
  if (deviation) return 'deviation'
  if (gap) return 'open'
  return tests.length > 0 ? 'tested' : 'neither'
}

const duplicates = (ids: readonly string[]): string[] => ids.filter((id, index) => ids.indexOf(id) !== index)

/** Everything that makes the ids not add up, besides requirements with neither status. */
const consistencyProblems = (spec: Spec, tests: readonly TestTitle[]): string[] => {
  const known = new Set([...spec.requirements.map((r) => r.id), ...spec.deviations.map((d) => d.id)])
  const problems: string[] = []
  for (const id of duplicates(spec.requirements.map((r) => r.id))) problems.push(`${id} is written twice`)
  for (const test of tests)
    for (const id of test.ids)
      if (!known.has(id)) problems.push(`${test.file}: "${test.title}" names unknown ${id}`)
  for (const deviation of spec.deviations) {
    if (deviation.covers.length === 0) problems.push(`${deviation.id} covers no requirement`)
    if (!tests.some((t) => t.ids.includes(deviation.id)))
      problems.push(`${deviation.id} has no test pinning it`)
  }
  for (const gap of spec.open) {
    if (!Number.isInteger(gap.issue)) problems.push(`open gap without "waits for issue N": ${gap.text}`)
    if (gap.ids.length === 0) problems.push(`open gap naming no requirement: ${gap.text}`)
  }
  const named = [
    ...spec.deviations.flatMap((d) => d.covers),
    ...spec.open.flatMap((g) => g.ids),
    ...spec.browserOnly,
  ]
  for (const id of named) if (!known.has(id)) problems.push(`§13 names unknown ${id}`)
  return problems
}

/** A browser test (tests/e2e) runs in its own suite, not in `npm test`. */
const isBrowserTest = (test: TestTitle): boolean => test.file.endsWith('.e2e.ts')

/** Requirements whose only proof runs in a browser, unless §13 says only a browser can prove them. */
const browserOnlyProblems = (spec: Spec, rows: readonly Row[]): string[] =>
  rows
    .filter((r) => r.status === 'tested' && r.tests.every(isBrowserTest))
    .filter((r) => !spec.browserOnly.includes(r.requirement.id))
    .map((r) => `${r.requirement.id} is proven only by a browser test, which npm test does not run`)

export const checkCoverage = (spec: Spec, tests: readonly TestTitle[]): Report => {
  const rows = spec.requirements.map((requirement): Row => {
    const proving = tests.filter((t) => t.ids.includes(requirement.id))
    const deviation = spec.deviations.find((d) => d.covers.includes(requirement.id))
    const gap = spec.open.find((g) => g.ids.includes(requirement.id))
    const row: Row = { requirement, status: statusOf(proving, deviation, gap), tests: proving }
    return { ...row, ...(deviation ? { deviation } : {}), ...(gap ? { gap } : {}) }
  })
  const missing = rows
    .filter((r) => r.status === 'neither')
    .map((r) => `${r.requirement.id} has neither a test, a deviation nor an open gap`)
  return {
    spec,
    rows,
    problems: [...consistencyProblems(spec, tests), ...missing, ...browserOnlyProblems(spec, rows)],
  }
}

const cell = (text: string): string => text.replace(/\|/g, '\\|')

const evidence = (row: Row): string => {
  const tests = row.tests.map((t) => `\`${t.file}\`: ${cell(t.title)}`)
  const extra = row.deviation
    ? [`deviation ${row.deviation.id} (docs/product.md §13.1)`]
    : row.gap
      ? [`open, waits for issue ${row.gap.issue} (docs/product.md §13.2)`]
      : []
  return [...extra, ...tests].join('<br>') || '—'
}

const tally = (rows: readonly Row[], status: Status): number => rows.filter((r) => r.status === status).length

const percent = (killed: number, covered: number): string =>
  covered === 0 ? '—' : `${Math.floor((1000 * killed) / covered) / 10} %`

/**
 * What mutation testing says about requirement code (docs/mutation.json, from `npm run test:mutation`): per
 * requirement the mutants its tests cover and kill, then the survivors where they are.
 */
const renderMutation = (report: Report, mutation: MutationSummary): string[] => {
  const { mutants, killed, survived, noCoverage, equivalent = 0, ignored = 0 } = mutation.totals
  const scored = killed + survived + noCoverage
  const out = [
    '',
    '## Mutation score of requirement code',
    '',
    `\`npm run test:mutation\` mutates ${mutation.mutated.map((g) => `\`${g}\``).join(', ')} and runs the unit tests`,
    `against each mutant: ${killed} of ${scored} killed (${percent(killed, scored)}), ${survived} survived, ${noCoverage}`,
    `reached by no test; ${ignored} of the ${mutants} mutants were not run (static ones, which need every test, under`,
    `\`--ignoreStatic\`, unless a targeted run ran them). ${equivalent} of the survivors and unreached are explained as`,
    'equivalent (no input tells them from the code) in docs/mutation-equivalents.json. Per requirement: the mutants',
    'that the tests naming it reach, and how many they kill (requirements whose tests reach no mutated code are',
    'left out).',
    '',
    '| id | mutants reached | killed | score |',
    '| --- | --- | --- | --- |',
  ]
  for (const row of report.rows) {
    const entry = mutation.requirements[row.requirement.id]
    if (entry)
      out.push(
        `| ${row.requirement.id} | ${entry.covered} | ${entry.killed} | ${percent(entry.killed, entry.covered)} |`,
      )
  }
  out.push('', '### Surviving mutants in requirement code', '')
  if (mutation.survivors.length === 0) out.push('None.')
  for (const s of mutation.survivors)
    out.push(
      `- \`${s.file}:${s.line}\` ${s.mutator} → \`${cell(s.replacement).replace(/\s+/g, ' ').replace(/`/g, "'")}\` (${s.requirements.join(' ')})${s.equivalent ? `: equivalent, ${cell(s.equivalent)}` : ': not explained'}`,
    )
  return out
}

/** The conformance table: a summary, then one table per section, then the mutation score if measured. */
export const renderConformance = (report: Report, mutation?: MutationSummary): string => {
  const out = [
    '# Conformance: docs/product.md requirement by requirement',
    '',
    'Generated by `npm run spec:coverage` from the requirement ids of [product.md](product.md) and the test titles',
    'that name them; do not edit by hand. A requirement is *tested* when a test names its id, a *deviation*',
    'when docs/product.md §13.1 explains why the project does better than the letter (a test pins that), and',
    '*open* when docs/product.md §13.2 names the issue that will close it.',
    '',
    '| section | requirements | tested | deviation | open | neither |',
    '| --- | --- | --- | --- | --- | --- |',
  ]
  const bySection = [...report.spec.sections].map(([n, title]) => ({
    n,
    title,
    rows: report.rows.filter((r) => r.requirement.section === n),
  }))
  for (const { n, title, rows } of bySection)
    out.push(
      `| §${n} ${title} | ${rows.length} | ${tally(rows, 'tested')} | ${tally(rows, 'deviation')} | ${tally(rows, 'open')} | ${tally(rows, 'neither')} |`,
    )
  for (const { n, title, rows } of bySection) {
    out.push(
      '',
      `## §${n} ${title}`,
      '',
      '| id | requirement | status | tests or deviation |',
      '| --- | --- | --- | --- |',
    )
    for (const row of rows)
      out.push(`| ${row.requirement.id} | ${cell(row.requirement.text)} | ${row.status} | ${evidence(row)} |`)
  }
  if (mutation) out.push(...renderMutation(report, mutation))
  return `${out.join('\n')}\n`
}

/** The console summary: per section the counts and the ids that are not tested. */
export const summarise = (report: Report): string[] =>
  [...report.spec.sections].map(([n, title]) => {
    const rows = report.rows.filter((r) => r.requirement.section === n)
    const list = (status: Status) =>
      rows
        .filter((r) => r.status === status)
        .map((r) => r.requirement.id)
        .join(' ') || '-'
    return `§${n} ${title}: ${tally(rows, 'tested')}/${rows.length} tested; deviation: ${list('deviation')}; open: ${list('open')}; neither: ${list('neither')}`
  })

const TEST_FILE = /\.(test\.tsx?|e2e\.ts)$/
const OWN_TEST = 'scripts/spec-coverage.test.ts'

/** Test files of the working tree, tracked or new, outside node_modules (this script's fixtures excluded). */
const testFiles = (root: string): string[] =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => TEST_FILE.test(path) && !path.includes('node_modules/') && path !== OWN_TEST)
    .filter((path) => existsSync(join(root, path)))

const PRODUCT = 'docs/product.md'
export const CONFORMANCE = 'docs/conformance.md'

/** The committed mutation summary, when `npm run test:mutation` has been run and summarised. */
export const mutationAt = (root: string): MutationSummary | undefined =>
  existsSync(join(root, MUTATION_SUMMARY))
    ? (JSON.parse(readFileSync(join(root, MUTATION_SUMMARY), 'utf8')) as MutationSummary)
    : undefined

export const coverageAt = (root: string): Report => {
  const tests = testFiles(root).flatMap((file) => titlesIn(file, readFileSync(join(root, file), 'utf8')))
  return checkCoverage(parseSpec(readFileSync(join(root, PRODUCT), 'utf8')), tests)
}

const isMain = process.argv[1]?.endsWith('spec-coverage.ts') === true
if (isMain) {
  const report = coverageAt(process.cwd())
  writeFileSync(join(process.cwd(), CONFORMANCE), renderConformance(report, mutationAt(process.cwd())))
  for (const line of summarise(report)) console.log(line)
  for (const problem of report.problems) console.error(`  ${problem}`)
  const total = report.rows.length
  console.log(`\n${tally(report.rows, 'tested')}/${total} tested; ${CONFORMANCE} written`)
  if (report.problems.length > 0) {
    console.error(`spec coverage: ${report.problems.length} problem(s)`)
    process.exit(1)
  }
}
