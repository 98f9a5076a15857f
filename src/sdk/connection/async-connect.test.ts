/** The connect command signed by an asynchronous Ed25519 (the browser's WebCrypto): the same bytes, once signed. */
import { beforeEach, describe, expect, it } from 'vitest'
import { HeldSigner } from '../../../tests/fakes/held-signer'
import { ManualClock, MemoryLogger } from '../../../tests/fakes/ports'
import { FakeSocketTransport } from '../../../tests/fakes/socket-pair'
import vectors from '../../../tests/fixtures/vectors.json'
import { bytesToHex, utf8ToBytes } from '../../domain/crypto/encoding'
import { connectReplyFrame } from '../../domain/protocol'
import { Connection } from './connection'

const T0 = vectors.connect.timestamp
const KEYS = { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA, userid: vectors.connect.userId }
const hexOf = (text: string) => bytesToHex(utf8ToBytes(text))
const CONNECT_HEX = `${vectors.connect.frameHexPrefix}${hexOf(KEYS.userid)}1880d095ffbc312258${hexOf(vectors.connect.msgSign)}`
const random = { bytes: (n: number) => new Uint8Array(n) }

let transport: FakeSocketTransport
let signer: HeldSigner

const make = () =>
  new Connection({
    transport,
    clock: new ManualClock(T0),
    random,
    logger: new MemoryLogger(),
    url: 'ws://node.test/messages',
    keys: KEYS,
    ed25519: signer,
  })

/** Lets the released signature's promise chain run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  transport = new FakeSocketTransport()
  signer = new HeldSigner()
})

describe('Connection with an asynchronous signer', () => {
  it('sends the exact connect frame of the vectors once it is signed, then opens', async () => {
    const connection = make()
    const opened = connection.connect()
    transport.last.open()
    await signer.waitingFor(1)
    expect(transport.last.sent).toEqual([])
    signer.releaseNewestFirst()
    await settled()
    expect(transport.last.sent.map(bytesToHex)).toEqual([CONNECT_HEX])
    transport.last.receive(
      connectReplyFrame({ nodeId: 'node:1', userId: KEYS.userid, timestamp: T0, msgSign: '' }),
    )
    await opened
    expect(connection.status).toBe('open')
  })
})
