/**
 * The LMDB backend of the key-value port (`--data DIR`): one LMDB environment in the folder, values in
 * msgpack, keys in LMDB's ordered encoding, every write a synchronous transaction so a handler reads its
 * own writes at once. One node owns a folder: a lock file names the owning process, and a second node on
 * the same folder is refused while that process lives.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { open, type RootDatabase } from 'lmdb'
import { type Entry, type Key, type KeyPart, type KeyValue, type RangeOptions, SEQ_KEY } from './port'

/** Sorts after every string and number key part. */
const HIGH = '\u{10ffff}'

const LOCK_FILE = 'node.lock'

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the folder's lock, or throws naming the node that holds it; a dead owner's lock is taken over. */
const lock = (dir: string): string => {
  const path = join(dir, LOCK_FILE)
  for (;;) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return path
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(path, 'utf8'))
      if (Number.isInteger(owner) && owner > 0 && alive(owner))
        throw new Error(
          `The data folder ${dir} is in use by another mock node (process ${owner}); stop it or pass another --data folder`,
        )
      rmSync(path, { force: true })
    }
  }
}

export class LmdbKeyValue implements KeyValue {
  private readonly db: RootDatabase<unknown, KeyPart[]>
  private readonly lockPath: string
  private depth = 0
  private seq: number
  /** The sequence moved inside the current write and is stored when that write ends. */
  private seqMoved = false

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true })
    this.lockPath = lock(dir)
    try {
      // No fsync per commit (it costs milliseconds): a killed or crashed process loses nothing, since
      // every commit is in the OS's cache; only a power loss may lose the last commits, never consistency.
      this.db = open({ path: join(dir, 'state.mdb'), noSync: true, compression: false })
    } catch (error) {
      rmSync(this.lockPath, { force: true })
      throw error
    }
    this.seq = (this.db.get(SEQ_KEY as KeyPart[]) as number | undefined) ?? 0
  }

  get<T>(key: Key): T | undefined {
    return this.db.get(key as KeyPart[]) as T | undefined
  }

  // Block bodies: a transaction callback that returns lmdb's promise of the put makes lmdb keep native
  // memory for it (about 17 KB a write, never given back), so the callback returns nothing.
  put(key: Key, value: unknown): void {
    this.write(() => {
      this.db.put(key as KeyPart[], value)
    })
  }

  remove(key: Key): void {
    this.write(() => {
      this.db.remove(key as KeyPart[])
    })
  }

  range<T>(prefix: Key, options: RangeOptions = {}): Entry<T>[] {
    const low = options.from === undefined ? [...prefix] : [...prefix, options.from]
    const high = [...prefix, HIGH]
    const found = this.db.getRange({
      start: options.reverse ? high : low,
      end: options.reverse ? [...prefix] : high,
      reverse: options.reverse ?? false,
      ...(options.offset ? { offset: options.offset } : {}),
      ...(options.limit === undefined ? {} : { limit: options.limit }),
    })
    return Array.from(found, ({ key, value }) => ({ key, value: value as T }))
  }

  write<T>(fn: () => T): T {
    if (this.depth > 0) return fn()
    return this.db.transactionSync(() => {
      this.depth++
      try {
        return fn()
      } finally {
        this.depth--
        if (this.seqMoved) this.db.put(SEQ_KEY as KeyPart[], this.seq)
        this.seqMoved = false
      }
    })
  }

  nextSeq(): number {
    this.seq++
    if (this.depth > 0) this.seqMoved = true
    else this.put(SEQ_KEY, this.seq)
    return this.seq
  }

  currentSeq(): number {
    return this.seq
  }

  raiseSeq(seq: number): void {
    if (seq <= this.seq) return
    this.seq = seq
    if (this.depth > 0) this.seqMoved = true
    else this.put(SEQ_KEY, this.seq)
  }

  async close(): Promise<void> {
    await this.db.close()
    rmSync(this.lockPath, { force: true })
  }
}
