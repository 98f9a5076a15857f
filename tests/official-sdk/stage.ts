/**
 * One file's stage: a TLS mock node of its own, the SDK's browser shims pointed at it, and the people who
 * joined it (signed up and logged in through the official SDK), closed after the file. Registered as the
 * file's first hooks, so a later `beforeAll` of the file sees everyone joined. After the file it checks that
 * no person's socket received a chat frame in any cipher suite but `NONE` (docs/protocol.md §3.10).
 */
import { afterAll, beforeAll, expect } from 'vitest'
import { CIPHER_NONE } from '#domain/config'
import { installBrowserShims, receivedCipherSuites } from './browser-shims'
import { join, type Person } from './person'
import { startTlsNode, type TlsNode } from './tls-node'

export interface Stage {
  node: TlsNode
  /** In the order their nicknames were given. */
  people: Person[]
}

/** Joins `nicknames` (labels `<prefix>-<nickname>`) to a fresh node; `connected` also waits for their sockets. */
export const stageFor = (prefix: string, nicknames: readonly string[], { connected = false } = {}): Stage => {
  const stage = { people: [] as Person[] } as Stage
  beforeAll(async () => {
    stage.node = await startTlsNode()
    installBrowserShims(stage.node.ca)
    for (const nickname of nicknames) {
      stage.people.push(await join(stage.node.url, `${prefix}-${nickname.toLowerCase()}`, nickname))
    }
    if (connected) await Promise.all(stage.people.map((person) => person.connected))
  })
  afterAll(async () => {
    const sockets = stage.people.flatMap((person) => person.client.connect.ws ?? [])
    const suites = sockets.flatMap((socket) => receivedCipherSuites(socket))
    for (const person of stage.people) person.close()
    await stage.node?.close()
    expect(suites.filter((suite) => suite !== CIPHER_NONE)).toEqual([])
  })
  return stage
}
