/**
 * The REST tests' node: a mock node on `inject()` with a movable clock, held to the contract
 * (./contract-watch.ts), and accounts signed up through the real endpoints (tests/_util/node-client). A node
 * started for one test (in the test or its `beforeEach`) is closed when that test finishes; one started in
 * `beforeAll` is the caller's to close.
 */
import { onTestFinished, TestRunner } from 'vitest'
import {
  type BuiltRequest,
  buildRequest,
  type DataOf,
  type Endpoint,
  type ParamsOf,
  readResponse,
  sendMessage,
} from '#domain/contract'
import { bytesToBase64, utf8ToBytes } from '#domain/crypto/encoding'
import { messageId } from '#domain/signing/socket'
import {
  injectSend,
  monotonicClock,
  type Send,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/_util/node-client'
import { ethWallet, type TestWallet } from '../../../tests/fakes/wallets'
import { buildApp, type MockNode, type NodeOptions } from '../../src/app'
import { keepToContract } from './contract-watch'

export const NODE_ID = 'node:rest-test'

export interface TestNode {
  app: MockNode
  send: Send
  /** The node's clock; tests move `clock.t` to step time. */
  clock: { t: number }
  /** Strictly increasing client timestamps shared by every account, so no two requests collide. */
  tick: () => number
  /** Registers and logs in the ETH wallet of `label` (or the given wallet). */
  signUp(wallet: string | TestWallet, nickname?: string): Promise<TestAccount>
  /** A session-signed request of `account` with a fresh (or given) timestamp. */
  signed<E extends Endpoint>(
    account: TestAccount,
    endpoint: E,
    params: ParamsOf<E>,
    ts?: number,
  ): BuiltRequest
  /** An unsigned (or wallet-signed) request, as built by the contract. */
  plain<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): BuiltRequest
  /** Sends an unsigned (or wallet-signed) request and reads the data; throws NodeError on refusal. */
  ask<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): Promise<DataOf<E>>
  close(): Promise<void>
}

/** A node on `inject()`; `options` adds to the test's clock and node id (a data folder, say). */
export const startNode = async (start: number = Date.now(), options: NodeOptions = {}): Promise<TestNode> => {
  const clock = { t: start }
  const app = await buildApp({ now: () => clock.t, nodeId: NODE_ID, ...options })
  keepToContract(app)
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= app.close()
    return closing
  }
  if (TestRunner.getCurrentTest()) onTestFinished(close)
  const send = injectSend(app)
  const tick = monotonicClock(() => clock.t)
  return {
    app,
    send,
    clock,
    tick,
    signUp: (wallet, nickname) =>
      signUpAndLogIn(send, typeof wallet === 'string' ? ethWallet(wallet) : wallet, {
        now: tick,
        ...(nickname === undefined ? {} : { nickname }),
      }),
    signed: (account, endpoint, params, ts) =>
      buildRequest(endpoint, params, { signer: account.signer, timestamp: ts ?? tick() }),
    plain: (endpoint, params) => buildRequest(endpoint, params, { timestamp: tick() }),
    ask: async (endpoint, params) =>
      readResponse(endpoint, await send(buildRequest(endpoint, params, { timestamp: tick() }))),
    close,
  }
}

/** One account to sign up: its wallet's label, or the label and a nickname. */
type AccountSpec<L extends string> = L | readonly [label: L, nickname: string]

/**
 * A node with the ETH wallets of `accounts` signed up in order, each under its label:
 * `({ node, alice, bob } = await nodeWith(['alice', 'Alice'], 'bob'))`.
 */
export const nodeWith = async <const L extends string>(
  ...accounts: readonly AccountSpec<L>[]
): Promise<{ node: TestNode } & Record<L, TestAccount>> => {
  const node = await startNode()
  const signedUp = {} as Record<L, TestAccount>
  for (const spec of accounts) {
    const [label, nickname] = typeof spec === 'string' ? [spec as L, undefined] : spec
    signedUp[label] = await node.signUp(label, nickname)
  }
  return { node, ...signedUp }
}

/**
 * A type-16-equivalent REST send: messageid as the SDK computes it, signed over the contract's parts. Plain
 * text unless `payloadType` names another (a content type's parameters, docs/protocol.md §3.11).
 */
export const sendTextRequest = (
  node: TestNode,
  from: TestAccount,
  to: string,
  text: string,
  payloadType = 'text/plain; charset=utf-8',
) => {
  const ts = node.tick()
  const payload = utf8ToBytes(text)
  const id = messageId({ comeFrom: from.userid, contentTopic: to, timestamp: ts, payload })
  const req = node.signed(
    from,
    sendMessage,
    {
      nodeid: NODE_ID,
      payload_type: payloadType,
      payload: bytesToBase64(payload),
      cipher_suite: 'NONE',
      content_topic: to,
      messageid: id,
    },
    ts,
  )
  return { id, ts, req, payload: bytesToBase64(payload) }
}
