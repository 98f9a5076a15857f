import { describe, expect, it } from 'vitest'
import type { MlsCredentialCheck } from '../../ports/mls'
import { accept, engine, groupId, pair, person, read, text } from './test-fixture'

/** A check that refuses one credential and records every (credential, key) pair it was asked about. */
function refusing(name: string) {
  const asked: [string, Uint8Array][] = []
  const check: MlsCredentialCheck = async (credential, key) => {
    asked.push([read(credential), key])
    return read(credential) !== name
  }
  return { check, asked }
}

describe('MLS engine over ts-mls: the credential check', () => {
  it('refuses to add a device whose certificate does not verify, and passes the leaf key to the check', async () => {
    const [alice, bob] = await Promise.all([person('alice'), person('bob')])
    const a0 = await engine.createGroup(alice.device, groupId('user:alice+user:bob'))
    const { check, asked } = refusing('bob')
    await expect(engine.commit(a0, { add: [bob.kp.publicPackage] }, check)).rejects.toThrow(
      /^MLS credential refused/,
    )
    expect(asked).toContainEqual(['bob', bob.device.signaturePublicKey])
    // The same state adds him once the check accepts.
    const ok = await engine.commit(a0, { add: [bob.kp.publicPackage] }, accept)
    expect(engine.members(ok.next).map(read)).toEqual(['alice', 'bob'])
  })

  it('refuses to join a group with a member whose certificate does not verify', async () => {
    const [alice, bob] = await Promise.all([person('alice'), person('bob')])
    const a0 = await engine.createGroup(alice.device, groupId('user:alice+user:bob'))
    const added = await engine.commit(a0, { add: [bob.kp.publicPackage] }, accept)
    const welcome = added.welcome as Uint8Array
    const { check, asked } = refusing('alice')
    await expect(engine.join(welcome, [bob.kp], check)).rejects.toThrow(/^MLS credential refused/)
    expect(asked).toContainEqual(['alice', alice.device.signaturePublicKey])
    const joined = await engine.join(welcome, [bob.kp], accept)
    expect(engine.epoch(joined.state)).toBe(1n)
  })

  it("refuses a message whose sender's certificate no longer verifies; the state still opens it when it does", async () => {
    const [alice, bob, carol] = await Promise.all([person('alice'), person('bob'), person('carol')])
    const { a, b } = await pair(alice, bob)
    const sent = await engine.encrypt(a, text('hello'))
    const { check, asked } = refusing('alice')
    await expect(engine.process(b, sent.message, check)).rejects.toThrow(/^MLS credential refused/)
    expect(asked).toEqual([['alice', alice.device.signaturePublicKey]])
    const got = await engine.process(b, sent.message, accept)
    expect(got.kind === 'application' && read(got.plaintext)).toBe('hello')

    // A commit adding a refused device is refused by the members who process it, too.
    const adds = await engine.commit(a, { add: [carol.kp.publicPackage] }, accept)
    await expect(engine.process(b, adds.commit, refusing('carol').check)).rejects.toThrow(
      /^MLS credential refused/,
    )
    await expect(engine.process(b, adds.commit, refusing('alice').check)).rejects.toThrow(
      /^MLS credential refused/,
    )
    expect((await engine.process(b, adds.commit, accept)).kind).toBe('commit')
  })
})
