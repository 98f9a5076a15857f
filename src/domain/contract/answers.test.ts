/**
 * Reading a node's answers (docs/protocol.md §4.4 "Answers"): each entity keeps its documented fields, reads
 * numbers sent as text as numbers, and an answer missing a required field or giving one the wrong type is
 * refused with the path and the field, rather than shown half-read.
 */
import { describe, expect, it } from 'vitest'
import {
  chatsList,
  createDapp,
  createTopic,
  type Endpoint,
  followers,
  joinGroup,
  messageHistory,
  myProfile,
  nodeInfo,
  notificationHistory,
  ping,
  publicProfile,
  register,
  serverList,
  targetUserPermissions,
  userAuthInfo,
  userBindDids,
  userInfo,
  userPermissions,
} from './index'
import { readResponse } from './request'

const read = (endpoint: Endpoint, data: unknown) => readResponse(endpoint, { code: 0, msg: 'ok', data })
const page = (items: unknown[]) => ({ result: items, total: items.length })
const refused = (endpoint: Endpoint, data: unknown, field: string) =>
  expect(() => read(endpoint, data), JSON.stringify(data)).toThrow(
    new RegExp(`^Unexpected (data|item) from ${endpoint.path.replaceAll('/', '\\/')}: ${field}: `),
  )

const history = { messageid: 'm1', from: 'user:a', topic: 'user:b', cipher_suite: 'NONE', payload: 'aGk=' }
const notice = { messageid: 'n1', timestamp: 1, payload: { title: 't' } }

describe('answers read back', () => {
  it('reads the profile answers and refuses one without its userid', () => {
    const stats = { total_followers: '3', total_following: 4 }
    expect(read(publicProfile, { userid: 'user:a', stats, timestamp: '9' })).toEqual({
      userid: 'user:a',
      stats: { total_followers: 3, total_following: 4 },
      timestamp: 9,
    })
    refused(publicProfile, { nickname: 'n' }, 'userid')
    refused(publicProfile, { userid: 'user:a', stats: { total_followers: 1 } }, 'stats.total_following')
    refused(myProfile, { userid: 'user:a', wallet_type: 1 }, 'wallet_type')
    expect(read(userInfo, { userid: 'user:a', main_pubkey: 'ab', timestamp: '5' })).toEqual({
      userid: 'user:a',
      main_pubkey: 'ab',
      timestamp: 5,
    })
    refused(userInfo, { main_pubkey: 'ab' }, 'userid')
    refused(userBindDids, [{ did_type: 'eth', did_value: 7 }], '0.did_value')
    refused(register, { userid: 'user:a', did_type: 'eth' }, 'did_value')
  })

  it('reads contacts, chats and history items and refuses one missing a field the table names', () => {
    refused(followers, { user_list: [{ nickname: 'n' }], total_count: 1 }, 'userid')
    refused(chatsList, page([{ chatid: 'c' }]), 'chat_type')
    const status = { status: 'read', timestamp: '7' }
    expect(read(messageHistory, page([{ ...history, timestamp: '5', message_status: status }]))).toEqual({
      items: [{ ...history, timestamp: 5, message_status: { status: 'read', timestamp: 7 } }],
      total: 1,
    })
    refused(messageHistory, page([{ ...history, timestamp: 5, message_status: {} }]), 'message_status.status')
    refused(messageHistory, page([{ ...history, payload: undefined, timestamp: 5 }]), 'payload')
  })

  it('reads notification items with their payload object and refuses a malformed one (§9.6)', () => {
    expect(read(notificationHistory, page([{ ...notice, payload: { title: 't', timestamp: '2' } }]))).toEqual(
      {
        items: [{ ...notice, payload: { title: 't', timestamp: 2 } }],
        total: 1,
      },
    )
    refused(notificationHistory, page([{ ...notice, payload: { title: 1 } }]), 'payload.title')
    refused(notificationHistory, page([{ ...notice, messageid: undefined }]), 'messageid')
  })

  it('refuses a topic, group or dapp answer without its id', () => {
    refused(createTopic, { topic_name: 'n' }, 'topicid')
    refused(joinGroup, { group_name: 'g' }, 'groupid')
    refused(createDapp, { dapp_name: 'd' }, 'dapp_id')
  })

  it('reads the push-server authorisation with its status as a number (§9.4)', () => {
    expect(
      read(userAuthInfo, { auth_status: '1', dapp_id: 'web3mq:push-server-v1', userid: 'user:a' }),
    ).toEqual({ auth_status: 1, dapp_id: 'web3mq:push-server-v1', userid: 'user:a' })
    refused(userAuthInfo, { dapp_id: 'd', userid: 'user:a' }, 'auth_status')
  })

  it('reads permissions where the official clients read them (§4.4 "Permissions")', () => {
    const permissions = { 'user:chat': { type: 'enum', value: 'public' } }
    expect(read(userPermissions, { permissions })).toEqual({ permissions })
    refused(userPermissions, {}, 'permissions')
    refused(
      userPermissions,
      { permissions: { 'user:chat': { value: 'public' } } },
      'permissions.user:chat.type',
    )
    refused(targetUserPermissions, { target_userid: 'user:b', permissions }, 'follow_status')
  })

  it('reads discovery answers: servers with an endpoint, the node id of ping and nodeinfo (§8)', () => {
    refused(serverList, [{ region: 'eu' }], '0.endpoint')
    refused(ping, {}, 'NodeID')
    refused(nodeInfo, {}, 'Id')
    expect(read(nodeInfo, { Id: 'node:1' })).toEqual({ Id: 'node:1' })
  })
})
