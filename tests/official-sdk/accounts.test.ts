/**
 * `@web3mq/client` 1.0.25 against the mock node: sign-up, login, the socket (over TLS, as the SDK always uses
 * `wss://`), profile, search, password reset.
 */
import { Client } from '@web3mq/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installBrowserShims } from './browser-shims'
import { type Account, join, logIn, type Person, resetPassword, signUp } from './person'
import { startTlsNode, type TlsNode } from './tls-node'

let node: TlsNode
const people: Person[] = []
const track = (person: Person) => {
  people.push(person)
  return person
}

beforeAll(async () => {
  node = await startTlsNode()
  installBrowserShims(node.ca)
})

afterAll(async () => {
  for (const person of people) person.close()
  await node.close()
})

describe('official SDK: accounts', () => {
  it('registers a wallet, logs in and opens the socket over wss', async () => {
    const alice = track(await join(node.url, 'accounts-alice', 'Alice'))
    expect(alice.userid).toMatch(/^user:/)
    await alice.connected
    expect(alice.client.connect.nodeId).toBe(node.app.context.nodeId)
  })
})
