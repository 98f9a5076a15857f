/**
 * Bench child processes driven over Node's IPC channel: the parent sends `{id, cmd, args}`, the child
 * answers `{id, ok, value | error}`. The capacity bench runs the node, the socket load and the latency
 * probe each in its own process this way, so none of them shares a thread with another.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { once } from 'node:events'

interface Reply {
  id: number
  ok: boolean
  value?: unknown
  error?: string
}

export interface Child {
  call: <T>(cmd: string, args?: unknown) => Promise<T>
  stop: () => Promise<void>
  readonly process: ChildProcess
}

/** Forks `entry` under tsx with an IPC channel; `execArgv` adds Node flags (e.g. `--expose-gc`). */
export const forkChild = (entry: string, execArgv: string[] = []): Child => {
  const child = fork(entry, [], { execArgv: ['--import', 'tsx', ...execArgv], stdio: 'inherit' })
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  let next = 0
  child.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id)
    pending.delete(reply.id)
    if (reply.ok) waiter?.resolve(reply.value)
    else waiter?.reject(new Error(reply.error))
  })
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${entry} exited with ${code}`))
    pending.clear()
  })
  const call = <T>(cmd: string, args?: unknown): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = next++
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject })
      child.send({ id, cmd, args })
    })
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
  }
  return { call, stop, process: child }
}

type Handler = (args: never) => unknown

/** The child's side: answers each command with its handler's (awaited) value. */
export const answerCommands = (handlers: Record<string, Handler>): void => {
  process.on('message', async ({ id, cmd, args }: { id: number; cmd: string; args: unknown }) => {
    try {
      const handler = handlers[cmd]
      if (!handler) throw new Error(`unknown command ${cmd}`)
      process.send?.({ id, ok: true, value: await handler(args as never) })
    } catch (error) {
      process.send?.({ id, ok: false, error: error instanceof Error ? error.message : String(error) })
    }
  })
  process.on('SIGTERM', () => process.exit(0))
}
