/**
 * A socket load process for the capacity bench, driven over IPC (`./ipc.ts`): it connects the users it is
 * given, each with a signed type-2 frame answered by the node's type-3 (`connectUser`, as the SDK connects),
 * keeps the sockets open, and counts the type-20 notifications they receive, with the time of the last.
 */
import { FrameType } from '#domain/protocol'
import { type BenchSocket, benchUser, connectUser } from '../suites/mock-node-setup'
import { answerCommands } from './ipc'
import type { SeededUser } from './process'

const sockets: BenchSocket[] = []
let received = 0
let lastAt = 0
let waiting: { count: number; resolve: () => void } | undefined

const onFrame = (data: Buffer): void => {
  if (data[1] !== FrameType.notificationList) return
  received++
  lastAt = Date.now()
  if (waiting && received >= waiting.count) waiting.resolve()
}

/** Connects `users`, `concurrency` at a time; answers how many the node accepted and the first errors. */
const connect = async ({
  url,
  users,
  concurrency,
}: {
  url: string
  users: SeededUser[]
  concurrency: number
}) => {
  let next = 0
  let connected = 0
  const errors: string[] = []
  const worker = async (): Promise<void> => {
    for (let user = users[next++]; user; user = users[next++]) {
      try {
        const socket = await connectUser(url, benchUser(user))
        socket.ws.on('message', onFrame)
        socket.ws.on('error', () => {})
        sockets.push(socket)
        connected++
      } catch (error) {
        if (errors.length < 3) errors.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const open = sockets.filter((s) => s.ws.readyState === s.ws.OPEN).length
  return { connected, failed: users.length - connected, open, errors }
}

/** Resolves when `count` notifications arrived since `arm`, or after `timeoutMs` with what arrived. */
const settle = ({ count, timeoutMs }: { count: number; timeoutMs: number }) =>
  new Promise<{ received: number; lastAt: number }>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      waiting = undefined
      resolve({ received, lastAt })
    }
    const timer = setTimeout(done, timeoutMs)
    if (received >= count) done()
    else waiting = { count, resolve: done }
  })

answerCommands({
  connect,
  arm: () => {
    received = 0
    lastAt = 0
  },
  settle,
  open: () => sockets.filter((s) => s.ws.readyState === s.ws.OPEN).length,
})
