/**
 * Private by default (docs/protocol.md §3.10): two people of this app chat in Chromium while every WebSocket
 * frame both ways and every `/api/` response of their pages is recorded. They read each other in clear, yet no
 * word of theirs is in any frame or response, in UTF-8, base64 or hex, and every chat frame between them names
 * the MLS cipher suite; the conversation says it is end-to-end encrypted, and one with a user of another app
 * says it is not, and why; history reads in clear after a reload. In a group, someone added later reads from
 * the moment of joining, and someone who left reads nothing said after.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { E2E_CIPHER_SUITE } from '#domain/e2e'
import { isTypingFrame } from '#domain/messages/typing'
import { decodeFrame } from '#domain/protocol'
import { httpSend, signUpAndLogIn } from '../_util/node-client'
import { ethWallet } from '../fakes/wallets'
import { row, send } from './_util/chat-page'
import { newcomer, storage } from './_util/flows'
import { createGroup, invite, main } from './_util/groups'
import { appUrl, e2eSuite } from './_util/harness'

const e2e = e2eSuite(import.meta.url)

interface Recorded {
  frames: Buffer[]
  responses: string[]
}

/** Records every socket frame both ways and every `/api/` response body of `page` from its next load on. */
const record = async (page: Page): Promise<Recorded> => {
  const recorded: Recorded = { frames: [], responses: [] }
  page.on('websocket', (ws) => {
    const keep = ({ payload }: { payload: string | Buffer }) =>
      recorded.frames.push(typeof payload === 'string' ? Buffer.from(payload) : payload)
    ws.on('framesent', keep)
    ws.on('framereceived', keep)
  })
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return
    response.text().then(
      (body) => recorded.responses.push(body),
      () => undefined,
    )
  })
  await page.reload()
  return recorded
}

/** The words found in what was recorded, as UTF-8 text, base64 of it (unaligned too) or hex. */
const leaked = (recorded: Recorded, words: readonly string[]): string[] => {
  const text = [...recorded.frames.map((frame) => frame.toString('latin1')), ...recorded.responses].join('\n')
  const hex = recorded.frames.map((frame) => frame.toString('hex')).join('\n')
  return words.filter((word) => {
    const bytes = Buffer.from(word, 'utf8')
    const base64s = [0, 1, 2].map((skip) => bytes.subarray(skip).toString('base64').slice(4, -4))
    return text.includes(word) || base64s.some((b) => text.includes(b)) || hex.includes(bytes.toString('hex'))
  })
}

/**
 * The cipher suites of the chat frames between two users among what was recorded. A typing signal is no chat
 * message: it carries no words (an empty payload, docs/protocol.md §3.12), so it is counted apart.
 */
const chatSuites = (recorded: Recorded, users: readonly string[]): string[] =>
  recorded.frames.flatMap((bytes) => {
    try {
      const frame = decodeFrame(new Uint8Array(bytes))
      if (frame.kind !== 'message' || isTypingFrame(frame.message)) return []
      const { comeFrom, contentTopic, cipherSuite } = frame.message
      return users.includes(comeFrom) && users.includes(contentTopic) ? [cipherSuite] : []
    } catch {
      return []
    }
  })

/** The payload bytes of the typing signals among what was recorded, as hex: none may carry any. */
const typingPayloads = (recorded: Recorded): string[] =>
  recorded.frames.flatMap((bytes) => {
    try {
      const frame = decodeFrame(new Uint8Array(bytes))
      if (frame.kind !== 'message' || !isTypingFrame(frame.message)) return []
      return frame.message.payload.length > 0 ? [Buffer.from(frame.message.payload).toString('hex')] : []
    } catch {
      return []
    }
  })

const security = (page: Page) =>
  main(page)
    .getByText(/end-to-end encrypted/i)
    .first()

const WORDS = ['Lighthouse at nine tonight', 'Blue notebook under the mat', 'Understood, see you there']

describe('private by default', () => {
  it('two people read each other in clear while the wire and the node carry only ciphertext', async () => {
    const alice = await newcomer(e2e, 'e2e-private-alice')
    const bob = await newcomer(e2e, 'e2e-private-bob')
    const aliceId = (await storage(alice.page)).userid ?? ''
    const bobId = (await storage(bob.page)).userid ?? ''
    const [aliceSeen, bobSeen] = [await record(alice.page), await record(bob.page)]

    await alice.page.goto(appUrl(`/chat/${bobId}`))
    await expect
      .poll(() => security(alice.page).textContent(), { timeout: 30_000 })
      .toBe('🔒 End-to-end encrypted')
    await send(alice.page, WORDS[0] as string)
    await send(alice.page, WORDS[1] as string)
    await bob.page.goto(appUrl(`/chat/${aliceId}`))
    await row(bob.page, WORDS[1] as string).waitFor()
    await row(bob.page, WORDS[0] as string).waitFor()
    await expect.poll(() => security(bob.page).textContent()).toBe('🔒 End-to-end encrypted')
    await send(bob.page, WORDS[2] as string)
    await row(alice.page, WORDS[2] as string).waitFor()

    // The history reads in clear after a reload.
    await bob.page.reload()
    for (const word of WORDS) await row(bob.page, word).waitFor()

    for (const seen of [aliceSeen, bobSeen]) {
      expect(leaked(seen, WORDS)).toEqual([])
      expect(typingPayloads(seen)).toEqual([])
      const suites = chatSuites(seen, [aliceId, bobId])
      expect(suites.length).toBeGreaterThanOrEqual(3)
      expect(new Set(suites)).toEqual(new Set([E2E_CIPHER_SUITE]))
    }
  })

  it('a chat with a user of another app says it is not encrypted, and why', async () => {
    const alice = await newcomer(e2e, 'e2e-private-plain-alice')
    const aliceId = (await storage(alice.page)).userid ?? ''
    const pete = await signUpAndLogIn(httpSend(appUrl()), ethWallet('e2e-private-pete'), {
      nickname: 'Plain Pete',
    })
    const aliceSeen = await record(alice.page)
    await alice.page.goto(appUrl(`/chat/${pete.userid}`))
    await expect
      .poll(() => security(alice.page).textContent(), { timeout: 30_000 })
      .toBe("Not end-to-end encrypted: Plain Pete's app does not support it")
    // Sent plain, as said: the same checks that found nothing above find these words on the wire.
    await send(alice.page, 'Plain words for Pete')
    await row(alice.page, 'Plain words for Pete')
      .getByText(/^(Sent|Delivered)$/)
      .waitFor()
    expect(leaked(aliceSeen, ['Plain words for Pete'])).toEqual(['Plain words for Pete'])
    expect(chatSuites(aliceSeen, [aliceId, pete.userid])).toEqual(['NONE'])
  })

  it('in a group, a member added later reads from joining and one who left reads nothing after', async () => {
    const alice = await newcomer(e2e, 'e2e-private-club-alice')
    const bob = await newcomer(e2e, 'e2e-private-club-bob')
    const carol = await newcomer(e2e, 'e2e-private-club-carol')
    const groupid = await createGroup(alice.page, 'Private club')
    await invite(alice.page, bob.address)
    const seen = await Promise.all([alice, bob, carol].map((person) => record(person.page)))

    await alice.page.goto(appUrl(`/chat/${groupid}`))
    await expect
      .poll(() => security(alice.page).textContent(), { timeout: 30_000 })
      .toBe('🔒 End-to-end encrypted')
    await send(alice.page, 'Club secret one')
    await bob.page.goto(appUrl(`/chat/${groupid}`))
    await row(bob.page, 'Club secret one').waitFor()

    // Carol joins: she reads what is said from then on, not before, and is told why.
    await alice.page.goto(appUrl(`/groups/${groupid}`))
    await invite(alice.page, carol.address)
    await alice.page.goto(appUrl(`/chat/${groupid}`))
    await row(alice.page, 'Club secret one').waitFor()
    await send(alice.page, 'Club secret two')
    await carol.page.goto(appUrl(`/chat/${groupid}`))
    await row(carol.page, 'Club secret two').waitFor()
    await main(carol.page)
      .getByText('Messages sent before this device joined this conversation cannot be read here.')
      .waitFor()
    expect(await row(carol.page, 'Club secret one').count()).toBe(0)

    // Carol leaves: what follows never reaches her screen, even after a reload.
    await carol.page.goto(appUrl(`/groups/${groupid}`))
    await main(carol.page).getByRole('button', { name: 'Leave group' }).click()
    await main(carol.page).getByText('You are not a member.').waitFor()
    await send(alice.page, 'Club secret three')
    await row(bob.page, 'Club secret three').waitFor()
    await carol.page.goto(appUrl(`/chat/${groupid}`))
    await row(carol.page, 'Club secret two').waitFor()
    expect(await row(carol.page, 'Club secret three').count()).toBe(0)

    for (const recorded of seen)
      expect(leaked(recorded, ['Club secret one', 'Club secret two', 'Club secret three'])).toEqual([])
  })
})
