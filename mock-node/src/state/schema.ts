/**
 * The layout version a data folder is written in, and the migrations that bring an older folder up to this
 * node's. Version 1 kept follows one way only; version 2 adds the reverse index that answers a follower list
 * without visiting every follow; version 3 writes the wallet index in one spelling per wallet (Starknet
 * felts by numeric value), so a user registered under a padded address is found under any spelling; version 4
 * turns the separate "friend" relation an agreed friend request used to write into the two follows it now
 * is (docs/protocol.md §9.3 "Contacts are mutual follows"); version 5 keeps, beside each main key, the wallet
 * signature that attested it and adds the key-package directory (docs/protocol.md §3.10, §4.5). A folder from
 * a newer node is refused rather than misread.
 */
import type { Key, KeyValue } from './kv/port'
import { didKey, type UserRecord } from './users'

export const SCHEMA_VERSION = 5

export const SCHEMA_KEY: Key = ['meta', 'schema']

/** Each step takes a folder from the version before it to its own, in one transaction. */
const migrations: Readonly<Record<number, (kv: KeyValue) => void>> = {
  2: (kv) => {
    for (const { key, value } of kv.range<number>(['following']))
      kv.put(['followers', key[2] as string, key[1] as string], value)
  },
  /**
   * The wallet index rebuilt from the user records in the one spelling of `didKey`. Version 2 kept a
   * Starknet address's zero padding, so one felt could name two users; the first registered
   * keeps the wallet, and a later account under another spelling of it keeps its userid and data but is no
   * longer found by the wallet (it never proved more than the node could check: docs/protocol.md §6).
   */
  3: (kv) => {
    for (const { key } of kv.range(['did'])) kv.remove(key)
    const users = kv
      .range<UserRecord>(['user'])
      .map((e) => e.value)
      .sort((a, b) => a.created_at - b.created_at || (a.userid < b.userid ? -1 : 1))
    for (const user of users) {
      const key = ['did', didKey(user.did_type, user.did_value)]
      if (kv.get(key) === undefined) kv.put(key, user.userid)
    }
  },
  /** Each stored friendship (`['friend', a, b]`, kept both ways) becomes a follow, where there was none. */
  4: (kv) => {
    for (const { key, value } of kv.range<number>(['friend'])) {
      const [, userid, target] = key as [string, string, string]
      if (kv.get(['following', userid, target]) === undefined) {
        kv.put(['following', userid, target], value)
        kv.put(['followers', target, userid], value)
      }
      kv.remove(key)
    }
  },
  /**
   * Nothing to convert: a user registered before has no attestation kept (its wallet's text was never
   * stored), and the directory starts empty. The version still moves, so an older node, which would reset a
   * password without replacing the attestation and so serve one that no longer names the main key, refuses
   * the folder.
   */
  5: () => {},
}

/** Stamps a new folder with the current version, or migrates an older one in order; refuses a newer one. */
export const migrate = (kv: KeyValue, target = SCHEMA_VERSION): void => {
  const found = kv.get<number>(SCHEMA_KEY)
  if (found === undefined) {
    kv.put(SCHEMA_KEY, target)
    return
  }
  if (found > target)
    throw new Error(
      `This data folder was written by a newer mock node (schema version ${found}; this node reads up to ${target}). Run that node, or pass another --data folder.`,
    )
  for (let version = found + 1; version <= target; version++) {
    const step = migrations[version]
    if (!step) throw new Error(`No migration to schema version ${version}`)
    kv.write(() => {
      step(kv)
      kv.put(SCHEMA_KEY, version)
    })
  }
}
