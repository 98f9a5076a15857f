import { describe, expect, it } from 'vitest'
import { toHex } from './codec'
import { accept, engine, groupId, names, pair, person, read, say, stored, text } from './test-fixture'

describe('MLS engine over ts-mls: a group of two', () => {
  it('Alice adds Bob by his key package, and both read each other through stored states', async () => {
    const [alice, bob, spare] = await Promise.all([person('alice'), person('bob'), person('bob-other')])
    const id = groupId('user:alice+user:bob')
    const a0 = await stored(await engine.createGroup(alice.device, id))
    expect(engine.epoch(a0)).toBe(0n)
    expect(engine.groupId(a0)).toBe(toHex(id))
    expect(names(engine.members(a0))).toEqual(['alice'])

    const kept = Uint8Array.from(a0)
    const added = await engine.commit(a0, { add: [bob.kp.publicPackage] }, accept)
    expect(added.epoch).toBe(0n)
    expect(a0).toEqual(kept) // not one byte of the caller's state changed
    expect(engine.peek(added.commit)).toMatchObject({
      wireformat: 'private',
      contentType: 'commit',
      epoch: 0n,
    })
    // The caller's state is untouched until it keeps `next`.
    expect(engine.epoch(a0)).toBe(0n)
    expect(names(engine.members(a0))).toEqual(['alice'])
    let a = await stored(added.next)
    expect(engine.epoch(a)).toBe(1n)
    expect(names(engine.members(a))).toEqual(['alice', 'bob'])

    const joined = await engine.join(added.welcome as Uint8Array, [spare.kp, bob.kp], accept)
    expect(joined.groupId).toBe(toHex(id))
    expect(joined.usedPackage).toEqual(bob.kp.publicPackage)
    let b = await stored(joined.state)
    expect(engine.epoch(b)).toBe(1n)
    expect(names(engine.members(b))).toEqual(['alice', 'bob'])

    const keptA = Uint8Array.from(a)
    const keptB = Uint8Array.from(b)
    const one = await say(a, b, 'hi bob')
    expect([a, b]).toEqual([keptA, keptB]) // encrypt and process hand back `next`, leaving their input as it was
    expect([one.body, one.sender]).toEqual(['hi bob', 'alice'])
    ;({ from: a, to: b } = one)
    const two = await say(b, a, 'hi alice')
    expect([two.body, two.sender]).toEqual(['hi alice', 'bob'])
    ;({ from: b, to: a } = two)
    const three = await say(a, b, 'and again')
    expect(three.body).toBe('and again')
  })

  it('opens messages of one sender arriving out of order within an epoch', async () => {
    const { a, b } = await pair(await person('alice'), await person('bob'))
    const first = await engine.encrypt(a, text('first'))
    const second = await engine.encrypt(first.next, text('second'))
    const third = await engine.encrypt(second.next, text('third'))
    let state = b
    const seen: string[] = []
    for (const m of [third.message, first.message, second.message]) {
      const got = await engine.process(state, m, accept)
      if (got.kind !== 'application') throw new Error('expected application data')
      seen.push(read(got.plaintext))
      state = await stored(got.next)
    }
    expect(seen).toEqual(['third', 'first', 'second'])
  })

  it('key packages reuse the device signature key; the last-resort one carries the last_resort extension', async () => {
    const { loadMls } = await import('./runtime')
    const lib = await loadMls()
    const device = await engine.newDevice(text('dev'))
    const plain = await engine.newKeyPackage(device, false)
    const last = await engine.newKeyPackage(device, true)
    expect([plain.lastResort, last.lastResort]).toEqual([false, true])
    expect(engine.peek(last.publicPackage)).toEqual({ wireformat: 'key_package' })
    const decode = (b: Uint8Array) => {
      const m = lib.mls.decodeMlsMessage(b, 0)?.[0]
      if (m?.wireformat !== 'mls_key_package') throw new Error('expected a key package')
      return m.keyPackage
    }
    const [p, l] = [decode(plain.publicPackage), decode(last.publicPackage)]
    expect(p.leafNode.signaturePublicKey).toEqual(device.signaturePublicKey)
    expect(l.leafNode.signaturePublicKey).toEqual(device.signaturePublicKey)
    expect(p.initKey).not.toEqual(l.initKey)
    expect(p.extensions.map((e) => e.extensionType)).toEqual([])
    expect(l.extensions).toEqual([{ extensionType: 10, extensionData: new Uint8Array() }])
  })
})
