/** Temporary data folders for the node's LMDB store: each test gets its own and every one is deleted. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { LmdbKeyValue } from '../../src/state/kv/lmdb'
import { MemoryKeyValue } from '../../src/state/kv/memory'
import type { Key, KeyValue } from '../../src/state/kv/port'

const made: string[] = []

/** A fresh empty folder under the system's temp dir, removed when the file's tests end. */
export const tempDataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-node-data-'))
  made.push(dir)
  return dir
}

/** A fresh folder holding exactly `entries`, as a node of another version left it; closed again. */
export const folderWith = async (entries: readonly (readonly [Key, unknown])[]): Promise<string> => {
  const dir = tempDataDir()
  const kv = new LmdbKeyValue(dir)
  kv.write(() => {
    for (const [key, value] of entries) kv.put(key, value)
  })
  await kv.close()
  return dir
}

const opened: KeyValue[] = []

afterAll(async () => {
  for (const kv of opened.splice(0)) await kv.close()
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Both backends of the key-value port, so a store's test runs against each. */
export const backends: readonly [string, () => KeyValue][] = [
  ['in memory', () => new MemoryKeyValue()],
  [
    'in LMDB',
    () => {
      const kv = new LmdbKeyValue(tempDataDir())
      opened.push(kv)
      return kv
    },
  ],
]
