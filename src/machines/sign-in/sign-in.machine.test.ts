import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { walletSigner } from '../../../tests/fakes/wallet-signer'
import { ethWallet } from '../../../tests/fakes/wallets'
import type { WalletId } from '../../domain/config'
import type { SessionReport } from '../kit/login-payload'
import { authMachine } from './sign-in.auth'
import { signInMachine } from './sign-in.machine'
import type {
  ConnectOutput,
  DeriveMainKeysInput,
  LoginResult,
  LoginUserInput,
  LookupOutput,
  MainKeys,
  RegisterUserInput,
  WalletRef,
} from './sign-in.types'
import { walletConnectMachine } from './sign-in.wallet'

const SIGNER = walletSigner(ethWallet('sign-in-machine'))
const ACCOUNT = { address: '0xabc', didPubkey: '' }
const RESULT: LoginResult = {
  userid: 'user:1',
  TempPrivateKey: 't',
  TempPublicKey: 'T',
  MainPrivateKey: 'mp',
  MainPublicKey: 'MP',
  pubkeyExpiredTimestamp: 86_400_000,
}

const start = () => {
  const reports: SessionReport[] = []
  const signers: WalletRef['signer'][] = []
  const step = <O, I extends WalletRef>(output: O) =>
    fromPromise<O, I>(async ({ input }) => {
      signers.push(input.signer)
      return output
    })
  const machine = signInMachine.provide({
    actors: {
      walletConnect: walletConnectMachine.provide({
        actors: {
          connectWallet: fromPromise<ConnectOutput, { walletId: WalletId }>(async () => ({
            signer: SIGNER,
            account: ACCOUNT,
          })),
        },
      }),
      auth: authMachine.provide({
        actors: {
          lookupUser: step<LookupOutput, WalletRef>({ userid: 'user:1', userExist: false }),
          deriveMainKeys: step<MainKeys, DeriveMainKeysInput>({ PrivateKey: 'mp', PublicKey: 'MP' }),
          registerUser: step<void, RegisterUserInput>(undefined),
          loginUser: step<LoginResult, LoginUserInput>(RESULT),
        },
      }),
    },
    actions: { tellSession: (_, report) => void reports.push(report) },
  })
  const actor = createActor(machine).start()
  /** The auth child once the wallet is connected, waiting at the password step. */
  const atPassword = async () => {
    actor.getSnapshot().children.wallet?.send({ type: 'wallet.select', walletId: 'metamask' })
    const { children } = await waitFor(actor, (s) => s.matches('auth'))
    const auth = children.auth
    if (!auth) throw new Error('no auth step')
    await waitFor(auth, (s) => s.matches('password'))
    return auth
  }
  return { actor, reports, signers, atPassword }
}

describe('sign-in machine', () => {
  it('connects, signs every step with the connected wallet, and hands the login to the session', async () => {
    const { actor, reports, signers, atPassword } = start()
    const auth = await atPassword()
    expect(reports).toEqual([{ type: 'session.loginStarted' }])
    auth.send({ type: 'auth.submit', password: 'pw' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().matches('done')).toBe(true)
    expect(signers).toEqual([SIGNER, SIGNER, SIGNER, SIGNER])
    expect(reports[1]).toEqual({
      type: 'session.loggedIn',
      payload: {
        keys: { PrivateKey: 't', PublicKey: 'T', userid: 'user:1' },
        mainKeys: { PublicKey: 'MP', PrivateKey: 'mp', walletAddress: ACCOUNT.address },
        didKey: `eth:${ACCOUNT.address}`,
        walletType: 'metamask',
        expiresAt: 86_400_000,
      },
    })
  })

  it('tells the session nothing when the wallet step is closed', () => {
    const { actor, reports } = start()
    actor.getSnapshot().children.wallet?.send({ type: 'wallet.cancel' })
    expect(actor.getSnapshot().matches('cancelled')).toBe(true)
    expect(reports).toEqual([])
  })

  it('reports a failed login when the auth step is closed', async () => {
    const { actor, reports, atPassword } = start()
    const auth = await atPassword()
    auth.send({ type: 'auth.cancel' })
    expect(actor.getSnapshot().matches('cancelled')).toBe(true)
    expect(reports).toEqual([{ type: 'session.loginStarted' }, { type: 'session.loginFailed' }])
  })
})
