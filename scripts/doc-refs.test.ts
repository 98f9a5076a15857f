import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkText, checkTree, type DocIndex, sectionsOf } from './doc-refs'

const S = '\u00a7'

/** A fixture doc index: docs/protocol.md with §4, §4.4 and §10.11; docs/product.md with §2. */
const fixtureDocs: DocIndex = (path) =>
  ({
    'docs/protocol.md': new Set(['4', '4.4', '10.11']),
    'docs/product.md': new Set(['2']),
  })[path]

const messages = (text: string) => checkText('src/a.ts', text, fixtureDocs).map((p) => p.message)

describe('doc reference check', () => {
  it('reads section numbers from numbered headings only', () => {
    const doc = [
      '# Title',
      '## 4. REST API',
      '### 4.4 Endpoints',
      '#### 10.11 Registration',
      'text 5.5',
    ].join('\n')
    expect([...sectionsOf(doc)].sort()).toEqual(['10.11', '4', '4.4'])
  })

  it('accepts references to sections that exist', () => {
    expect(
      messages(`// docs/protocol.md ${S}4.4 and docs/protocol.md ${S}10.11, docs/product.md ${S}2.`),
    ).toEqual([])
  })

  it('fires on a section the doc does not have, on a missing doc, and on a doc outside docs/', () => {
    expect(messages(`// docs/protocol.md ${S}4.9`)).toEqual([
      `docs/protocol.md ${S}4.9: docs/protocol.md has no heading numbered 4.9`,
    ])
    expect(messages(`// docs/design.md ${S}1`)).toEqual([
      `docs/design.md ${S}1: docs/design.md does not exist`,
    ])
    expect(messages(`// notes/peers.md ${S}8`)).toEqual([
      `notes/peers.md ${S}8: section references must cite docs/product.md or docs/protocol.md`,
    ])
  })

  it('fires on citations of the research documents outside the repository', () => {
    // Joined from parts so the repository scan below does not flag this test's own fixtures.
    const outside = [
      `// Spec ${S}7: the envelope`,
      `// see protocol ${S}3.3`,
      `// from the ${['ui', 'reference'].join('-')} notes`,
      `// ${['product', 'spec.md'].join('-')}`,
      `// ${['web3mq', 'protocol.md'].join('-')}`,
      `// ${['', 'work', 'shared', 'DESIGN.md'].join('/')}`,
      `// peers notes ${S}7`,
    ]
    for (const line of outside) expect(messages(line)).toHaveLength(1)
    expect(checkText('src/a.ts', outside.join('\n'), fixtureDocs).map((p) => p.line)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ])
  })

  it('allows docs/protocol as a prefix', () => {
    expect(messages(`// docs/protocol ${S}4`)).toEqual([])
  })

  it('finds no problem in the repository', () => {
    const problems = checkTree(resolve(__dirname, '..')).map((p) => `${p.file}:${p.line} ${p.message}`)
    expect(problems).toEqual([])
  })
})
