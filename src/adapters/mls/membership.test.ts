import { describe, expect, it } from 'vitest'
import { accept, engine, names, pair, person, read, say, stored, text } from './test-fixture'

describe('MLS engine over ts-mls: members joining and leaving', () => {
  it('a member added later reads from her join, never before; a removed member reads nothing after', async () => {
    const [alice, bob, carol] = await Promise.all([person('alice'), person('bob'), person('carol')])
    let { a, b } = await pair(alice, bob)
    const before = await engine.encrypt(a, text('before carol'))
    a = await stored(before.next)

    const addCarol = await engine.commit(a, { add: [carol.kp.publicPackage] }, accept)
    a = await stored(addCarol.next)
    const bobSees = await engine.process(b, addCarol.commit, accept)
    expect(bobSees).toMatchObject({ kind: 'commit', epoch: 1n })
    b = await stored(bobSees.next)
    let c = await stored((await engine.join(addCarol.welcome as Uint8Array, [carol.kp], accept)).state)
    expect(names(engine.members(c))).toEqual(['alice', 'bob', 'carol'])
    expect([engine.epoch(a), engine.epoch(b), engine.epoch(c)]).toEqual([2n, 2n, 2n])

    // Bob still opens the message of the epoch before (past epochs' keys are kept); Carol cannot.
    const late = await engine.process(b, before.message, accept)
    expect(late.kind === 'application' && read(late.plaintext)).toBe('before carol')
    await expect(engine.process(c, before.message, accept)).rejects.toThrow()
    const hello = await say(a, c, 'welcome carol')
    expect([hello.body, hello.sender]).toEqual(['welcome carol', 'alice'])
    ;({ from: a, to: c } = hello)

    // Bob writes just before Alice removes him; Carol applies the removal first and still reads Bob's words.
    const lastWords = await engine.encrypt(b, text('bye all'))
    b = await stored(lastWords.next)
    const removeBob = await engine.commit(a, { remove: [bob.device.credential] }, accept)
    expect(removeBob.welcome).toBeUndefined()
    a = await stored(removeBob.next)
    expect(names(engine.members(a))).toEqual(['alice', 'carol'])
    c = await stored((await engine.process(c, removeBob.commit, accept)).next)
    const bye = await engine.process(c, lastWords.message, accept)
    expect(bye.kind === 'application' && [read(bye.plaintext), read(bye.sender)]).toEqual(['bye all', 'bob'])
    c = await stored(bye.next)

    const bobRemoved = await engine.process(b, removeBob.commit, accept)
    expect(bobRemoved.kind).toBe('commit')
    expect(names(engine.members(bobRemoved.next))).toEqual(['alice', 'carol'])
    const after = await engine.encrypt(a, text('after bob left'))
    await expect(engine.process(b, after.message, accept)).rejects.toThrow()
    await expect(engine.process(bobRemoved.next, after.message, accept)).rejects.toThrow()
    await expect(engine.encrypt(bobRemoved.next, text('still here?'))).rejects.toThrow()
    const forCarol = await engine.process(c, after.message, accept)
    expect(forCarol.kind === 'application' && read(forCarol.plaintext)).toBe('after bob left')
  })

  it('refuses to remove a credential that is not in the group', async () => {
    const { a } = await pair(await person('alice'), await person('bob'))
    await expect(engine.commit(a, { remove: [text('nobody')] }, accept)).rejects.toThrow(
      'MLS remove: no member has that credential',
    )
  })
})
