import { describe, expect, it } from 'vitest'
import { Reader, toHex, Writer } from './codec'
import { loadMls, openState, sealState } from './runtime'
import { accept, engine, groupId, pair, person, read, stored, text } from './test-fixture'

describe('MLS engine over ts-mls: peek reads every wire form without keys', () => {
  it('names the wire form, and for group messages the group, epoch and content type', async () => {
    const lib = await loadMls()
    const [alice, bob, carol] = await Promise.all([person('alice'), person('bob'), person('carol')])
    const id = toHex(groupId('user:alice+user:bob'))
    const a0 = await engine.createGroup(alice.device, groupId('user:alice+user:bob'))
    const added = await engine.commit(a0, { add: [bob.kp.publicPackage] }, accept)
    const chat = await engine.encrypt(added.next, text('hi'))

    expect(engine.peek(bob.kp.publicPackage)).toEqual({ wireformat: 'key_package' })
    expect(engine.peek(added.welcome as Uint8Array)).toEqual({ wireformat: 'welcome' })
    expect(engine.peek(added.commit)).toEqual({
      wireformat: 'private',
      groupId: id,
      epoch: 0n,
      contentType: 'commit',
    })
    expect(engine.peek(chat.message)).toEqual({
      wireformat: 'private',
      groupId: id,
      epoch: 1n,
      contentType: 'application',
    })

    // Other clients may send commits as PublicMessages; this one is made with the library itself.
    let { a, b } = await pair(alice, bob)
    const state = openState(lib, a, accept)
    const keyPackage = lib.mls.decodeMlsMessage(carol.kp.publicPackage, 0)?.[0]
    if (keyPackage?.wireformat !== 'mls_key_package') throw new Error('expected a key package')
    const pub = await lib.mls.createCommit(
      { state, cipherSuite: lib.impl },
      {
        extraProposals: [{ proposalType: 'add', add: { keyPackage: keyPackage.keyPackage } }],
        wireAsPublicMessage: true,
      },
    )
    const publicCommit = lib.mls.encodeMlsMessage(pub.commit)
    const aliceBob = toHex(groupId('user:alice+user:bob'))
    expect(engine.peek(publicCommit)).toEqual({
      wireformat: 'public',
      groupId: aliceBob,
      epoch: 1n,
      contentType: 'commit',
    })
    const seen = await engine.process(b, publicCommit, accept)
    expect(seen).toMatchObject({ kind: 'commit', epoch: 1n })
    a = sealState(lib, pub.newState)
    b = await stored(seen.next)
    const after = await engine.encrypt(a, text('after a public commit'))
    const got = await engine.process(b, after.message, accept)
    expect(got.kind === 'application' && read(got.plaintext)).toBe('after a public commit')

    const info = await lib.mls.createGroupInfoWithExternalPub(pub.newState, [], lib.impl)
    const groupInfo = lib.mls.encodeMlsMessage({
      version: 'mls10',
      wireformat: 'mls_group_info',
      groupInfo: info,
    })
    expect(engine.peek(groupInfo)).toEqual({ wireformat: 'group_info' })
  })

  it('refuses bytes that are not an MLS message', () => {
    expect(() => engine.peek(new Uint8Array())).toThrow('MLS message could not be read')
    expect(() => engine.peek(Uint8Array.of(0, 1, 0, 9))).toThrow(
      'MLS message could not be read: unknown wire format',
    )
    expect(() => engine.peek(Uint8Array.of(0, 1, 0, 2, 4, 1, 2))).toThrow('MLS message could not be read')
    expect(() => engine.members(Uint8Array.of(9))).toThrow('MLS state could not be read')
  })

  it('writes and reads every size of the variable-length size, in the fewest bytes', () => {
    for (const [n, width] of [
      [0, 1],
      [63, 1],
      [64, 2],
      [16383, 2],
      [16384, 4],
      [0x3fffffff, 4],
    ] as const) {
      const bytes = new Writer().varint(n).finish()
      expect([bytes.length, new Reader(bytes).varint()]).toEqual([width, n])
    }
    expect(() => new Writer().varint(0x40000000)).toThrow('MLS vector too long')
    expect(() => new Reader(Uint8Array.of(0xc0)).varint()).toThrow('MLS message could not be read')
  })
})
