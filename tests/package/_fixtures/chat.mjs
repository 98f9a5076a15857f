/**
 * A dapp's whole chat through the installed packages only, the same in Node (./node-chat.mjs) and in a page
 * (./browser-chat.mjs): `@w3mq/sdk`, `@w3mq/sdk/platform` (whichever condition the runner picks) and the
 * browser-safe `@w3mq/mock-node/test-wallet` (docs/packages/sdk/README.md). Alice and Bob sign up, both open
 * their sockets, Alice sends `text` to Bob; Bob's `message.received` and Alice's `message.delivered` are
 * awaited, and what they showed is returned for the test to assert on.
 */
import { testWallet } from '@w3mq/mock-node/test-wallet'
import { initWeb3MQ, signInWithWallet } from '@w3mq/sdk'
import { platformPorts } from '@w3mq/sdk/platform'

/** Only a hang guard: the events come in milliseconds, the test waits for them, not for this. */
const HANG_GUARD_MS = 120_000

/** One entry per person: createClient on a shared entry would replace the first client. */
const signUp = async (nodeUrl, name) => {
  const web3mq = await initWeb3MQ({ connectUrl: nodeUrl }, platformPorts())
  const wallet = testWallet(name)
  const { userid, keys, registered } = await signInWithWallet(web3mq.auth, {
    signer: wallet,
    password: `${name}'s password`,
    nickname: name,
  })
  const client = web3mq.createClient(
    { PrivateKey: keys.TempPrivateKey, PublicKey: keys.TempPublicKey, userid },
    { didKey: `eth:${wallet.address}` },
  )
  return { address: wallet.address, userid, registered, client }
}

/** The next `type` event that `match`es; subscribed before the action that causes it. */
const next = (client, type, match) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new Error(`no "${type}" event within ${HANG_GUARD_MS / 1000} s`))
    }, HANG_GUARD_MS)
    const off = client.events.on(type, (payload) => {
      if (!match(payload)) return
      clearTimeout(timer)
      off()
      resolve(payload)
    })
  })

/** The payload is standard base64 of the UTF-8 bytes. */
const decode = (base64) => new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))

const shown = ({ address, userid, registered }) => ({ address, userid, registered })

export const chat = async (nodeUrl, text) => {
  const people = []
  try {
    const alice = await signUp(nodeUrl, 'Alice')
    people.push(alice)
    const bob = await signUp(nodeUrl, 'Bob')
    people.push(bob)
    await alice.client.connect()
    await bob.client.connect()
    const received = next(bob.client, 'message.received', (p) => p.message.contentTopic === bob.userid)
    const delivered = next(alice.client, 'message.delivered', (p) => p.status.contentTopic === bob.userid)
    const sent = await alice.client.message.sendMessage(text, bob.userid)
    const { message } = await received
    const { status } = await delivered
    return {
      alice: shown(alice),
      bob: shown(bob),
      sent: { id: sent.id, content: sent.content },
      received: {
        messageId: message.messageId,
        comeFrom: message.comeFrom,
        contentTopic: message.contentTopic,
        text: decode(message.payload),
      },
      delivered: {
        messageId: status.messageId,
        contentTopic: status.contentTopic,
        status: status.messageStatus,
      },
    }
  } finally {
    for (const person of people) person.client.close()
  }
}
