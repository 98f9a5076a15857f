import { describe, expect, it } from 'vitest'
import { foldKills, summarise } from './mutation-summary'

const mutant = (id: string, status: string, coveredBy: string[], line = 1) => ({
  id,
  mutatorName: 'ConditionalExpression',
  replacement: 'true',
  status,
  coveredBy,
  location: { start: { line, column: 1 } },
})

describe('mutation summary', () => {
  it('counts per requirement the mutants its tests reach and kill, and lists survivors in requirement code', () => {
    const summary = summarise(
      {
        files: {
          'src/domain/b.ts': { mutants: [mutant('4', 'NoCoverage', [])] },
          'src/domain/a.ts': {
            mutants: [
              mutant('1', 'Killed', ['t1', 't2']),
              mutant('2', 'Survived', ['t1'], 9),
              mutant('3', 'Timeout', ['t3']),
              mutant('5', 'Survived', ['t3'], 12),
            ],
          },
        },
        testFiles: {
          'src/domain/a.test.ts': {
            tests: [
              { id: 't1', name: 'rules [P5.1] [P5.2] refuses blank text' },
              { id: 't2', name: 'rules [P5.1] keeps the draft' },
              { id: 't3', name: 'rules helper without an id' },
            ],
          },
        },
      },
      ['src/domain/**/*.ts'],
      [
        { at: 'src/domain/a.ts:12', reason: 'no input reaches it' },
        { at: 'src/domain/b.ts:1', reason: 'unreached: the default is never needed' },
        { at: 'src/domain/a.ts:9', mutator: 'StringLiteral', reason: 'another mutator on that line' },
      ],
    )
    expect(summary.totals).toEqual({
      mutants: 5,
      killed: 2,
      survived: 2,
      equivalent: 2,
      noCoverage: 1,
      ignored: 0,
      other: 0,
    })
    expect(summary.requirements).toEqual({
      'P5.1': { covered: 2, killed: 1 },
      'P5.2': { covered: 2, killed: 1 },
    })
    expect(summary.survivors).toEqual([
      {
        file: 'src/domain/a.ts',
        line: 9,
        mutator: 'ConditionalExpression',
        replacement: 'true',
        requirements: ['P5.1', 'P5.2'],
      },
    ])
    // The explained survivor outside requirement code counts in the totals; an explanation for another
    // mutator on a line leaves that line's survivor unexplained.
    expect(summary.survivors[0]?.equivalent).toBeUndefined()
  })

  it('folds in the kills of targeted runs of the same source, and what they found for mutants not run', () => {
    const full = {
      files: {
        'src/domain/a.ts': {
          source: 'A',
          mutants: [
            mutant('1', 'Survived', ['t1'], 3),
            mutant('2', 'Ignored', [], 4),
            mutant('3', 'Survived', [], 5),
            mutant('6', 'Ignored', [], 6),
          ],
        },
        'src/domain/b.ts': { source: 'B2', mutants: [mutant('4', 'Survived', [], 3)] },
      },
    }
    const targeted = {
      files: {
        'src/domain/a.ts': {
          source: 'A',
          mutants: [
            mutant('x', 'Killed', [], 3),
            mutant('y', 'Timeout', [], 4),
            mutant('z', 'Survived', [], 5),
            mutant('v', 'Survived', [], 6),
          ],
        },
        // Edited since: its mutants are not matched to the full run's.
        'src/domain/b.ts': { source: 'B1', mutants: [mutant('w', 'Killed', [], 3)] },
      },
    }
    const folded = foldKills(full, [targeted])
    const statuses = (file: string) => folded.files[file]?.mutants.map((m) => m.status)
    // A static mutant the full run left out takes what the targeted run found, a survivor too.
    expect(statuses('src/domain/a.ts')).toEqual(['Killed', 'Timeout', 'Survived', 'Survived'])
    expect(statuses('src/domain/b.ts')).toEqual(['Survived'])
  })
})
