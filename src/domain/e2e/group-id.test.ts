import { describe, expect, it } from 'vitest'
import { bytesToHex, bytesToUtf8, utf8ToBytes } from '../crypto/encoding'
import { conversationKey, makeGroupId, parseGroupId, preferredGroup, topicOfConversation } from './group-id'

const ALICE = 'user:8c01563bfbd54a59c09ba7c68f82a9e431a0be6c7adefcc93c6d9441'
const BOB = 'user:d1e6723f87af52956f6636a1f124ac0ef2f5a52c9066b78718e43536'
const PAIR = `${ALICE}+${BOB}`
const NONCE = '0123456789abcdef0123456789abcdef'

describe('conversationKey', () => {
  it('is the group id for a group topic', () => {
    expect(conversationKey('group:7e1a', ALICE)).toBe('group:7e1a')
  })

  it('is the two user ids sorted and joined by + for a 1:1 chat, the same from both sides', () => {
    expect(conversationKey(BOB, ALICE)).toBe(PAIR)
    expect(conversationKey(ALICE, BOB)).toBe(PAIR)
    expect(conversationKey('user:a', 'user:B')).toBe('user:B+user:a')
    expect(conversationKey(ALICE, ALICE)).toBe(`${ALICE}+${ALICE}`)
  })

  it('is null for a topic that cannot name a conversation', () => {
    for (const [topic, me] of [
      ['group:', ALICE],
      ['group:a|b', ALICE],
      ['group:a+b', ALICE],
      ['user:', ALICE],
      ['user:a|b', ALICE],
      ['user:a+b', ALICE],
      ['bridge:x', ALICE],
      ['', ALICE],
      [BOB, 'group:g'],
      [BOB, 'user:'],
      [BOB, 'user:x+y'],
    ] as const)
      expect([topic, me, conversationKey(topic, me)]).toEqual([topic, me, null])
  })
})

describe('makeGroupId', () => {
  it('is the UTF-8 of label|conversation|nonce', () => {
    const id = makeGroupId(PAIR, NONCE)
    expect(bytesToUtf8(id)).toBe(`web3mq-e2e/v1|${PAIR}|${NONCE}`)
    expect(bytesToHex(makeGroupId('group:g', NONCE))).toBe(
      `776562336d712d6532652f76317c67726f75703a677c${bytesToHex(utf8ToBytes(NONCE))}`,
    )
  })

  it('refuses a nonce that is not 32 lower-case hex and a conversation not in its one form', () => {
    expect(() => makeGroupId(PAIR, NONCE.toUpperCase())).toThrow('group id nonce must be 32 lower-case hex')
    expect(() => makeGroupId(PAIR, NONCE.slice(1))).toThrow('group id nonce must be 32 lower-case hex')
    expect(() => makeGroupId(PAIR, `${NONCE}0`)).toThrow('group id nonce must be 32 lower-case hex')
    expect(() => makeGroupId(`${BOB}+${ALICE}`, NONCE)).toThrow('not a conversation key')
    expect(() => makeGroupId(ALICE, NONCE)).toThrow('not a conversation key')
    expect(() => makeGroupId(`${ALICE}+${BOB}+user:c`, NONCE)).toThrow('not a conversation key')
    expect(() => makeGroupId('group:', NONCE)).toThrow('not a conversation key')
    for (const pair of ['bridge:x+user:y', `${ALICE}+zz`, `user:+${BOB}`, `${ALICE}+user:`])
      expect(() => makeGroupId(pair, NONCE)).toThrow('not a conversation key')
  })
})

describe('parseGroupId', () => {
  it('reads bytes and hex of any case back', () => {
    const id = makeGroupId(PAIR, NONCE)
    expect(parseGroupId(id)).toEqual({ conversation: PAIR, nonce: NONCE })
    expect(parseGroupId(bytesToHex(id))).toEqual({ conversation: PAIR, nonce: NONCE })
    expect(parseGroupId(bytesToHex(id).toUpperCase())).toEqual({ conversation: PAIR, nonce: NONCE })
    expect(parseGroupId(makeGroupId('group:g', NONCE))).toEqual({ conversation: 'group:g', nonce: NONCE })
    expect(parseGroupId(makeGroupId(`${ALICE}+${ALICE}`, NONCE))?.conversation).toBe(`${ALICE}+${ALICE}`)
  })

  it('is null for anything makeGroupId does not write', () => {
    const text = (s: string) => parseGroupId(utf8ToBytes(s))
    expect(text(`web3mq-e2e/v2|${PAIR}|${NONCE}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|${PAIR}|${NONCE}|x`)).toBeNull()
    expect(text(`web3mq-e2e/v1|${PAIR}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|${PAIR}|${NONCE.toUpperCase()}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|${PAIR}|${NONCE}0`)).toBeNull()
    expect(text(`web3mq-e2e/v1|${BOB}+${ALICE}|${NONCE}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|${ALICE}|${NONCE}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|group:|${NONCE}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|group:a+b|${NONCE}`)).toBeNull()
    expect(text(`web3mq-e2e/v1|user:a+group:b|${NONCE}`)).toBeNull()
    const broken = makeGroupId('group:g', NONCE)
    broken[20] = 0xff
    expect(parseGroupId(broken)).toBeNull()
    expect(parseGroupId('abc')).toBeNull()
    expect(parseGroupId(`0x${bytesToHex(makeGroupId('group:g', NONCE))}`)).toBeNull()
    expect(parseGroupId('')).toBeNull()
  })
})

describe('topicOfConversation', () => {
  it('is the other user of a 1:1 chat, whichever side I sort on', () => {
    expect(topicOfConversation(PAIR, ALICE)).toBe(BOB)
    expect(topicOfConversation(PAIR, BOB)).toBe(ALICE)
    expect(topicOfConversation(`${ALICE}+${ALICE}`, ALICE)).toBe(ALICE)
  })

  it('is the group id for a group', () => {
    expect(topicOfConversation('group:g', ALICE)).toBe('group:g')
  })

  it('is null when I am not in the pair or the conversation is malformed', () => {
    expect(topicOfConversation(PAIR, 'user:c')).toBeNull()
    expect(topicOfConversation(`${BOB}+${ALICE}`, ALICE)).toBeNull()
    expect(topicOfConversation('group:', ALICE)).toBeNull()
    expect(topicOfConversation(ALICE, ALICE)).toBeNull()
  })
})

describe('preferredGroup', () => {
  it('takes the smallest raw id in byte order, a proper prefix first', () => {
    expect(preferredGroup(['bb', 'ab', 'abcd'])).toBe('ab')
    expect(preferredGroup(['abcd', 'ab'])).toBe('ab')
    expect(preferredGroup(['80', '7f'])).toBe('7f')
    expect(preferredGroup(['ab01', 'ab00'])).toBe('ab00')
  })

  it('compares bytes, not hex text: case does not matter and the answer is lower-case', () => {
    // As text 'Ff' < 'aa' (upper case sorts first); as bytes 0xaa < 0xff.
    expect(preferredGroup(['Ff', 'aa'])).toBe('aa')
    expect(preferredGroup(['AB', 'ac'])).toBe('ab')
  })

  it('picks the same of two groups made for one conversation, whatever the order', () => {
    const low = bytesToHex(makeGroupId(PAIR, '0'.repeat(32)))
    const high = bytesToHex(makeGroupId(PAIR, 'f'.repeat(32)))
    expect(preferredGroup([high, low])).toBe(low)
    expect(preferredGroup([low, high])).toBe(low)
  })

  it('skips entries that are not hex and is undefined for none', () => {
    expect(preferredGroup(['zz', '', 'c0', 'a'])).toBe('c0')
    expect(preferredGroup(['zz', ''])).toBeUndefined()
    expect(preferredGroup([])).toBeUndefined()
  })
})
