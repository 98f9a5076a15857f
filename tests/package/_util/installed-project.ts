/**
 * A fresh project outside the repository with the built packages installed as a dapp installs them
 * (docs/packages/sdk/README.md): each folder of build/packages is packed with `npm pack`, and the tarballs
 * are installed with `npm install` into a new `"type": "module"` project under the system's temp folder.
 * Nothing there can reach the repository's sources or its node_modules: Node and bundlers resolve from the
 * importing file upwards, and no folder above the temp project holds a node_modules.
 *
 * Also starts the packaged mock node through its bin and reads the URL it prints.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { PACKAGES_DIR } from '../../../scripts/package/build'
import { MOCK_NODE, SDK } from '../../../scripts/package/manifests'

const execFileAsync = promisify(execFile)

export const ROOT = resolve(import.meta.dirname, '../../..')
const FIXTURES = join(ROOT, 'tests/package/_fixtures')

/** A package's folder as the build left it (scripts/package/build.ts). */
const builtDir = (folder: string): string => join(PACKAGES_DIR, folder)

const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** The version the repository pins for `name`, so the temp project gets what the packages were built against. */
const pinned = (name: string): string => {
  const version = rootManifest.dependencies[name] ?? rootManifest.devDependencies[name]
  if (!version) throw new Error(`${name} is not pinned in package.json`)
  return version
}

/**
 * The environment of every command run for the temp project: ours without npm's `npm_*` variables (set by
 * `npm run test:package` for the repository, e.g. its prefix and package.json), so the temp project's npm
 * and Node see only the temp project; and without NODE_OPTIONS, which a consumer would not have.
 */
const consumerEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS'),
  )

/** Hang guards only: a command that has not finished by then is stuck, not slow. */
const COMMAND_GUARD_MS = 600_000

interface CommandResult {
  stdout: string
  stderr: string
}

/** Runs `file args` in `cwd`; rejects with its output when it exits non-zero. */
export const run = async (
  file: string,
  args: readonly string[],
  cwd: string,
  guardMs = COMMAND_GUARD_MS,
): Promise<CommandResult> => {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, {
      cwd,
      env: consumerEnv(),
      timeout: guardMs,
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
    })
    return { stdout, stderr }
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string }
    throw new Error(
      `${file} ${args.join(' ')} failed in ${cwd}: ${failed.message}\n--- stdout\n${failed.stdout ?? ''}\n--- stderr\n${failed.stderr ?? ''}`,
    )
  }
}

/** The one `RESULT {json}` line a fixture script prints (other lines may be the SDK's warnings). */
export const resultLine = <T>(output: CommandResult): T => {
  const lines = output.stdout.split('\n').filter((line) => line.startsWith('RESULT '))
  if (lines.length !== 1)
    throw new Error(`expected one RESULT line, got ${lines.length}:\n${output.stdout}\n${output.stderr}`)
  return JSON.parse(lines[0]!.slice('RESULT '.length)) as T
}

export interface InstalledProject {
  /** The temp folder holding everything (the tarballs and the project); removed by `remove()`. */
  root: string
  /** The consumer project: its package.json and node_modules. */
  dir: string
  /** The packed tarballs, by package name. */
  tarballs: Readonly<Record<string, Tarball>>
  /** How long `npm install` took, in milliseconds (reported, never asserted). */
  installMs: number
  /** The package's folder in the project's node_modules. */
  installed(name: string): string
  /** Copies a file of tests/package/_fixtures into the project (or under `subdir` of it); returns its path. */
  addFixture(name: string, subdir?: string): string
  /** Writes `text` to `name` in the project; returns its path. */
  write(name: string, text: string): string
  remove(): void
}

/**
 * What `npm pack` made. Taken from the tarball itself, not from build/packages: the build folder may be
 * rebuilt while the suite runs, and what gets installed is what the tarball holds.
 */
interface Tarball {
  path: string
  /** Every file in it, relative to the package's root, sorted. */
  files: string[]
  /** Its package.json. */
  manifest: Record<string, unknown>
}

/** `npm pack <dir>` into `destination`. */
const pack = async (packageDir: string, destination: string): Promise<Tarball> => {
  const { stdout } = await run(
    'npm',
    ['pack', packageDir, '--pack-destination', destination, '--json'],
    destination,
  )
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[]
  if (!packed) throw new Error(`npm pack ${packageDir} printed no tarball`)
  const path = join(destination, packed.filename)
  // npm packs every file under `package/`.
  const manifest = JSON.parse((await run('tar', ['-xzOf', path, 'package/package.json'], destination)).stdout)
  return { path, files: packed.files.map((file) => file.path).sort(), manifest }
}

/**
 * Packs both built packages and installs them into a fresh project, with `extra` packages at the versions
 * the repository pins (e.g. `@types/node`, which a TypeScript dapp for Node has).
 * `--prefer-offline`: the repository's install has filled npm's cache with every dependency; the registry
 * is only asked for what the cache lacks.
 */
export const installProject = async (extra: readonly string[] = []): Promise<InstalledProject> => {
  const root = mkdtempSync(join(tmpdir(), 'w3mq-package-'))
  try {
    const tarballDir = join(root, 'tarballs')
    const dir = join(root, 'project')
    mkdirSync(tarballDir)
    mkdirSync(dir)
    const tarballs: Record<string, Tarball> = {}
    for (const spec of [SDK, MOCK_NODE]) tarballs[spec.name] = await pack(builtDir(spec.folder), tarballDir)
    writeFileSync(
      join(dir, 'package.json'),
      `${JSON.stringify({ name: 'w3mq-consumer', version: '0.0.0', private: true, type: 'module' }, null, 2)}\n`,
    )
    const started = performance.now()
    await run(
      'npm',
      [
        'install',
        ...Object.values(tarballs).map((tarball) => tarball.path),
        ...extra.map((name) => `${name}@${pinned(name)}`),
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
      ],
      dir,
    )
    const installMs = performance.now() - started
    const write = (name: string, text: string): string => {
      const path = join(dir, name)
      mkdirSync(join(path, '..'), { recursive: true })
      writeFileSync(path, text)
      return path
    }
    return {
      root,
      dir,
      tarballs,
      installMs,
      installed: (name) => join(dir, 'node_modules', name),
      addFixture: (name, subdir = '.') =>
        write(join(subdir, name), readFileSync(join(FIXTURES, name), 'utf8')),
      write,
      remove: () => rmSync(root, { recursive: true, force: true }),
    }
  } catch (error) {
    rmSync(root, { recursive: true, force: true })
    throw error
  }
}

export interface RunningNode {
  /** The URL the node printed it listens at. */
  url: string
  /** Everything it printed so far, for failure messages. */
  output(): string
  /** SIGTERM (the CLI closes the node and exits 0), then waits for the exit; idempotent. */
  stop(): Promise<void>
}

/** The line mock-node/src/main.ts prints once the node listens; the newline proves the URL is whole. */
const LISTENING = /^Web3MQ mock node listening at (\S+)\r?\n/m
const START_GUARD_MS = 120_000
const STOP_GUARD_MS = 30_000

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => child.once('exit', () => done()))

/**
 * Starts the project's `w3mq-mock-node` bin (node_modules/.bin, as `npx w3mq-mock-node` would) with `args`,
 * and resolves once it printed the URL it listens at; rejects, with its output, if it exits first.
 */
export const startNodeBin = (project: InstalledProject, args: readonly string[]): Promise<RunningNode> =>
  new Promise((resolveStart, rejectStart) => {
    const bin = join(project.dir, 'node_modules/.bin/w3mq-mock-node')
    const child = spawn(bin, [...args], {
      cwd: project.dir,
      env: consumerEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let settled = false
    const output = () => out
    let stopping: Promise<void> | undefined
    const stop = (): Promise<void> => {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return
        child.kill('SIGTERM')
        const guard = setTimeout(() => child.kill('SIGKILL'), STOP_GUARD_MS)
        await exited(child)
        clearTimeout(guard)
      })()
      return stopping
    }
    const fail = (reason: string) => {
      if (settled) return
      settled = true
      clearTimeout(guard)
      void stop()
      rejectStart(new Error(`${reason}\n--- output of ${bin} ${args.join(' ')}\n${out}`))
    }
    const guard = setTimeout(
      () => fail(`no "listening at" line within ${START_GUARD_MS / 1000} s`),
      START_GUARD_MS,
    )
    const onData = (chunk: Buffer) => {
      out += chunk.toString('utf8')
      const match = LISTENING.exec(out)
      if (match && !settled) {
        settled = true
        clearTimeout(guard)
        resolveStart({ url: match[1]!, output, stop })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8')
    })
    child.on('error', (error) => fail(`could not start: ${error.message}`))
    child.on('exit', (code, signal) => fail(`exited (${signal ?? code}) before listening`))
  })
