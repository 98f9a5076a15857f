/**
 * PermissionModule against a real mock node: my permissions, another user's, and an update whose
 * signature covers the JSON text of the permissions object; the node then enforces the new
 * `user:friend_request` value.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '#domain/errors'
import { ContactModule } from '../../src/sdk/contact/contact'
import { PermissionModule } from '../../src/sdk/permission/permission'
import { type RunningNode, startMockNode } from '../_util/mock-node'
import { httpSend, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet, starknetWallet } from '../fakes/wallets'

let node: RunningNode
let alice: TestAccount
let bob: TestAccount

const permissionsOf = (account: TestAccount) => new PermissionModule(contextFor(node, account))

beforeAll(async () => {
  node = await startMockNode()
  alice = await signUpAndLogIn(httpSend(node.url), ethWallet('perm-alice'), { nickname: 'Alice' })
  bob = await signUpAndLogIn(httpSend(node.url), starknetWallet('perm-bob'), { nickname: 'Bob' })
})

afterAll(async () => {
  await node?.close()
})

describe('user permissions', () => {
  it('reads the defaults of a new account, for me and for others', async () => {
    const defaults = {
      'user:chat': { type: 'enum', value: 'public' },
      'user:friend_request': { type: 'enum', value: 'need_agree' },
    }
    expect(await permissionsOf(alice).getUserPermissions()).toEqual(defaults)
    expect(await permissionsOf(bob).getTargetUserPermissions(alice.userid)).toEqual(defaults)
  })

  it('[P1.10] updates the given entries; others see the change and the node enforces it', async () => {
    await permissionsOf(alice).updateUserPermissions({
      'user:friend_request': { type: 'enum', value: 'deny_all' },
      'email:public': { type: 'enum', value: true },
    })
    const mine = await permissionsOf(alice).getUserPermissions()
    expect(mine).toEqual({
      'user:chat': { type: 'enum', value: 'public' },
      'user:friend_request': { type: 'enum', value: 'deny_all' },
      'email:public': { type: 'enum', value: true },
    })
    expect(await permissionsOf(bob).getTargetUserPermissions(alice.userid)).toEqual(mine)
    await expect(
      new ContactModule(contextFor(node, bob)).sendFriend(alice.userid, 'hi'),
    ).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'This user does not accept friend requests',
    })
  })

  it('an unknown target user is refused with the node msg', async () => {
    await expect(permissionsOf(alice).getTargetUserPermissions('user:nobody')).rejects.toMatchObject({
      code: ErrorCode.NodeError,
      message: 'User not found',
    })
  })
})
