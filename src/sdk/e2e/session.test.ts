/**
 * The socket as the chat modules hear it with E2E on (docs/protocol.md §3.10): an encrypted frame is heard
 * opened, a handshake not at all, and no frame overtakes an earlier one still being opened.
 */
import { describe, expect, it } from 'vitest'
import { E2E_CIPHER_SUITE } from '#domain/e2e'
import { type DecodedFrame, messageFrame, type Web3MQRequestMessage } from '#domain/protocol'
import { MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import type { E2EModule } from './e2e'
import { openedSession } from './session'

const frame = (messageId: string, encrypted: boolean) =>
  messageFrame({
    payload: new TextEncoder().encode(messageId),
    contentTopic: 'user:bob',
    comeFrom: 'user:alice',
    timestamp: 1,
    messageId,
    fromSign: 'sig',
    nodeId: 'node',
    ...(encrypted ? { cipherSuite: E2E_CIPHER_SUITE, payloadType: 'message/mls' } : {}),
  })

/** Opens each encrypted frame when the test says so: its text, or nothing for a handshake. */
const heldOpener = () => {
  const waiting = new Map<string, (message: Web3MQRequestMessage | undefined) => void>()
  const e2e = {
    openFrame: (message: Web3MQRequestMessage) =>
      new Promise<Web3MQRequestMessage | undefined>((resolve) => waiting.set(message.messageId, resolve)),
  } as unknown as E2EModule
  const finish = (id: string, text: string | undefined) => {
    const resolve = waiting.get(id)
    if (!resolve) throw new Error(`${id} is not being opened`)
    resolve(
      text === undefined
        ? undefined
        : ({
            messageId: id,
            cipherSuite: 'NONE',
            payload: new TextEncoder().encode(text),
          } as Web3MQRequestMessage),
    )
  }
  return { e2e, finish, opening: () => [...waiting.keys()] }
}

const heard = (session: { onFrame(listener: (frame: DecodedFrame) => void): () => void }) => {
  const ids: string[] = []
  session.onFrame((f) => {
    if (f.kind === 'message')
      ids.push(`${f.message.messageId}:${new TextDecoder().decode(f.message.payload)}`)
  })
  return ids
}

describe('the opened session', () => {
  it('keeps order: plain frames wait behind an encrypted one being opened, handshakes are not heard', async () => {
    const inner = new FakeSession()
    const { e2e, finish, opening } = heldOpener()
    const outer = openedSession(inner, e2e, new MemoryLogger())
    const ids = heard(outer)
    inner.push(frame('p1', false))
    inner.push(frame('e1', true))
    inner.push(frame('p2', false))
    inner.push(frame('h1', true))
    inner.push(frame('p3', false))
    await expect.poll(opening).toEqual(['e1'])
    expect(ids).toEqual(['p1:p1'])
    finish('e1', 'hello')
    await expect.poll(() => ids).toEqual(['p1:p1', 'e1:hello', 'p2:p2'])
    await expect.poll(opening).toEqual(['e1', 'h1'])
    finish('h1', undefined)
    await expect.poll(() => ids).toEqual(['p1:p1', 'e1:hello', 'p2:p2', 'p3:p3'])
    // Once nothing is being opened, a plain frame is heard at once again.
    inner.push(frame('p4', false))
    expect(ids.at(-1)).toBe('p4:p4')
  })

  it('passes the rest of the session through', () => {
    const inner = new FakeSession()
    const outer = openedSession(inner, heldOpener().e2e, new MemoryLogger())
    outer.send(frame('out', false))
    expect(inner.sent).toHaveLength(1)
    expect(outer.status).toBe('open')
    inner.setStatus('closed')
    expect(outer.status).toBe('closed')
    expect(outer.nodeId).toBe('nodeId')
  })
})
