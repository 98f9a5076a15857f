/**
 * Builds an SDK ClientContext for an account that signed up through the node test client, wired to real
 * ports (ofetch over HTTP, the system clock, crypto randomness): module integration tests construct their
 * module with it and talk to a real mock node.
 */

import { createEventCenter } from '#domain/events'
import { createOfetchTransport } from '../../src/adapters/http/ofetch-transport'
import { NodeApi } from '../../src/sdk/core/api'
import type { ClientContext, SdkPorts } from '../../src/sdk/core/context'
import { cryptoRandom, MemoryChatStore, MemoryKeyStore, MemoryLogger, systemClock } from '../fakes/ports'
import type { RunningNode } from './mock-node'
import type { TestAccount } from './node-client'

export const testPorts = (overrides: Partial<SdkPorts> = {}): SdkPorts => ({
  http: createOfetchTransport(),
  clock: systemClock,
  random: cryptoRandom,
  logger: new MemoryLogger(),
  keyStore: new MemoryKeyStore(),
  chatStore: new MemoryChatStore(),
  ...overrides,
})

export const contextFor = (
  node: RunningNode,
  account: TestAccount,
  overrides: Partial<SdkPorts> = {},
): ClientContext => {
  const ports = testPorts(overrides)
  const api = new NodeApi({ http: ports.http, clock: ports.clock, logger: ports.logger, baseUrl: node.url })
  const didKey = `${account.wallet.didType}:${account.wallet.address}`
  api.setSession({ signer: account.signer, didKey })
  return {
    ports,
    api,
    events: createEventCenter(),
    keys: {
      PrivateKey: account.sessionKeys.PrivateKey,
      PublicKey: account.sessionKeys.PublicKey,
      userid: account.userid,
    },
    config: { env: 'dev', fastUrl: node.url, wsUrl: node.wsUrl, appKey: 'test-app-key', didKey },
  }
}
