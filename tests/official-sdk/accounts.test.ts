/**
 * `@web3mq/client` 1.0.25 against the mock node: sign-up, login, the socket (over TLS: the SDK always opens
 * `wss://`), profile, search, user permissions, DID bind, dapps, push authorisation and password reset.
 */
import { Client } from '@web3mq/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { PUSH_DAPP_ID } from '#domain/config'
import { pushAuthNonce, pushAuthSignText } from '#domain/signing/push-auth-text'
import { PAGE_ORIGIN } from './browser-shims'
import { postJson } from './https-json'
import { logIn, type Person, resetPassword, signUp } from './person'
import { stageFor } from './stage'
import type { TlsNode } from './tls-node'

const stage = stageFor('accounts', ['Alice', 'Bob'])
let node: TlsNode
let alice: Person
let bob: Person

beforeAll(() => {
  node = stage.node
  ;[alice, bob] = stage.people as [Person, Person]
})

describe('official SDK: accounts', () => {
  it('registers a wallet, logs in and opens the socket over wss', async () => {
    expect(alice.userid).toMatch(/^user:[0-9a-f]{56}$/)
    await alice.connected
    expect(alice.client.connect.nodeId).toBe(node.app.context.nodeId)
  })

  it('finds a registered wallet and refuses a second registration', async () => {
    await alice.act()
    const info = await Client.register.getUserInfo({ did_type: 'eth', did_value: alice.wallet.address })
    expect(info).toEqual({ userid: alice.userid, userExist: true })
    await expect(signUp(node.url, 'accounts-alice')).rejects.toThrow(/already registered/)
  })

  it('reads and updates the profile', async () => {
    await alice.act()
    expect(await alice.client.user.getMyProfile()).toMatchObject({
      userid: alice.userid,
      wallet_address: alice.wallet.address,
      wallet_type: 'eth',
      nickname: 'Alice',
    })
    await alice.client.user.updateMyProfile('Alice Liddell', 'https://example.com/alice.png')
    expect(await alice.client.user.getMyProfile()).toMatchObject({
      nickname: 'Alice Liddell',
      avatar_url: 'https://example.com/alice.png',
    })
  })

  it('searches users by wallet address', async () => {
    await alice.act()
    const found = (await alice.client.user.searchUsers(bob.wallet.address)) as unknown as {
      result: { userid: string; nickname: string }[]
      total: number
    }
    expect(found.total).toBe(1)
    expect(found.result[0]).toMatchObject({ userid: bob.userid, nickname: 'Bob' })
  })

  it('updates user permissions and another user reads them', async () => {
    await bob.act()
    const chatFollowing = { 'user:chat': { type: 'enum', value: 'following' } }
    await bob.client.user.updateUserPermissions({ permissions: chatFollowing } as never)
    // The official React kit reads `.permissions`, `follow_status` and `target_userid` of these answers.
    expect(await bob.client.user.getUserPermissions()).toMatchObject({ permissions: chatFollowing })
    await alice.act()
    const theirs = (await alice.client.user.getTargetUserPermissions(bob.userid)) as unknown as {
      code: number
      data: { target_userid: string; permissions: Record<string, unknown>; follow_status: string }
    }
    expect(theirs).toMatchObject({ code: 0, data: { target_userid: bob.userid, follow_status: '' } })
    expect(theirs.data.permissions['user:chat']).toEqual(chatFollowing['user:chat'])
  })

  it('binds a DID and lists it', async () => {
    await alice.act()
    const bind = {
      didType: 'telegram',
      didValue: '424242',
      didAction: 'bind',
      didContent: 'alice_tg',
      providerId: 'web3mq:telegram',
    }
    await alice.client.user.userBindDid(bind as never)
    expect(await alice.client.user.getUserBindDids()).toEqual([
      expect.objectContaining({ did_type: 'telegram', did_value: '424242', provider_id: 'web3mq:telegram' }),
    ])
  })

  it('creates, updates and lists dapps', async () => {
    await alice.act()
    const dapp = {
      dapp_id: 'dapp:alice-shop',
      dapp_type: 'web',
      dapp_name: 'Shop',
      dapp_pubkey: 'ab'.repeat(32),
      domain: 'shop.example',
    }
    expect(await alice.client.dapp.createDapp(dapp as never)).toMatchObject({
      ...dapp,
      creator_id: alice.userid,
    })
    await alice.client.dapp.updateDapp({ ...dapp, dapp_name: 'Alice Shop' } as never)
    const list = (await alice.client.dapp.getMyCreateDappList()) as unknown as {
      data_list: unknown[]
      total_count: number
    }
    expect(list.total_count).toBe(1)
    expect(list.data_list).toEqual([
      expect.objectContaining({ dapp_id: 'dapp:alice-shop', dapp_name: 'Alice Shop' }),
    ])
  })

  it('reads back a push authorisation the wallet granted', async () => {
    await alice.act()
    expect(await alice.client.user.getMyAuthInfo(PUSH_DAPP_ID)).toMatchObject({ code: 0, data: null })
    const timestamp = Date.now()
    const scopes = { 'Web3MQ/user.message:receive': 'on' }
    const nonce = pushAuthNonce({
      userid: alice.userid,
      dappId: PUSH_DAPP_ID,
      authStatus: 1,
      scopes,
      timestamp,
    })
    const text = pushAuthSignText({
      userid: alice.userid,
      uri: PAGE_ORIGIN,
      nonce,
      issuedAt: { now: timestamp, tzOffsetMinutes: -new Date(timestamp).getTimezoneOffset() },
    })
    const granted = await postJson(
      `${node.url}/api/dapp/user_auth/`,
      {
        userid: alice.userid,
        dapp_id: PUSH_DAPP_ID,
        scopes,
        timestamp,
        signature_content: text,
        did_signature: alice.wallet.sign(text),
        did_type: 'eth',
        did_value: alice.wallet.address,
        did_pubkey: '',
        auth_status: 1,
      },
      node.ca,
    )
    expect(granted.code).toBe(0)
    const read = await alice.client.user.getMyAuthInfo(PUSH_DAPP_ID)
    expect(read).toMatchObject({ code: 0, data: { dapp_id: PUSH_DAPP_ID, scopes } })
  })

  it('resets the password: the new one logs in, the old one no longer does', async () => {
    const carol = await signUp(node.url, 'accounts-carol')
    const reset = await resetPassword(node.url, carol, 'a brand new password')
    const again = await logIn(node.url, reset)
    await again.connected
    again.close()
    // The old encrypted main key still decrypts with the old password, but the node no longer knows that key.
    await expect(logIn(node.url, carol)).rejects.toThrow(/main key|public key|not registered|Invalid/i)
  })
})
