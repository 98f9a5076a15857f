import { describe, expect, it } from 'vitest'
import { memoryContext, USERID } from '../../../tests/_util/memory-context'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import { PUSH_DAPP_ID } from '../../domain/config'
import { userAuth, userAuthInfo } from '../../domain/contract'
import { switchPushAuth } from './push-auth'

/** A node that stores `stored` whatever was asked, and answers the read-back with it. */
const setup = (stored: number | undefined) => {
  const { ctx, node } = memoryContext()
  node.answer(userAuth, () => null)
  node.answer(userAuthInfo, (fields) =>
    stored === undefined ? null : { auth_status: stored, dapp_id: fields.dapp_id, userid: USERID },
  )
  return { ctx, node }
}

const input = async (status: 'on' | 'off') => {
  const signer = walletSigner(ethWallet('push-unit'))
  return { status, signer, account: await signer.connect(), uri: 'http://localhost:5173' }
}

describe('switchPushAuth', () => {
  it('authorises, then returns the stored state read back when it shows the requested status', async () => {
    const { ctx, node } = setup(1)
    expect(await switchPushAuth(ctx, await input('on'))).toMatchObject({ auth_status: 1 })
    expect(node.calls.map((c) => c.endpoint?.name)).toEqual(['user.auth', 'user.authInfo'])
    expect(node.callsTo(userAuthInfo)[0]?.fields).toMatchObject({ dapp_id: PUSH_DAPP_ID })
  })

  it('returns null when the stored state is not the requested one', async () => {
    expect(await switchPushAuth(setup(0).ctx, await input('on'))).toBeNull()
    expect(await switchPushAuth(setup(1).ctx, await input('off'))).toBeNull()
  })

  it('counts a missing authorisation as off', async () => {
    expect(await switchPushAuth(setup(undefined).ctx, await input('off'))).toBeNull()
    expect(await switchPushAuth(setup(0).ctx, await input('off'))).toMatchObject({ auth_status: 0 })
  })
})
