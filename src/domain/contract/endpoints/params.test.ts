/**
 * The values a request field may take where docs/protocol.md fixes them (an enum, a literal, a pattern): the
 * documented values go out, anything else is refused before it is signed, naming the endpoint and the field.
 */
import { describe, expect, it } from 'vitest'
import {
  approveJoinRequest,
  bindTelegram,
  chatsUpdate,
  type Endpoint,
  handleFriendRequest,
  login,
  type ParamsOf,
  register,
  resetPassword,
} from '../index'
import { buildRequest } from '../request'

const signer = { userid: 'user:me', sign: () => 'sig' }
const send = (endpoint: Endpoint, params: Record<string, unknown>) => () =>
  buildRequest(endpoint, params as ParamsOf<Endpoint>, { signer, timestamp: 1 })
const refused = (endpoint: Endpoint, params: Record<string, unknown>, field: string) =>
  expect(send(endpoint, params), JSON.stringify(params[field])).toThrow(
    new RegExp(`^Invalid ${endpoint.name.replace('.', '\\.')} request: ${field}: `),
  )

const hex64 = 'aB'.repeat(32)
const hex56 = '0f'.repeat(28)
const registration = {
  userid: 'user:abc',
  did_type: 'eth',
  did_value: '0xabc',
  did_signature: '0xsig',
  signature_content: 'text',
  pubkey_type: 'ed25519',
  pubkey_value: hex64,
  timestamp: 1,
}
const loginParams = {
  userid: 'user:abc',
  did_type: 'eth',
  did_value: '0xabc',
  login_signature: 'sig',
  signature_content: hex56,
  main_pubkey: hex64,
  pubkey_value: hex64,
  pubkey_type: 'ed25519',
  timestamp: 1,
  pubkey_expired_timestamp: 2,
}

describe('request fields with documented values', () => {
  it('sends a chat of topic_type user or group, nothing else (§4.4 "Chats")', () => {
    const chat = { chatid: 'c', chat_type: 'user', topic: 'user:b' }
    for (const topic_type of ['user', 'group'])
      expect(send(chatsUpdate, { ...chat, topic_type })).not.toThrow()
    refused(chatsUpdate, { ...chat, topic_type: 'channel' }, 'topic_type')
  })

  it('answers a friend request with agree or reject only (§4.4 "Contacts")', () => {
    for (const action of ['agree', 'reject'])
      expect(send(handleFriendRequest, { target_userid: 'user:b', action })).not.toThrow()
    refused(handleFriendRequest, { target_userid: 'user:b', action: 'ignore' }, 'action')
  })

  it('approves a join request with status 1 or rejects it with 0 (§4.4 "Groups")', () => {
    const base = {
      userid: 'user:me',
      groupid: 'group:1',
      did_type: 'eth',
      did_signature: 's',
      sign_content: 't',
      timestamp: 1,
      request_userid: 'user:b',
    }
    for (const status of [0, 1]) expect(send(approveJoinRequest, { ...base, status })).not.toThrow()
    refused(approveJoinRequest, { ...base, status: 2 }, 'status')
  })

  it('binds or unbinds a telegram account, no other kind (§9.5)', () => {
    const base = {
      userid: 'user:me',
      did_signature: 's',
      did_type: 'eth',
      did_value: '0xabc',
      timestamp: 1,
      sign_content: 't',
      bind_value: '42',
    }
    for (const bind_action of ['bind', 'unbind'])
      expect(send(bindTelegram, { ...base, bind_type: 'telegram', bind_action })).not.toThrow()
    refused(bindTelegram, { ...base, bind_type: 'discord', bind_action: 'bind' }, 'bind_type')
    refused(bindTelegram, { ...base, bind_type: 'telegram', bind_action: 'rebind' }, 'bind_action')
  })

  it('registers, resets and logs in with an ed25519 key only (§5.4, §5.5)', () => {
    expect(send(register, registration)).not.toThrow()
    expect(send(resetPassword, registration)).not.toThrow()
    expect(send(login, loginParams)).not.toThrow()
    refused(register, { ...registration, pubkey_type: 'secp256k1' }, 'pubkey_type')
    refused(login, { ...loginParams, pubkey_type: 'secp256k1' }, 'pubkey_type')
  })

  it('registers a userid of "user:" and 1 to 120 letters or digits, the rule for ids a client chooses (§5.2)', () => {
    for (const userid of ['user:a', 'user:AbC019', `user:${'z'.repeat(120)}`])
      expect(send(register, { ...registration, userid }), userid).not.toThrow()
    for (const userid of ['user:', 'xuser:abc', 'user:abc!', 'user:a-b', `user:${'z'.repeat(121)}`]) {
      refused(register, { ...registration, userid }, 'userid')
      refused(resetPassword, { ...registration, userid }, 'userid')
    }
  })

  it('logs in with a signature_content of exactly 56 lower-case hex digits, the SHA3-224 (§5.5)', () => {
    for (const signature_content of [`${hex56}0`, `x${hex56}`, hex56.slice(1), hex56.toUpperCase()])
      refused(login, { ...loginParams, signature_content }, 'signature_content')
  })

  it('takes keys as exactly 64 hex digits, either case (§5.3)', () => {
    expect(send(login, { ...loginParams, main_pubkey: hex64.toLowerCase() })).not.toThrow()
    for (const main_pubkey of [`${hex64}0`, `x${hex64}`, hex64.slice(1), `${hex64.slice(1)}g`])
      refused(login, { ...loginParams, main_pubkey }, 'main_pubkey')
  })
})
