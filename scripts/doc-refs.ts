/**
 * Keeps comments pointing inside the house: every `docs/<name>.md §N[.M]` must name a heading of that doc,
 * and nothing may cite the research documents that live outside the repository. Run by doc-refs.test.ts
 * (part of `npm test`) and from the command line with `npx tsx scripts/doc-refs.ts`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface DocProblem {
  file: string
  line: number
  message: string
}

/** Section numbers a doc defines, read from `## 4. Title` / `### 4.4 Title` headings. */
export const sectionsOf = (markdown: string): Set<string> => {
  const sections = new Set<string>()
  for (const match of markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]!)
  return sections
}

// Built from parts so this file does not trip its own check when it scans itself.
const SECTION = '\u00a7'
const OUTSIDE_PATTERNS: readonly RegExp[] = [
  new RegExp(`spec ${SECTION}`, 'i'),
  new RegExp(`(?<!docs/)protocol ${SECTION}`, 'i'),
  new RegExp(['ui', 'reference'].join('-'), 'i'),
  new RegExp(['product', 'spec\\.md'].join('-'), 'i'),
  new RegExp(['web3mq', 'protocol\\.md'].join('-'), 'i'),
  new RegExp(['', 'work', 'shared'].join('/'), 'i'),
  // The research notes behind the docs ("peers notes") are not in the repository either.
  new RegExp(`notes ${SECTION}`, 'i'),
]

/** Any `<path>.md §N[.M]` reference; the path decides whether it must resolve under docs/. */
const SECTION_REF = new RegExp(`([\\w./-]+\\.md) ${SECTION}(\\d+(?:\\.\\d+)*)`, 'g')

/** Sections per doc path (relative to the root), or undefined when the doc does not exist. */
export type DocIndex = (docPath: string) => Set<string> | undefined

/** Problems in one file's text: unresolved doc sections and citations of documents outside the repo. */
export const checkText = (file: string, text: string, docs: DocIndex): DocProblem[] => {
  const problems: DocProblem[] = []
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1
    for (const pattern of OUTSIDE_PATTERNS) {
      const hit = pattern.exec(lineText)
      if (hit) problems.push({ file, line, message: `cites a document outside the repository: "${hit[0]}"` })
    }
    for (const [ref, docPath, section] of lineText.matchAll(SECTION_REF)) {
      const message = refProblem(docPath!, section!, docs)
      if (message) problems.push({ file, line, message: `${ref}: ${message}` })
    }
  })
  return problems
}

const refProblem = (docPath: string, section: string, docs: DocIndex): string | undefined => {
  if (!docPath.startsWith('docs/')) return 'section references must cite docs/product.md or docs/protocol.md'
  const sections = docs(docPath)
  if (!sections) return `${docPath} does not exist`
  return sections.has(section) ? undefined : `${docPath} has no heading numbered ${section}`
}

const SCANNED = /\.(ts|tsx|md|css|proto)$/

/** Tracked files the check reads: sources and notes outside node_modules and docs/ itself. */
const scannedFiles = (root: string): string[] =>
  execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => SCANNED.test(path) && !path.startsWith('docs/') && !path.includes('node_modules/'))

/** A DocIndex over the docs of a working tree, reading each doc once. */
const docIndexAt = (root: string): DocIndex => {
  const cache = new Map<string, Set<string> | undefined>()
  return (docPath) => {
    if (!cache.has(docPath)) {
      const full = join(root, docPath)
      cache.set(docPath, existsSync(full) ? sectionsOf(readFileSync(full, 'utf8')) : undefined)
    }
    return cache.get(docPath)
  }
}

/** Every problem in the tracked files of `root` (files deleted but not yet staged are skipped). */
export const checkTree = (root: string): DocProblem[] => {
  const docs = docIndexAt(root)
  return scannedFiles(root)
    .filter((file) => existsSync(join(root, file)))
    .flatMap((file) => checkText(file, readFileSync(join(root, file), 'utf8'), docs))
}

const isMain = process.argv[1]?.endsWith('doc-refs.ts') === true
if (isMain) {
  const problems = checkTree(process.cwd())
  for (const p of problems) console.error(`${p.file}:${p.line}  ${p.message}`)
  if (problems.length > 0) {
    console.error(`\ndoc reference check: ${problems.length} problem(s)`)
    process.exit(1)
  }
  console.log('doc reference check: ok')
}
