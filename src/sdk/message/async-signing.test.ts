/**
 * Sends signed by an asynchronous Ed25519 (the browser's WebCrypto): frames leave in the order the
 * messages were written even when their signatures come back in the opposite order, with the same bytes
 * as the synchronous signer, through both the direct send and the outbox.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { KEYS, PEER, T0 } from '../../../tests/_util/chat-vectors'
import { memoryContext } from '../../../tests/_util/memory-context'
import { HeldSigner } from '../../../tests/fakes/held-signer'
import { ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSession } from '../../../tests/fakes/socket-pair'
import vectors from '../../../tests/fixtures/vectors.json'
import type { DecodedFrame } from '../../domain/protocol'
import { MessageModule } from './message'

let session: FakeSession
let signer: HeldSigner

const setup = () => {
  const clock = new ManualClock(T0, 0)
  const ports = { clock, logger: new MemoryLogger(), ed25519: signer }
  const { ctx } = memoryContext({ keys: KEYS, ports, session })
  const module = new MessageModule(ctx)
  module.setTopic(PEER)
  return { module }
}

const chats = (): Extract<DecodedFrame, { kind: 'message' }>['message'][] =>
  session.sent.flatMap((frame) => (frame.kind === 'message' ? [frame.message] : []))
const texts = () => chats().map((m) => new TextDecoder().decode(m.payload))

/** Lets the signatures' promises and the store writes settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  session = new FakeSession()
  signer = new HeldSigner()
})

describe('sending with an asynchronous signer', () => {
  it('sends the exact chat message of the vectors', async () => {
    const { module } = setup()
    const sending = module.sendMessage(vectors.chatMessage.payload, PEER)
    await signer.waitingFor(1)
    signer.releaseNewestFirst()
    await sending
    expect(chats()).toMatchObject([
      {
        fromSign: vectors.chatMessage.fromSign,
        messageId: vectors.chatMessage.messageId,
        validatePubKey: vectors.chatMessage.validatePubKey,
      },
    ])
  })

  it('sends in the order written when the signatures come back newest first', async () => {
    const { module } = setup()
    const sends = ['one', 'two', 'three'].map((text) => module.sendMessage(text, PEER))
    await signer.waitingFor(3)
    expect(session.sent).toEqual([])
    signer.releaseNewestFirst()
    await Promise.all(sends)
    expect(texts()).toEqual(['one', 'two', 'three'])
  })

  it('flushes the outbox in the order written, and a direct send waits behind it', async () => {
    const { module } = setup()
    session.setStatus('backingOff')
    await module.queueMessage('one')
    await module.queueMessage('two')
    session.setStatus('open')
    await signer.waitingFor(2)
    const third = module.sendMessage('three', PEER)
    await signer.waitingFor(3)
    signer.releaseNewestFirst()
    await third
    await settled()
    expect(texts()).toEqual(['one', 'two', 'three'])
    expect(module.outboxPending.map((e) => e.state)).toEqual(['sending', 'sending', 'sending'])
  })
})
