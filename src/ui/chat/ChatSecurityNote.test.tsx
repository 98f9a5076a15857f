/**
 * What a conversation says of its privacy (docs/product.md §14.4), word for word: encrypted, with the warnings
 * that go with it, or plain with the reason, never silent.
 */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ConversationContext } from '../../machines/conversation/conversation.types'
import { ChatSecurityNote } from './ChatSecurityNote'

const PEER = { userid: 'user:pete', nickname: 'Pete' }
const texts = (security: ConversationContext['security']) => {
  const { container, unmount } = render(<ChatSecurityNote security={security} peer={PEER} />)
  const lines = [...container.querySelectorAll('p')].map((p) => p.textContent)
  unmount()
  return lines
}

describe('the conversation security note', () => {
  it('says encrypted, and names refused devices, a late join and who cannot read', () => {
    expect(texts({ state: 'encrypted', refused: [], joinedLate: false, missing: [] })).toEqual([
      '🔒 End-to-end encrypted',
    ])
    expect(
      texts({
        state: 'encrypted',
        refused: [{ userid: 'user:pete', device: 'ab', reason: 'signature' }],
        joinedLate: true,
        missing: ['user:pete'],
      }),
    ).toEqual([
      '🔒 End-to-end encrypted',
      'Messages sent before this device joined this conversation cannot be read here.',
      'Pete cannot read this conversation: their app does not support end-to-end encryption',
      'A device of Pete was refused: its certificate does not verify',
    ])
  })

  it('says why a conversation is plain', () => {
    expect(texts({ state: 'plain', reason: 'unsupported', userids: ['user:pete'] })).toEqual([
      "Not end-to-end encrypted: Pete's app does not support it",
    ])
    expect(texts({ state: 'plain', reason: 'refused', userids: ['user:pete'], refused: [] })).toEqual([
      "Not end-to-end encrypted: Pete's device could not be verified",
    ])
    expect(texts({ state: 'plain', reason: 'node' })).toEqual([
      'Not end-to-end encrypted: this node keeps no encryption keys',
    ])
    expect(texts('unavailable')).toEqual([
      'Not end-to-end encrypted: this device holds no key to encrypt with',
    ])
    render(<ChatSecurityNote security="checking" peer={PEER} />)
    expect(screen.getByRole('status').textContent).toBe('Checking end-to-end encryption…')
  })
})
