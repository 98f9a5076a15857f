import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CONFORMANCE,
  checkCoverage,
  coverageAt,
  mutationAt,
  parseSpec,
  renderConformance,
  summarise,
  type TestTitle,
  titlesIn,
} from './spec-coverage'

const S = '\u00a7'

const PRODUCT = [
  '# The product',
  'Intro [P0.9] is not a section of requirements.',
  '## 1. What it is',
  '- [P1.1] sign in with a wallet;',
  '- [P1.2] a long requirement that wraps',
  '  onto a second line.',
  '## 2. Routes',
  '| Route | What |',
  '| --- | --- |',
  '| [P2.1] `/profile` | the **own** page |',
  '[P2.2] Starts light. [P2.3] Loads on demand.',
  '## 10. Screens',
  '- [P10.1] not a requirement: only §1–§9 hold them',
  '## 13. Where the project knowingly departs from the letter',
  '### 13.1 Deliberate deviations',
  '- **[D13.1] Ranking.** Covers [P2.2]. The letter says one thing;',
  '  we do better, and [P2.3] is named on a continuation line.',
  '### 13.2 Open gaps',
  '- **Open, waits for issue 14.** [P1.2] not done yet.',
].join('\n')

const title = (ids: string[], file = 'a.test.ts'): TestTitle => ({
  file,
  title: `${ids.map((id) => `[${id}]`).join(' ')} x`,
  ids,
})

describe('spec coverage: parsing docs/product.md', () => {
  it('reads the ids of §1–§9 with the text up to the next id, continuation lines and table cells included', () => {
    const spec = parseSpec(PRODUCT)
    expect([...spec.sections]).toEqual([
      [1, 'What it is'],
      [2, 'Routes'],
    ])
    expect(spec.requirements).toEqual([
      { id: 'P1.1', section: 1, text: 'sign in with a wallet' },
      { id: 'P1.2', section: 1, text: 'a long requirement that wraps onto a second line.' },
      { id: 'P2.1', section: 2, text: '`/profile` — the own page' },
      { id: 'P2.2', section: 2, text: 'Starts light.' },
      { id: 'P2.3', section: 2, text: 'Loads on demand.' },
    ])
  })

  it('reads deviations with the ids they cover and open gaps with the issue they wait for', () => {
    const spec = parseSpec(PRODUCT)
    expect(spec.deviations.map((d) => [d.id, d.covers])).toEqual([['D13.1', ['P2.2', 'P2.3']]])
    expect(spec.open.map((g) => [g.ids, g.issue])).toEqual([[['P1.2'], 14]])
  })
})

describe('spec coverage: finding test titles', () => {
  it('takes the first argument of it, test, describe or an .each call when it starts with ids', () => {
    const source = [
      "it('[P1.1] signs in', () => {})",
      'it.each([1, 2])("[P1.2] [D13.1] case %s", (n) => {})',
      'describe(`[P2.1] routes`, () => {',
      "  it(\n    '[P2.2] on a line of its own',",
      "it('mentions [P2.3] in the middle, which is no claim', () => {})",
      "expect(text).toBe('[P2.3] not a title either')",
      "it('untagged', () => {})",
    ].join('\n')
    expect(titlesIn('x.test.ts', source)).toEqual([
      { file: 'x.test.ts', title: '[P1.1] signs in', ids: ['P1.1'] },
      { file: 'x.test.ts', title: '[P1.2] [D13.1] case %s', ids: ['P1.2', 'D13.1'] },
      { file: 'x.test.ts', title: '[P2.1] routes', ids: ['P2.1'] },
      { file: 'x.test.ts', title: '[P2.2] on a line of its own', ids: ['P2.2'] },
    ])
  })

  it('keeps escaped quotes inside a title', () => {
    expect(titlesIn('x.test.ts', "it('[P1.1] the person\\'s wallet', f)")[0]?.title).toBe(
      "[P1.1] the person\\'s wallet",
    )
  })
})

describe('spec coverage: the verdict', () => {
  const spec = parseSpec(PRODUCT)

  it('calls each requirement tested, deviation, open or neither, and fails only on neither', () => {
    const report = checkCoverage(spec, [title(['P1.1']), title(['D13.1'])])
    expect(report.rows.map((r) => [r.requirement.id, r.status])).toEqual([
      ['P1.1', 'tested'],
      ['P1.2', 'open'],
      ['P2.1', 'neither'],
      ['P2.2', 'deviation'],
      ['P2.3', 'deviation'],
    ])
    expect(report.problems).toEqual(['P2.1 has neither a test, a deviation nor an open gap'])
  })

  it('fires on a deviation no test pins, an unknown id in a title and an open gap without an issue', () => {
    const loose = parseSpec(PRODUCT.replace('waits for issue 14', 'waits'))
    const report = checkCoverage(loose, [title(['P1.1', 'P2.1', 'P9.9'], 'b.test.ts')])
    expect(report.problems).toEqual([
      'b.test.ts: "[P1.1] [P2.1] [P9.9] x" names unknown P9.9',
      'D13.1 has no test pinning it',
      'open gap without "waits for issue N": Open, waits. [P1.2] not done yet.',
    ])
  })

  it('fires when a requirement is proven only in a browser, unless §13 lists it as browser-only', () => {
    const tests = [title(['P1.1'], 'tests/e2e/a.e2e.ts'), title(['P2.1'], 'tests/e2e/b.e2e.ts')]
    tests.push(title(['P2.1'], 'src/b.test.ts'), title(['D13.1']))
    expect(checkCoverage(spec, tests).problems).toEqual([
      'P1.1 is proven only by a browser test, which npm test does not run',
    ])
    const declared = parseSpec(
      `${PRODUCT}\n### 13.3 Proven only in a browser\n- [P1.1] needs a real wallet popup.`,
    )
    expect(declared.browserOnly).toEqual(['P1.1'])
    expect(checkCoverage(declared, tests).problems).toEqual([])
  })

  it('fires on an id written twice and on §13 naming an id that does not exist', () => {
    const doubled = parseSpec(
      PRODUCT.replace('[P2.3] Loads', '[P2.2] Loads').replace('[P1.2] not', '[P7.7] not'),
    )
    const problems = checkCoverage(doubled, [title(['D13.1'])]).problems
    expect(problems).toContain('P2.2 is written twice')
    expect(problems).toContain(`${S}13 names unknown P2.3`)
    expect(problems).toContain(`${S}13 names unknown P7.7`)
  })

  it('writes a table per section with the tests as file: title, the deviation or the issue', () => {
    const report = checkCoverage(spec, [title(['P1.1', 'P2.1'], 'src/a.test.ts'), title(['D13.1'])])
    const markdown = renderConformance(report)
    expect(markdown).toContain(`| ${S}1 What it is | 2 | 1 | 0 | 1 | 0 |`)
    expect(markdown).toContain('| P1.1 | sign in with a wallet | tested | `src/a.test.ts`: [P1.1] [P2.1] x |')
    expect(markdown).toContain(
      `| P1.2 | a long requirement that wraps onto a second line. | open | open, waits for issue 14`,
    )
    expect(markdown).toContain(
      `| P2.2 | Starts light. | deviation | deviation D13.1 (docs/product.md ${S}13.1) |`,
    )
    expect(summarise(report)[1]).toBe(`${S}2 Routes: 1/3 tested; deviation: P2.2 P2.3; open: -; neither: -`)
  })

  it('adds the mutation score per requirement and the survivors in requirement code, when measured', () => {
    const report = checkCoverage(spec, [title(['P1.1']), title(['D13.1'])])
    const markdown = renderConformance(report, {
      mutated: ['src/domain/**/*.ts'],
      totals: { mutants: 12, killed: 7, survived: 2, equivalent: 1, noCoverage: 1, ignored: 2, other: 0 },
      requirements: { 'P1.1': { covered: 3, killed: 2 } },
      survivors: [
        { file: 'src/domain/a.ts', line: 7, mutator: 'Regex', replacement: '/a|b/', requirements: ['P1.1'] },
        {
          ...{ file: 'src/domain/b.ts', line: 9, mutator: 'BlockStatement', replacement: '{}' },
          ...{ requirements: ['P1.1'], equivalent: 'the empty catch returns undefined too' },
        },
      ],
    })
    expect(markdown).toContain('against each mutant: 7 of 10 killed (70 %), 2 survived, 1')
    expect(markdown).toContain('reached by no test; 2 of the 12 mutants were not run')
    expect(markdown).toContain('1 of the survivors and unreached are explained as')
    expect(markdown).toContain('| P1.1 | 3 | 2 | 66.6 % |')
    expect(markdown).not.toContain('| P1.2 |  ')
    expect(markdown).toContain('- `src/domain/a.ts:7` Regex → `/a\\|b/` (P1.1): not explained')
    expect(markdown).toContain(
      '- `src/domain/b.ts:9` BlockStatement → `{}` (P1.1): equivalent, the empty catch returns undefined too',
    )
    expect(renderConformance(report)).not.toContain('Mutation score')
  })
})

describe('spec coverage of this repository', () => {
  // Checked in npm test so a change to a requirement or a tagged title cannot leave the table behind.
  const root = resolve(import.meta.dirname, '..')
  const report = coverageAt(root)

  it('gives every requirement a test, a deviation or an open gap, and every id adds up', () => {
    expect(report.problems).toEqual([])
  })

  it('has an up-to-date docs/conformance.md (run `npm run spec:coverage` after changing ids or tagged titles)', () => {
    expect(readFileSync(join(root, CONFORMANCE), 'utf8')).toBe(renderConformance(report, mutationAt(root)))
  })
})
