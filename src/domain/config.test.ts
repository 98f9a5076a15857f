import { describe, expect, it } from 'vitest'
import {
  BRIDGE_MESSAGE_TYPE,
  CHAT_HISTORY_STORE,
  DB_NAME,
  DEFAULT_DID_TYPE,
  DEFAULT_ENV,
  DEFAULT_STARKNET_CHAIN,
  KEYPAIR_FILENAME,
  SEED_NODES,
  SOCKET_PATH,
  USER_INFO_STORE,
  USERID_DID_TYPE,
  WALLET_CHAIN,
  WALLET_ORDER,
} from './config'

describe('product constants', () => {
  it('[P5.16] makes metamask the default DID type, and a known wallet id', () => {
    expect(DEFAULT_DID_TYPE).toBe('metamask')
    expect(WALLET_ORDER).toContain(DEFAULT_DID_TYPE)
  })

  it('[P9.9] knows 3 dev nodes and 6 test nodes, all https and distinct, and defaults to test', () => {
    expect(SEED_NODES.dev).toHaveLength(3)
    expect(SEED_NODES.test).toHaveLength(6)
    const all = [...SEED_NODES.dev, ...SEED_NODES.test]
    expect(new Set(all).size).toBe(all.length)
    for (const url of all) expect(url).toMatch(/^https:\/\//)
    expect(DEFAULT_ENV).toBe('test')
  })
})

describe('names a node, a wallet or the browser store reads', () => {
  it('maps wallets to their did_type and looks userids up under web3mq (docs/protocol.md §5.1)', () => {
    expect(WALLET_CHAIN).toEqual({
      metamask: 'eth',
      argentX: 'starknet',
      braavos: 'starknet',
      dappConnect: 'eth',
    })
    expect(USERID_DID_TYPE).toBe('web3mq')
  })

  it('lists MetaMask, Argent X, Braavos, then dappConnect (docs/product.md §10.1)', () => {
    expect(WALLET_ORDER).toEqual(['metamask', 'argentX', 'braavos', 'dappConnect'])
  })

  it('reads a Starknet chain of SN_GOERLI when nothing names one (docs/product.md §4 P4.14)', () => {
    expect(DEFAULT_STARKNET_CHAIN).toBe('SN_GOERLI')
  })

  it('names the socket path and the bridge message type (docs/protocol.md §1.1, §2.3)', () => {
    expect(SOCKET_PATH).toBe('/messages')
    expect(BRIDGE_MESSAGE_TYPE).toBe('Web3MQ/bridge')
  })

  it('downloads keys as KeyPairs and keeps chats in chat_history (docs/product.md §9, §3 P3.16)', () => {
    expect(KEYPAIR_FILENAME).toBe('KeyPairs')
    expect(CHAT_HISTORY_STORE).toBe('chat_history')
  })

  it('keeps the local database name and stores, so an upgrade still finds what was stored', () => {
    expect(DB_NAME).toBe('web3mq-client')
    expect(USER_INFO_STORE).toBe('user_info')
  })
})
