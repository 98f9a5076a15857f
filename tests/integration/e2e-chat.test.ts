/**
 * End-to-end encrypted chat between two clients of this project against a real mock node, real sockets and
 * real MLS (docs/protocol.md §3.10): they read each other in clear while no word of theirs crosses the wire
 * or sits on the node, in UTF-8, base64 or hex; every chat frame between them names the MLS cipher suite; a
 * client restarted on the same device store reads the history in clear; a chat with a user who published no
 * device stays plain and says who; a tampered frame becomes one row and the chat goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CIPHER_NONE } from '#domain/config'
import { e2eDevices, messageHistory } from '#domain/contract'
import { base64ToBytes, bytesToBase64, bytesToHex, bytesToUtf8, utf8ToBytes } from '#domain/crypto/encoding'
import { E2E_CIPHER_SUITE, encodeDeviceCert, signDeviceCert, UNDECRYPTABLE_TEXT } from '#domain/e2e'
import { publicKeyHexOf } from '#domain/keys/key-pair'
import type { DisplayMessage, ReceivedChatMessage } from '#domain/messages'
import { createE2EStore } from '../../src/adapters/idb/e2e-store'
import { createMlsEngine } from '../../src/adapters/mls'
import { createNodeSocketTransport } from '../../src/adapters/socket/node-socket'
import type { E2EStore, SocketTransport } from '../../src/ports'
import { Client } from '../../src/sdk/client'
import { endToEnd } from '../../src/sdk/e2e/plugin'
import { toHistoryItem } from '../../src/sdk/message/history'
import { signedFrame } from '../../src/sdk/message/outgoing'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { MemoryLogger } from '../fakes/ports'
import { ethWallet } from '../fakes/wallets'

/** Incoming frames held back while `held` is set, and let through by `release` (a slow link). */
interface Gate {
  held: boolean
  queue: (() => void)[]
  release(): void
}

const gate = (): Gate => {
  const value: Gate = {
    held: false,
    queue: [],
    release() {
      value.held = false
      for (const deliver of value.queue.splice(0)) deliver()
    },
  }
  return value
}

/** A socket transport that keeps a copy of every frame both ways, and delivers through `inbound`. */
const recording = (frames: Uint8Array[], inbound: Gate): SocketTransport => {
  const inner = createNodeSocketTransport()
  return {
    connect(url, handlers) {
      const connection = inner.connect(url, {
        ...handlers,
        message: (bytes) => {
          frames.push(bytes)
          if (inbound.held) inbound.queue.push(() => handlers.message(bytes))
          else handlers.message(bytes)
        },
      })
      return {
        send: (bytes) => {
          frames.push(bytes)
          connection.send(bytes)
        },
        close: (code, reason) => connection.close(code, reason),
        get isOpen() {
          return connection.isOpen
        },
      }
    },
  }
}

interface Person {
  account: TestAccount
  store: E2EStore
  client: Client
  frames: Uint8Array[]
  inbound: Gate
  logger: MemoryLogger
}

let node: RunningNode
const clients: Client[] = []
const engine = createMlsEngine()

const clientOf = (
  account: TestAccount,
  store: E2EStore | undefined,
  frames: Uint8Array[],
  inbound = gate(),
  logger = new MemoryLogger(),
) => {
  const ctx = contextFor(node, account, { socket: recording(frames, inbound), logger })
  const client = new Client(ctx, store && endToEnd({ engine, store, mainKeys: account.mainKeys }))
  clients.push(client)
  return client
}

const person = async (name: string, encrypts = true): Promise<Person> => {
  const account = await signUpAndLogIn(httpSend(node.url), ethWallet(`e2e-${name}`), { nickname: name })
  const store = createE2EStore({ userid: account.userid, indexedDB: null })
  const frames: Uint8Array[] = []
  const inbound = gate()
  const logger = new MemoryLogger()
  const client = clientOf(account, encrypts ? store : undefined, frames, inbound, logger)
  await client.connect()
  await client.e2e?.start()
  return { account, store, client, frames, inbound, logger }
}

/** The rows of `topic` as `who` sees them, newest first, once `ready` holds. */
const rowsWhen = (who: Client, topic: string, ready: (rows: readonly DisplayMessage[]) => boolean) =>
  new Promise<readonly DisplayMessage[]>((resolve) => {
    const stop = who.message.watch(topic, (rows) => {
      if (!ready(rows)) return
      queueMicrotask(() => stop())
      resolve(rows)
    })
  })

const hasText = (text: string) => (rows: readonly DisplayMessage[]) =>
  rows.some((row) => row.content === text)

/** Every way a word could leak: UTF-8, base64 of the text, hex. */
const leaks = (haystack: string, words: readonly string[]) =>
  words.filter((word) => {
    const bytes = utf8ToBytes(word)
    return [word, bytesToBase64(bytes).slice(0, -4), bytesToHex(bytes)].some((form) =>
      haystack.includes(form),
    )
  })

const latin1 = (frames: readonly Uint8Array[]) =>
  frames.map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n')

/** The frames of `topic` in the node's history as `who` reads them, newest first. */
const historyOf = async (who: Person, topic: string) =>
  (await who.account.call(messageHistory, { topic, page: 1, size: 50 })).items

let alice: Person
let bob: Person
let carol: Person

beforeAll(async () => {
  node = await startMockNode()
  alice = await person('alice')
  bob = await person('bob')
  carol = await person('carol', false)
})

afterAll(async () => {
  for (const client of clients) client.close()
  await node?.close()
})

const WORDS = ['Meet me at the lighthouse at nine', 'Bring the blue notebook, not the red one']

describe('two clients of this project', () => {
  it('read each other in clear while the node and the wire carry only ciphertext', async () => {
    expect(await alice.client.e2e?.security(bob.account.userid)).toEqual({
      state: 'encrypted',
      refused: [],
      joinedLate: false,
      missing: [],
    })
    const [first, second] = WORDS as [string, string]
    const bobSees = rowsWhen(bob.client, alice.account.userid, hasText(first))
    const heard: ReceivedChatMessage[] = []
    bob.client.events.on('message.received', ({ message }) => void heard.push(message))
    await alice.client.message.queueMessage(first, bob.account.userid)
    expect((await bobSees).find((row) => row.content === first)?.senderId).toBe(alice.account.userid)
    // Opened here, it says so: an alert of it names only its sender (docs/product.md §14.6).
    expect(heard.find((message) => bytesToUtf8(base64ToBytes(message.payload)) === first)?.sealed).toBe(true)
    const aliceSees = rowsWhen(alice.client, bob.account.userid, hasText(second))
    await bob.client.message.queueMessage(second, alice.account.userid)
    await aliceSees

    const history = await bob.account.call(messageHistory, { topic: alice.account.userid, page: 1, size: 20 })
    const chat = history.items.filter((item) => item.payload_type !== undefined)
    expect(chat.length).toBeGreaterThanOrEqual(3) // the Welcome and two messages
    expect(new Set(chat.map((item) => item.cipher_suite))).toEqual(new Set([E2E_CIPHER_SUITE]))
    expect(leaks(JSON.stringify(history), WORDS)).toEqual([])
    expect(leaks(latin1(alice.frames), WORDS)).toEqual([])
    expect(leaks(latin1(bob.frames), WORDS)).toEqual([])
  })

  it('reads the history in clear after a restart on the same device', async () => {
    const again = clientOf(bob.account, bob.store, [])
    await again.connect()
    const rows = await again.message.getMessageList(alice.account.userid)
    expect(rows.map((row) => row.content)).toEqual(expect.arrayContaining(WORDS))
    expect(rows.some((row) => row.content === UNDECRYPTABLE_TEXT)).toBe(false)
    again.close()
  })

  it('shows a tampered frame as one row and goes on', async () => {
    const session = alice.client.context.session
    const sealed = await alice.client.e2e?.seal(bob.account.userid, 'This one is broken on the way')
    if (!session || !sealed) throw new Error('no session or not sealed')
    const bytes = base64ToBytes(sealed.payload)
    bytes[bytes.length - 5] = (bytes[bytes.length - 5] ?? 0) ^ 0xff
    const frame = signedFrame({
      text: '',
      topic: bob.account.userid,
      keys: alice.client.keys,
      nodeId: session.nodeId,
      timestamp: Date.now(),
      sealed: { ...sealed, payload: bytesToBase64(bytes) },
    })
    session.send(frame)
    await rowsWhen(bob.client, alice.account.userid, (rows) =>
      rows.some((row) => row.id === frame.message.messageId && row.content === UNDECRYPTABLE_TEXT),
    )
    await alice.client.message.queueMessage('After the broken one', bob.account.userid)
    await rowsWhen(bob.client, alice.account.userid, hasText('After the broken one'))
  })
})

describe('a second device of the same person', () => {
  it('is told it cannot read what came before, and reads from then on, both ways', async () => {
    const laptop = clientOf(
      alice.account,
      createE2EStore({ userid: alice.account.userid, indexedDB: null }),
      [],
    )
    await laptop.connect()
    await laptop.e2e?.start()
    expect(await laptop.e2e?.security(bob.account.userid)).toEqual({
      state: 'encrypted',
      refused: [],
      joinedLate: true,
      missing: [],
    })
    const earlier = await laptop.message.getMessageList(bob.account.userid)
    expect(earlier.map((row) => row.content)).toEqual([])
    // Once Bob's client has the laptop's Welcome (a second group of the chat), his next message reaches the
    // new device, and the laptop's reaches Bob.
    await expect.poll(async () => (await bob.store.keys('group', '')).length).toBe(2)
    const laptopSees = rowsWhen(laptop, bob.account.userid, hasText('Hello to both your devices'))
    await bob.client.message.queueMessage('Hello to both your devices', alice.account.userid)
    await laptopSees
    const bobSees = rowsWhen(bob.client, alice.account.userid, hasText('Sent from the laptop'))
    await laptop.message.queueMessage('Sent from the laptop', bob.account.userid)
    await bobSees
    laptop.close()
  })
})

describe('a chat with a user of another app', () => {
  it('stays plain and says who cannot read encrypted messages', async () => {
    expect(await alice.client.e2e?.security(carol.account.userid)).toEqual({
      state: 'plain',
      reason: 'unsupported',
      userids: [carol.account.userid],
    })
    const carolSees = rowsWhen(carol.client, alice.account.userid, hasText('Plain hello'))
    await alice.client.message.queueMessage('Plain hello', carol.account.userid)
    await carolSees
    const history = await carol.account.call(messageHistory, {
      topic: alice.account.userid,
      page: 1,
      size: 20,
    })
    expect(history.items.map((item) => item.cipher_suite)).toEqual([CIPHER_NONE])
  })
})

describe('a group of clients of this project', () => {
  let groupid: string
  let dave: Person
  let erin: Person

  it('encrypts for every member, and a member added later reads from the moment of joining', async () => {
    dave = await person('dave')
    groupid = (await alice.client.group.createGroup({ group_name: 'Lighthouse' })).groupid
    await alice.client.group.inviteGroupMember(groupid, [bob.account.userid])
    expect(await alice.client.e2e?.security(groupid)).toEqual({
      state: 'encrypted',
      refused: [],
      joinedLate: false,
      missing: [],
    })
    const bobSees = rowsWhen(bob.client, groupid, hasText('Before Dave'))
    await alice.client.message.queueMessage('Before Dave', groupid)
    await bobSees

    await alice.client.group.inviteGroupMember(groupid, [dave.account.userid])
    const daveSees = rowsWhen(dave.client, groupid, hasText('Welcome, Dave'))
    await alice.client.message.queueMessage('Welcome, Dave', groupid)
    await daveSees
    const bobReplies = rowsWhen(dave.client, groupid, hasText('Hi Dave, from Bob'))
    await bob.client.message.queueMessage('Hi Dave, from Bob', groupid)
    await bobReplies

    // What was said before Dave joined is not shown to him, and his conversation says why.
    const rows = await dave.client.message.getMessageList(groupid)
    expect(rows.map((row) => row.content)).toEqual(['Hi Dave, from Bob', 'Welcome, Dave'])
    expect(await dave.client.e2e?.security(groupid)).toEqual({
      state: 'encrypted',
      refused: [],
      joinedLate: true,
      missing: [],
    })
    const items = await historyOf(alice, groupid)
    expect(new Set(items.map((item) => item.cipher_suite))).toEqual(new Set([E2E_CIPHER_SUITE]))
    expect(leaks(JSON.stringify(items), ['Before Dave', 'Welcome, Dave', 'Hi Dave, from Bob'])).toEqual([])
  })

  it('a member who left reads nothing said after', async () => {
    await dave.client.group.quitGroup(groupid)
    const bobSees = rowsWhen(bob.client, groupid, hasText('After Dave left'))
    await alice.client.message.queueMessage('After Dave left', groupid)
    await bobSees
    const [newest] = await historyOf(alice, groupid)
    if (!newest) throw new Error('no history')
    expect(newest.from).toBe(alice.account.userid)
    // Even holding the frame, Dave's device has no key for the epoch that removed him.
    const [opened] = (await dave.client.e2e?.openHistory([toHistoryItem(newest)])) ?? []
    expect(opened && bytesToUtf8(base64ToBytes(opened.payload))).toBe(UNDECRYPTABLE_TEXT)
  })

  it('two members committing at once converge on one epoch and keep chatting', async () => {
    erin = await person('erin')
    await alice.client.group.inviteGroupMember(groupid, [erin.account.userid])
    // Both links are slow: neither commit reaches the other before each has committed the same Add, and
    // each has written a message before any frame arrives.
    alice.inbound.held = true
    bob.inbound.held = true
    const [fromAlice, fromBob] = await Promise.all([
      alice.client.e2e?.security(groupid),
      bob.client.e2e?.security(groupid),
    ])
    expect([fromAlice?.state, fromBob?.state]).toEqual(['encrypted', 'encrypted'])
    // Exactly one of the two lost the epoch's claim, and its commit was never sent.
    const lost = [alice, bob].filter((who) =>
      who.logger.entries.some((e) => e.message === 'E2E commit lost its epoch'),
    )
    expect(lost).toHaveLength(1)

    const erinSeesBoth = rowsWhen(erin.client, groupid, (rows) =>
      ['Alice after the race', 'Bob after the race'].every((text) =>
        rows.some((row) => row.content === text),
      ),
    )
    const aliceSeesBob = rowsWhen(alice.client, groupid, hasText('Bob after the race'))
    const bobSeesAlice = rowsWhen(bob.client, groupid, hasText('Alice after the race'))
    await alice.client.message.queueMessage('Alice after the race', groupid)
    await bob.client.message.queueMessage('Bob after the race', groupid)
    alice.inbound.release()
    bob.inbound.release()
    await Promise.all([erinSeesBoth, aliceSeesBob, bobSeesAlice])
  })
})

describe('a member who was away', () => {
  it('reads a group set up and written to while no app of theirs was open, once it starts again', async () => {
    const frank = await person('frank')
    frank.client.close()
    // The Welcome and the first message reach the node while Frank has no socket: nobody hears them live.
    const { groupid } = await alice.client.group.createGroup({ group_name: 'While Frank was away' })
    await alice.client.group.inviteGroupMember(groupid, [frank.account.userid])
    expect((await alice.client.e2e?.security(groupid))?.state).toBe('encrypted')
    await alice.client.message.queueMessage('Said while Frank was away', groupid)
    await expect.poll(async () => (await historyOf(alice, groupid)).length).toBeGreaterThanOrEqual(1)

    const back = clientOf(frank.account, frank.store, [])
    await back.connect()
    await back.e2e?.start()
    const rows = await back.message.getMessageList(groupid)
    expect(rows.map((row) => row.content)).toEqual(['Said while Frank was away'])
    // And he is in the group from then on, both ways.
    const aliceSees = rowsWhen(alice.client, groupid, hasText('Back now'))
    await back.message.queueMessage('Back now', groupid)
    await aliceSees
    back.close()
  })
})

/** The device's sweep cursor (sdk/e2e/sweep.ts), once it has moved past `after`. */
const sweptPast = async (who: Person, after: number): Promise<number> => {
  const read = async () => {
    const [device] = await who.store.keys('cursor', '')
    const raw = device === undefined ? undefined : await who.store.get('cursor', device)
    return raw ? Number(bytesToUtf8(raw)) : 0
  }
  await expect.poll(read).toBeGreaterThan(after)
  return read()
}

describe('a member whose app starts while the group is set up', () => {
  // A page load reads what it missed (the sweep) before its socket opens: a Welcome that reaches the node
  // between the two is neither swept nor heard live, and the group's messages must still open.
  const startBetween = async (name: string) => {
    const who = await person(name)
    const before = await sweptPast(who, 0)
    who.client.close()
    const back = clientOf(who.account, who.store, [])
    await back.e2e?.start()
    await sweptPast(who, before)
    return { back, store: who.store }
  }

  it('reads a message that also came before its socket opened, from the history', async () => {
    const { back } = await startBetween('gina')
    const { groupid } = await alice.client.group.createGroup({ group_name: 'Gina between' })
    await alice.client.group.inviteGroupMember(groupid, [back.keys.userid])
    expect((await alice.client.e2e?.security(groupid))?.state).toBe('encrypted')
    await alice.client.message.queueMessage('Said before her socket opened', groupid)
    await expect.poll(async () => (await historyOf(alice, groupid)).length).toBeGreaterThanOrEqual(1)
    await back.connect()
    const rows = await back.message.getMessageList(groupid)
    expect(rows.map((row) => row.content)).toEqual(['Said before her socket opened'])
    back.close()
  })

  it('reads the next message live once its socket opens', async () => {
    const { back, store } = await startBetween('hugo')
    const { groupid } = await alice.client.group.createGroup({ group_name: 'Hugo between' })
    await alice.client.group.inviteGroupMember(groupid, [back.keys.userid])
    expect((await alice.client.e2e?.security(groupid))?.state).toBe('encrypted')
    // The Welcome is on the node before the socket opens.
    await expect.poll(async () => (await historyOf(alice, back.keys.userid)).length).toBe(1)
    // Opening the chat joins the group the Welcome names rather than making a second one.
    expect(await back.e2e?.security(groupid)).toEqual({
      state: 'encrypted',
      refused: [],
      joinedLate: false,
      missing: [],
    })
    const groupsOf = async (of: E2EStore) =>
      bytesToUtf8((await of.get('conversation', groupid)) ?? new Uint8Array())
    expect(await groupsOf(store)).toBe(await groupsOf(alice.store))
    await back.connect()
    const hugoSees = rowsWhen(back, groupid, (rows) => rows.length > 0)
    await alice.client.message.queueMessage('Said once his socket was open', groupid)
    expect((await hugoSees).map((row) => row.content)).toEqual(['Said once his socket was open'])
    back.close()
  })

  it('applies a commit it missed, then reads the message of the new epoch', async () => {
    const ivan = await person('ivan')
    const { groupid } = await alice.client.group.createGroup({ group_name: 'Ivan between' })
    await alice.client.group.inviteGroupMember(groupid, [ivan.account.userid])
    expect((await alice.client.e2e?.security(groupid))?.state).toBe('encrypted')
    const ivanSees = rowsWhen(ivan.client, groupid, hasText('Before the commit'))
    await alice.client.message.queueMessage('Before the commit', groupid)
    await ivanSees
    const before = await sweptPast(ivan, 0)
    ivan.client.close()
    const back = clientOf(ivan.account, ivan.store, [])
    await back.e2e?.start()
    await sweptPast(ivan, before)
    // Jade joins while Ivan's socket is not yet open: the commit that adds her is not heard live.
    const jade = await person('jade')
    await alice.client.group.inviteGroupMember(groupid, [jade.account.userid])
    const commits = (await historyOf(alice, groupid)).length
    expect((await alice.client.e2e?.security(groupid))?.state).toBe('encrypted')
    await expect.poll(async () => (await historyOf(alice, groupid)).length).toBe(commits + 1)
    await back.connect()
    const ivanSeesAfter = rowsWhen(back, groupid, (rows) => rows.length > 0)
    await alice.client.message.queueMessage('After the commit', groupid)
    expect((await ivanSeesAfter).map((row) => row.content)).toEqual(['After the commit'])
    back.close()
  })
})

describe('a page that leaves while it opens a message', () => {
  it('leaves the message readable the next time', async () => {
    const kim = await person('kim')
    expect((await alice.client.e2e?.security(kim.account.userid))?.state).toBe('encrypted')
    // Her client has joined by the Welcome and kept that it did, so the next start writes nothing for it.
    await expect.poll(async () => (await historyOf(alice, kim.account.userid)).length).toBe(1)
    const [welcome] = await historyOf(alice, kim.account.userid)
    await expect.poll(() => kim.store.get('plaintext', welcome?.messageid ?? '')).toBeDefined()
    kim.client.close()
    await alice.client.message.queueMessage('Survives a page that left', kim.account.userid)
    await expect.poll(async () => (await historyOf(alice, kim.account.userid)).length).toBe(2)
    // The page dies after MLS opened the message, between the two writes that keep what it did.
    const { store } = kim
    let kept = 0
    const dying: E2EStore = {
      exclusive: (task) => store.exclusive(task),
      get: (kind, key) => store.get(kind, key),
      delete: (kind, key) => store.delete(kind, key),
      keys: (kind, prefix) => store.keys(kind, prefix),
      put: async (kind, key, value) => {
        if ((kind === 'plaintext' || kind === 'group') && kept++ > 0) throw new Error('the page left')
        return store.put(kind, key, value)
      },
    }
    const leaving = clientOf(kim.account, dying, [])
    await leaving.message.getMessageList(alice.account.userid)
    leaving.close()
    const again = clientOf(kim.account, kim.store, [])
    const rows = await again.message.getMessageList(alice.account.userid)
    expect(rows.map((row) => row.content)).toEqual(['Survives a page that left'])
    again.close()
  })
})

describe('a group that gains someone whose app cannot read it', () => {
  it('stays encrypted and names who cannot read', async () => {
    const { groupid } = await alice.client.group.createGroup({ group_name: 'Mixed' })
    await alice.client.group.inviteGroupMember(groupid, [bob.account.userid])
    expect((await alice.client.e2e?.security(groupid))?.state).toBe('encrypted')
    await alice.client.group.inviteGroupMember(groupid, [carol.account.userid])
    expect(await alice.client.e2e?.security(groupid)).toEqual({
      state: 'encrypted',
      refused: [],
      joinedLate: false,
      missing: [carol.account.userid],
    })
  })
})

describe('a device whose certificate does not verify', () => {
  it('is refused by the peer, visibly, even when the node vouches for it', async () => {
    const mallory = await person('mallory', false)
    // A lying node swaps Mallory's main key for one it holds, and certifies a device with it: by the node's
    // own records the certificate holds, so it lists and hands out the device.
    const users = node.app.context.state.users
    const record = users.get(mallory.account.userid)
    if (!record?.attestation) throw new Error('no attestation kept')
    const nodeKey = bytesToHex(new Uint8Array(32).fill(9))
    users.setMainKey(mallory.account.userid, publicKeyHexOf(nodeKey), record.attestation)
    const keys = await engine.newDevice(new Uint8Array())
    const device = bytesToHex(keys.signaturePublicKey)
    const now = Date.now()
    const credential = encodeDeviceCert(
      signDeviceCert(
        { userid: mallory.account.userid, device, created: now, expires: now + 86_400_000 },
        nodeKey,
      ),
    )
    const forged = { ...keys, credential }
    node.app.context.state.e2e.publish(mallory.account.userid, {
      device_id: device,
      device_credential: bytesToBase64(credential),
      key_packages: [bytesToBase64((await engine.newKeyPackage(forged, false)).publicPackage)],
      last_resort_key_package: bytesToBase64((await engine.newKeyPackage(forged, true)).publicPackage),
      published_at: now,
    })
    const listed = await alice.account.call(e2eDevices, { target_userid: mallory.account.userid })
    expect(listed.devices.map((entry) => entry.device_id)).toEqual([device])

    // Alice checks the key against what Mallory's wallet signed, not against the node's word.
    expect(await alice.client.e2e?.security(mallory.account.userid)).toEqual({
      state: 'plain',
      reason: 'refused',
      userids: [mallory.account.userid],
      refused: [{ userid: mallory.account.userid, device, reason: 'main key not attested by the wallet' }],
    })
    // No Welcome went to the device.
    const history = await alice.account.call(messageHistory, {
      topic: mallory.account.userid,
      page: 1,
      size: 20,
    })
    expect(history.items).toEqual([])
  })
})

describe('a replayed or reordered handshake', () => {
  it('is refused and the group goes on', async () => {
    const [bobId, aliceId] = [bob.account.userid, alice.account.userid]
    const items = (await alice.account.call(messageHistory, { topic: bobId, page: 1, size: 50 })).items
    const welcome = items.at(-1)
    if (!welcome) throw new Error('no history')
    const replayed = [toHistoryItem(welcome), { ...toHistoryItem(welcome), messageid: 'f'.repeat(56) }]
    expect(await bob.client.e2e?.openHistory(replayed)).toEqual([])
    const bobSees = rowsWhen(bob.client, aliceId, hasText('Still private after the replay'))
    await alice.client.message.queueMessage('Still private after the replay', bobId)
    await bobSees
  })
})
