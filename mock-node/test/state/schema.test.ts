/**
 * Data folders across node versions and processes: a folder an older node wrote (the checked-in version-1
 * fixture) opens and is migrated, one from a newer node is refused, a second node on a folder in use is
 * refused, and many simultaneous signed writes are each stored once.
 */
import { describe, expect, it } from 'vitest'
import { createTopic, messageHistory, myCreatedTopics, publicFollowers } from '#domain/contract'
import { logIn, mainKeysOf } from '../../../tests/_util/node-client'
import { ethWallet } from '../../../tests/fakes/wallets'
import { buildApp } from '../../src/app'
import { LmdbKeyValue } from '../../src/state/kv/lmdb'
import type { Key } from '../../src/state/kv/port'
import { SCHEMA_KEY, SCHEMA_VERSION } from '../../src/state/schema'
import { folderWith, tempDataDir } from '../_util/data-dir'
import { sendTextRequest, startNode } from '../_util/rest-node'
import fixture from './fixtures/schema-v1.json'

const ALICE = 'user:d739313ddcd3c0e6377311207f751a84fe999ffff8e56597ac5bd1d4'
const BOB = 'user:15cfc6705e590b5cd5f30e581192a0744b65dbc836540abf627d79d5'

const schemaOf = async (dir: string): Promise<number | undefined> => {
  const kv = new LmdbKeyValue(dir)
  const version = kv.get<number>(SCHEMA_KEY)
  await kv.close()
  return version
}

describe('data folders', () => {
  it('a folder from schema version 1 opens: its follows gain the follower index, its users log in', async () => {
    const dir = await folderWith(fixture.entries as [Key, unknown][])
    expect(await schemaOf(dir)).toBe(1)
    const node = await startNode(Date.now(), { dataDir: dir })
    const followers = await node.ask(publicFollowers, { userid: ALICE, timestamp: node.tick() })
    expect(followers.items.map((u) => u.userid)).toEqual([BOB])

    const wallet = ethWallet('schema-v1-alice')
    const alice = await logIn(node.send, wallet, ALICE, mainKeysOf(wallet), node.tick)
    const history = await alice.call(messageHistory, { topic: BOB })
    expect(history.items.map((m) => [m.from, Buffer.from(m.payload, 'base64').toString()])).toEqual([
      [BOB, 'written by a version-1 node'],
    ])
    await node.close()
    expect(await schemaOf(dir)).toBe(SCHEMA_VERSION)
  })

  it('a folder from a newer node is refused with what to do, and stays as it was', async () => {
    const dir = await folderWith([[SCHEMA_KEY, SCHEMA_VERSION + 1]])
    await expect(buildApp({ dataDir: dir })).rejects.toThrow(
      `This data folder was written by a newer mock node (schema version ${SCHEMA_VERSION + 1}; this node reads up to ${SCHEMA_VERSION}). Run that node, or pass another --data folder.`,
    )
    expect(await schemaOf(dir)).toBe(SCHEMA_VERSION + 1)
  })

  it('a second node on a folder in use is refused until the first closes', async () => {
    const dir = tempDataDir()
    const first = await buildApp({ dataDir: dir })
    await expect(buildApp({ dataDir: dir })).rejects.toThrow(
      `The data folder ${dir} is in use by another mock node (process ${process.pid}); stop it or pass another --data folder`,
    )
    await first.close()
    const second = await buildApp({ dataDir: dir })
    await second.close()
  })

  it('many simultaneous signed writes are each stored once', async () => {
    const node = await startNode(Date.now(), { dataDir: tempDataDir() })
    const alice = await node.signUp('concurrent-alice')
    const bob = await node.signUp('concurrent-bob')
    const sends = Array.from({ length: 120 }, (_, i) => sendTextRequest(node, alice, bob.userid, `n${i}`))
    const topics = Array.from({ length: 40 }, (_, i) =>
      node.signed(alice, createTopic, { topic_name: `t${i}` }),
    )
    await Promise.all([
      ...sends.map(({ req }) => node.send(req, alice.headers)),
      ...topics.map((req) => node.send(req, alice.headers)),
      ...sends.map(({ req }) => node.send(req, alice.headers)),
    ])
    const pages = [1, 2].map((page) => bob.call(messageHistory, { topic: alice.userid, page, size: 100 }))
    const [first, second] = await Promise.all(pages)
    expect(first?.total).toBe(120)
    const stored = [...(first?.items ?? []), ...(second?.items ?? [])].map((m) => m.messageid)
    expect(stored.sort()).toEqual(sends.map((s) => s.id).sort())
    const created = await alice.call(myCreatedTopics, { page: 1, size: 100 })
    expect(created.items.map((t) => t.topic_name).sort()).toEqual(topics.map((_, i) => `t${i}`).sort())
    await node.close()
  })
})
