/**
 * Declaration files for a package: emitted by the project's TypeScript (7, the native compiler) from the
 * entries, then every relative or `#domain/…` specifier made one that Node's ESM resolution finds
 * (`./x` → `./x.js` or `./x/index.js`), as consumers with `moduleResolution: node16` and attw require
 * (docs/packages/sdk/README.md "How the package is built").
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

let emitted = 0

/** Runs tsc over `entries` with the project's options, declarations only, into `outDir` mirroring `rootDir`. */
export const emitDeclarations = (entries: readonly string[], outDir: string, rootDir: string): void => {
  // Inside the repository wherever `outDir` is: the project's options (its `types`) resolve from here.
  const scratch = join(ROOT, 'build', `.tsconfig.declarations.${process.pid}.${++emitted}.json`)
  mkdirSync(dirname(scratch), { recursive: true })
  const config = {
    extends: join(ROOT, 'tsconfig.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir,
      rootDir,
      // The package's types must not depend on the test tree's path mapping.
      paths: {},
    },
    files: entries.map((entry) => join(ROOT, entry)),
    include: [],
  }
  writeFileSync(scratch, JSON.stringify(config, null, 2))
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', scratch], { cwd: ROOT, stdio: 'inherit' })
  } finally {
    rmSync(scratch, { force: true })
  }
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g

/** The `.js` specifier Node finds for `spec` written in `file`, or undefined when it is not ours. */
const resolvedSpecifier = (
  spec: string,
  file: string,
  aliasTarget: (spec: string) => string | undefined,
): string | undefined => {
  const target = spec.startsWith('.') ? resolve(dirname(file), spec) : aliasTarget(spec)
  if (target === undefined) return undefined
  const base = target.replace(/\.(d\.ts|ts|js)$/, '')
  const asFile = `${base}.d.ts`
  const asIndex = join(base, 'index.d.ts')
  const found = existsSync(asFile) ? `${base}.js` : existsSync(asIndex) ? join(base, 'index.js') : undefined
  if (found === undefined)
    throw new Error(`${relative(ROOT, file)}: cannot resolve "${spec}" among the declarations`)
  const rel = relative(dirname(file), found).split('\\').join('/')
  return rel.startsWith('.') ? rel : `./${rel}`
}

/** Rewrites every specifier of every `.d.ts` under `dir` (see the module comment). */
export const rewriteSpecifiers = (dir: string, aliasTarget: (spec: string) => string | undefined): void => {
  for (const file of filesUnder(dir).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8')
    const next = text.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
      const rewritten = resolvedSpecifier(spec, file, aliasTarget)
      return rewritten === undefined ? whole : `${lead}${quote}${rewritten}${quote}`
    })
    if (next !== text) writeFileSync(file, next)
  }
}
