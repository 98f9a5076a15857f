/**
 * In-memory implementations of the ports that really behave like them (not mocks): a clock driven by
 * hand, seeded randomness, a key store, a chat store that refuses use before open(), a recording logger.
 */
import { randomBytes } from 'node:crypto'
import { errors } from '#domain/errors'
import type {
  CachedUserInfo,
  ChatRecord,
  ChatStore,
  Clock,
  FileSaver,
  KeyStore,
  Logger,
  Random,
  StorageKey,
} from '../../src/ports'

interface Timer {
  id: number
  at: number
  fn: () => void
}

/** A clock whose time moves only when a test says so; timers fire in order during `advance`. */
export class ManualClock implements Clock {
  private timers: Timer[] = []
  private nextId = 1
  constructor(
    private current = 1_700_000_000_000,
    private readonly offsetMinutes = 0,
  ) {}

  now(): number {
    return this.current
  }

  tzOffsetMinutes(): number {
    return this.offsetMinutes
  }

  setTimeout(fn: () => void, ms: number): unknown {
    const timer = { id: this.nextId++, at: this.current + Math.max(0, ms), fn }
    this.timers.push(timer)
    return timer.id
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle)
  }

  get pending(): number {
    return this.timers.length
  }

  /** Moves time forward, firing every timer that falls due, in time order. */
  advance(ms: number): void {
    const target = this.current + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.timers = this.timers.filter((t) => t !== due)
      this.current = Math.max(this.current, due.at)
      due.fn()
    }
    this.current = target
  }
}

/** The real clock, for integration tests against a live node. */
export const systemClock: Clock = {
  now: () => Date.now(),
  tzOffsetMinutes: () => -new Date().getTimezoneOffset(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export const cryptoRandom: Random = { bytes: (n) => new Uint8Array(randomBytes(n)) }

/** Deterministic bytes from a counter: reproducible keys in unit tests. */
export const seededRandom = (seed = 1): Random => {
  let state = seed >>> 0
  return {
    bytes(n) {
      const out = new Uint8Array(n)
      for (let i = 0; i < n; i++) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0
        out[i] = state >>> 24
      }
      return out
    },
  }
}

interface LogEntry {
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  detail?: unknown
}

export class MemoryLogger implements Logger {
  readonly entries: LogEntry[] = []
  debug(message: string, detail?: unknown) {
    this.entries.push({ level: 'debug', message, detail })
  }
  info(message: string, detail?: unknown) {
    this.entries.push({ level: 'info', message, detail })
  }
  warn(message: string, detail?: unknown) {
    this.entries.push({ level: 'warn', message, detail })
  }
  error(message: string, detail?: unknown) {
    this.entries.push({ level: 'error', message, detail })
  }
}

export class MemoryKeyStore implements KeyStore {
  readonly data = new Map<string, string>()
  get(key: StorageKey) {
    return this.data.get(key) ?? null
  }
  set(key: StorageKey, value: string) {
    this.data.set(key, value)
  }
  remove(key: StorageKey) {
    this.data.delete(key)
  }
  keysWithPrefix(prefix: string) {
    return [...this.data.keys()].filter((k) => k.startsWith(prefix))
  }
  removeRaw(key: string) {
    this.data.delete(key)
  }
}

export class MemoryChatStore implements ChatStore {
  private records = new Map<string, ChatRecord>()
  private users = new Map<string, CachedUserInfo>()
  private last = 0
  ready = false

  private guard(): void {
    if (!this.ready) throw errors.storeNotReady()
  }

  async open() {
    this.ready = true
  }
  async putMessages(records: readonly ChatRecord[]) {
    this.guard()
    for (const r of records) this.records.set(r.messageId, r)
  }
  async messagesOf(chatId: string) {
    this.guard()
    return [...this.records.values()]
      .filter((r) => r.chatId === chatId)
      .sort((a, b) => a.timestamp - b.timestamp)
  }
  async messagesFrom(senderId: string) {
    this.guard()
    return [...this.records.values()].filter((r) => r.from === senderId)
  }
  async putUserInfo(info: CachedUserInfo) {
    this.guard()
    this.users.set(info.userid, info)
  }
  async userInfo(userid: string) {
    this.guard()
    return this.users.get(userid)
  }
  async lastUpdate() {
    this.guard()
    return this.last
  }
  async setLastUpdate(ms: number) {
    this.guard()
    this.last = ms
  }
  close() {
    this.ready = false
  }
}

export class MemoryFileSaver implements FileSaver {
  readonly saved: { filename: string; text: string }[] = []
  async saveText(filename: string, text: string) {
    this.saved.push({ filename, text })
  }
}
