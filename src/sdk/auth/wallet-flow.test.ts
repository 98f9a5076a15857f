import { describe, expect, it } from 'vitest'
import { MemoryNode } from '../../../tests/fakes/memory-node'
import { ManualClock, MemoryLogger, seededRandom } from '../../../tests/fakes/ports'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import vectors from '../../../tests/fixtures/vectors.json'
import { login, register, resetPassword, userInfo } from '../../domain/contract'
import { ErrorCode, Messages } from '../../domain/errors'
import { NodeApi } from '../core/api'
import { AuthModule } from './auth'
import { signInWithWallet, walletAuthOf } from './wallet-flow'

const wallet = ethWallet('flow-unit')
const USERID = 'user:flow'

/** A node that knows the wallet with `mainPublicKey` (or not at all), and accepts every registration and login. */
const setup = (mainPublicKey?: string) => {
  const node = new MemoryNode()
  node.answer(userInfo, () => ({ userid: USERID, ...(mainPublicKey ? { main_pubkey: mainPublicKey } : {}) }))
  const registered = () => ({ userid: USERID, did_type: 'eth', did_value: wallet.address })
  node.answer(register, registered).answer(resetPassword, registered)
  node.answer(login, registered)
  const clock = new ManualClock(vectors.login.timestamp)
  const logger = new MemoryLogger()
  const api = new NodeApi({ http: node, clock, logger, baseUrl: 'https://node.test' })
  const auth = new AuthModule({
    api,
    ports: { http: node, clock, logger, random: seededRandom() },
    config: { appKey: 'k' },
  })
  return { auth, node }
}

describe('wallet sign-in steps', () => {
  it('sends a nickname only when one was typed', async () => {
    const { auth, node } = setup()
    const steps = walletAuthOf(auth)
    const signer = walletSigner(wallet)
    const account = await signer.connect()
    const mainKeys = await steps.mainKeys({ signer, account }, 'pw')
    await steps.register({ signer, account }, { purpose: 'register', userid: USERID, mainKeys, nickname: '' })
    await steps.register(
      { signer, account },
      { purpose: 'register', userid: USERID, mainKeys, nickname: 'Ann' },
    )
    const [blank, named] = node.callsTo(register)
    expect(blank?.fields).not.toHaveProperty('nickname')
    expect(named?.fields).toMatchObject({ nickname: 'Ann' })
  })

  it('looks the wallet up by its chain and address', async () => {
    const { auth } = setup('ab')
    const signer = walletSigner(wallet)
    const account = await signer.connect()
    expect(await walletAuthOf(auth).lookup({ signer, account })).toEqual({
      userid: USERID,
      userExist: true,
      mainPublicKey: 'ab',
    })
  })

  it('refuses a wrong password of a known wallet before login', async () => {
    const { auth, node } = setup('00'.repeat(32))
    const error = await signInWithWallet(auth, { signer: walletSigner(wallet), password: 'pw' }).catch(
      (e) => e,
    )
    expect(error).toMatchObject({ code: ErrorCode.WrongPassword, message: Messages.wrongPassword })
    expect(node.callsTo(login)).toHaveLength(0)
  })
})
