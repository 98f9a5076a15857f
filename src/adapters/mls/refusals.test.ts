import { describe, expect, it } from 'vitest'
import { accept, engine, groupId, pair, person, read, stored, text } from './test-fixture'

const flip = (bytes: Uint8Array, at: number): Uint8Array => {
  const out = Uint8Array.from(bytes)
  const i = at < 0 ? out.length + at : at
  out[i] = (out[i] as number) ^ 0x01
  return out
}

async function opens(state: Uint8Array, message: Uint8Array): Promise<string> {
  const got = await engine.process(state, message, accept)
  if (got.kind !== 'application') throw new Error('expected application data')
  return read(got.plaintext)
}

describe('MLS engine over ts-mls: refused messages leave the state as it was', () => {
  it('a flipped byte anywhere is refused, and the same state then opens the genuine message', async () => {
    const { a, b } = await pair(await person('alice'), await person('bob'))
    const sent = await engine.encrypt(a, text('genuine'))
    const copy = Uint8Array.from(b)
    // The ciphertext's last byte, one inside it, and the epoch's last byte in the header (version, wire
    // format, the group id behind its 2-byte size, then the 8-byte epoch).
    const epochEnd = 2 + 2 + 2 + groupId('user:alice+user:bob').length + 7
    expect(engine.peek(flip(sent.message, epochEnd)).epoch).toBe(0n) // epoch 1 with its low bit flipped
    for (const at of [-1, -40, epochEnd]) {
      await expect(engine.process(b, flip(sent.message, at), accept)).rejects.toThrow()
    }
    expect(b).toEqual(copy)
    expect(await opens(b, sent.message)).toBe('genuine')
  })

  it('a replayed chat message is refused; the state keeps opening new ones', async () => {
    const { a, b } = await pair(await person('alice'), await person('bob'))
    const one = await engine.encrypt(a, text('once'))
    const two = await engine.encrypt(one.next, text('twice'))
    const first = await engine.process(b, one.message, accept)
    const b1 = await stored(first.next)
    await expect(engine.process(b1, one.message, accept)).rejects.toThrow()
    expect(await opens(b1, two.message)).toBe('twice')
  })

  it('a replayed commit, an old-epoch commit, a future-epoch message and another group are refused', async () => {
    const [alice, bob, carol, dave] = await Promise.all([
      person('alice'),
      person('bob'),
      person('carol'),
      person('dave'),
    ])
    let { a, b } = await pair(alice, bob)
    const c1 = await engine.commit(a, { add: [carol.kp.publicPackage] }, accept)
    a = await stored(c1.next)
    const early = await engine.encrypt(a, text('from epoch 2'))
    a = await stored(early.next)
    // Bob is still in epoch 1: a message of epoch 2 is refused, and opens once he applied the commit.
    await expect(engine.process(b, early.message, accept)).rejects.toThrow()
    b = await stored((await engine.process(b, c1.commit, accept)).next)
    await expect(engine.process(b, c1.commit, accept)).rejects.toThrow()
    const c2 = await engine.commit(a, { add: [dave.kp.publicPackage] }, accept)
    a = await stored(c2.next)
    b = await stored((await engine.process(b, c2.commit, accept)).next)
    expect(engine.epoch(b)).toBe(3n)
    await expect(engine.process(b, c1.commit, accept)).rejects.toThrow()
    expect(await opens(b, early.message)).toBe('from epoch 2')
    const now = await engine.encrypt(a, text('epoch 3'))
    expect(await opens(b, now.message)).toBe('epoch 3')

    const other = await pair(await person('erin'), await person('frank'))
    const stray = await engine.encrypt(other.a, text('elsewhere'))
    await expect(engine.process(b, stray.message, accept)).rejects.toThrow('MLS message of another group')
  })
})
