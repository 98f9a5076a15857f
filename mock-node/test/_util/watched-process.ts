/**
 * A spawned node process as the CLI and package tests read it: everything it printed (stdout and stderr in
 * arrival order), a wait for a line matching a pattern that fails at once if the process exits first, and its
 * exit. Waiting for what the process prints, never for a time, keeps these tests independent of speed.
 */
import type { ChildProcess } from 'node:child_process'

export interface WatchedProcess {
  child: ChildProcess
  /** Everything it printed so far. */
  output(): string
  /** Resolves once the output matches `pattern`; rejects if the process exits first. */
  printed(pattern: RegExp): Promise<RegExpExecArray>
  exited: Promise<number | null>
}

export const watched = (child: ChildProcess, name: string): WatchedProcess => {
  let out = ''
  const listeners = new Set<() => void>()
  const keep = (chunk: Buffer) => {
    out += chunk.toString()
    for (const check of listeners) check()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((found, fail) => {
      const check = () => {
        const match = pattern.exec(out)
        if (!match) return
        listeners.delete(check)
        found(match)
      }
      listeners.add(check)
      check()
      void exited.then((code) =>
        fail(new Error(`${name} exited (${code}) before printing ${pattern}: ${out}`)),
      )
    })
  return { child, output: () => out, printed, exited }
}
