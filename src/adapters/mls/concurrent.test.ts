import { describe, expect, it } from 'vitest'
import { accept, engine, names, pair, person, read, stored, text } from './test-fixture'

describe('MLS engine over ts-mls: two commits in one epoch, the first stored wins', () => {
  it('the losing committer drops its pending state, applies the winner and commits again', async () => {
    const [alice, bob, carol, alice2, bob2] = await Promise.all([
      person('alice'),
      person('bob'),
      person('carol'),
      person('alice-phone'),
      person('bob-phone'),
    ])
    let { a, b } = await pair(alice, bob)
    const withCarol = await engine.commit(a, { add: [carol.kp.publicPackage] }, accept)
    a = await stored(withCarol.next)
    b = await stored((await engine.process(b, withCarol.commit, accept)).next)
    let c = await stored((await engine.join(withCarol.welcome as Uint8Array, [carol.kp], accept)).state)

    // Both commit from epoch 2; the node stores Alice's first.
    const fromAlice = await engine.commit(a, { add: [alice2.kp.publicPackage] }, accept)
    const fromBob = await engine.commit(b, { add: [bob2.kp.publicPackage] }, accept)
    expect([fromAlice.epoch, fromBob.epoch]).toEqual([2n, 2n])
    expect([engine.epoch(a), engine.epoch(b)]).toEqual([2n, 2n]) // both still pending

    c = await stored((await engine.process(c, fromAlice.commit, accept)).next)
    await expect(engine.process(c, fromBob.commit, accept)).rejects.toThrow()
    expect(engine.epoch(c)).toBe(3n)

    a = await stored(fromAlice.next) // Alice's commit was stored first: she keeps it
    b = await stored((await engine.process(b, fromAlice.commit, accept)).next) // Bob drops his own
    let a2 = await stored((await engine.join(fromAlice.welcome as Uint8Array, [alice2.kp], accept)).state)

    const again = await engine.commit(b, { add: [bob2.kp.publicPackage] }, accept)
    expect(again.epoch).toBe(3n)
    b = await stored(again.next)
    a = await stored((await engine.process(a, again.commit, accept)).next)
    c = await stored((await engine.process(c, again.commit, accept)).next)
    a2 = await stored((await engine.process(a2, again.commit, accept)).next)
    const b2 = await stored((await engine.join(again.welcome as Uint8Array, [bob2.kp], accept)).state)
    // The welcome of Bob's dropped commit still opens, but into a fork nobody else is in.
    const forked = await engine.join(fromBob.welcome as Uint8Array, [bob2.kp], accept)
    const lost = await engine.encrypt(forked.state, text('into the void'))
    await expect(engine.process(c, lost.message, accept)).rejects.toThrow()

    const states = [a, b, c, a2, b2]
    expect(states.map(engine.epoch)).toEqual([4n, 4n, 4n, 4n, 4n])
    for (const s of states)
      expect(names(engine.members(s))).toEqual(['alice', 'bob', 'carol', 'alice-phone', 'bob-phone'])
    // Each member writes once and every other member reads it.
    for (const [i, from] of states.entries()) {
      const sent = await engine.encrypt(from, text(`from ${i}`))
      states[i] = sent.next
      for (const [j, to] of states.entries()) {
        if (i === j) continue
        const got = await engine.process(to, sent.message, accept)
        expect(got.kind === 'application' && read(got.plaintext)).toBe(`from ${i}`)
        states[j] = got.next
      }
    }
  })
})
