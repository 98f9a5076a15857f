/**
 * A demo tab's sign-in (composition/demo-tab.ts), a chunk of its own: the dev wallet holding the demo
 * person's key (domain/keys/demo-wallet.ts, the seed's rule), kept in the tab's own storage, signs in with
 * the demo password through the SDK's one sign-in flow, registering the person first on a node that was not
 * seeded. The login is handed to the session like any other (docs/product.md §3 "Browser storage keys").
 */
import { createDevWallet, DEV_WALLET_STORAGE_KEY } from '../adapters/wallets/dev-wallet'
import { DEMO_PASSWORD, type DemoPerson } from '../domain/keys/demo-people'
import { demoWalletKey } from '../domain/keys/demo-wallet'
import { type LoginPayload, toLoginPayload } from '../machines/kit/login-payload'
import { signInWithWallet } from '../sdk'
import type { Runtime } from './runtime'

/** The tab's dev wallet becomes the demo person's: the key the seed registered them with. */
export const keepDemoWalletKey = (person: DemoPerson, storage: Pick<Storage, 'setItem'>): void =>
  storage.setItem(DEV_WALLET_STORAGE_KEY, demoWalletKey(person).privateKey)

export const signInDemoPerson = async (
  person: DemoPerson,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  runtime: Pick<Runtime, 'ports' | 'web3mq'>,
): Promise<LoginPayload> => {
  keepDemoWalletKey(person, storage)
  const signer = createDevWallet(storage, runtime.ports.random.bytes)
  const web3mq = await runtime.web3mq()
  const result = await signInWithWallet(web3mq.auth, {
    signer,
    password: DEMO_PASSWORD,
    nickname: person,
  })
  return toLoginPayload(result.keys, {
    walletId: signer.walletId,
    didType: signer.didType,
    account: result.account,
  })
}
