import { describe, expect, it } from 'vitest'
import { summarise } from './mutation-summary'

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
    )
    expect(summary.totals).toEqual({ mutants: 5, killed: 2, survived: 2, noCoverage: 1, other: 0 })
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
  })
})
