/**
 * ARCHITECTURE.md "Use cases in the SDK; the composition root only wires", as a rule a parser can check: the
 * composition files that provide machines their actors (`*-actors.ts`, `screen-*.ts`) hold no branch. A rule
 * about people's data (how a chat is named, whether a profile is one's own, which refusal means what) is a
 * branch somewhere; kept out of these files, it has to live in the domain, the SDK or the machine that owns it.
 * `??` stays allowed: it fills in a value that is absent, which chooses nothing.
 */
import { lineAt } from './imports'

interface Decision {
  file: string
  line: number
  message: string
}

type AstNode = { type?: string; start?: number; operator?: string; [key: string]: unknown }

/** Whether `path` (relative to the project root, `/`-separated) is an actor-wiring file of the composition root. */
export const isWiringFile = (path: string): boolean =>
  /^src\/composition\/([^/]+-actors|screen-[^/]+)\.ts$/.test(path)

const BRANCH_WORDS: Readonly<Record<string, string>> = {
  IfStatement: 'an if',
  SwitchStatement: 'a switch',
  ConditionalExpression: 'a ?: choice',
}

const branchOf = (node: AstNode): string | undefined => {
  const word = node.type === undefined ? undefined : BRANCH_WORDS[node.type]
  if (word) return word
  if (node.type === 'LogicalExpression' && (node.operator === '&&' || node.operator === '||')) {
    return `a ${node.operator} choice`
  }
  return undefined
}

/** Every branch in a wiring file's program, each reported at its line. */
export const collectDecisions = (program: unknown, source: string, file: string): Decision[] => {
  const found: Decision[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (!node || typeof node !== 'object') return
    const n = node as AstNode
    const branch = branchOf(n)
    if (branch) {
      found.push({
        file,
        line: lineAt(source, n.start ?? 0),
        message: `the composition root only wires: ${branch} belongs in the domain, the SDK or a machine`,
      })
    }
    for (const [key, child] of Object.entries(n)) {
      if (key !== 'type' && child && typeof child === 'object') visit(child)
    }
  }
  visit(program)
  return found
}
