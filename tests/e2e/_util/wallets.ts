/**
 * Wallets injected into the page that sign for real. The page sees an EIP-1193 provider announced through
 * EIP-6963 (MetaMask) and get-starknet wallet objects (Argent X, Braavos); every request crosses to Node
 * through an exposed binding, where the key lives and signs (secp256k1 EIP-191, Stark curve), so the
 * mock node verifies exactly what a real wallet would produce. A `control` object lets a scenario make
 * the wallet decline permissions or signatures.
 */
import { getStarkKey, sign } from '@scure/starknet'
import type { BrowserContext } from 'playwright-core'
import { sha256Hex } from '#domain/crypto/hash'
import { type StarknetTypedData, typedDataHash } from '#domain/walletsig/starknet-typed-data'
import type { TestWallet } from '../../fakes/wallets'

export interface WalletControl {
  rejectPermissions: boolean
  rejectSign: boolean
  /** Every method the page asked for, in order. */
  calls: string[]
}

export const walletControl = (): WalletControl => ({ rejectPermissions: false, rejectSign: false, calls: [] })

type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }

const rejected = (message: string): RpcAnswer => ({ error: { code: 4001, message } })

export const injectEthWallet = async (
  context: BrowserContext,
  wallet: TestWallet,
  control = walletControl(),
) => {
  await context.exposeBinding(
    '__w3mqEth',
    async (_source, method: string, params: unknown[]): Promise<RpcAnswer> => {
      control.calls.push(method)
      switch (method) {
        case 'wallet_requestPermissions':
          return control.rejectPermissions
            ? rejected('User rejected the request.')
            : { result: [{ parentCapability: 'eth_accounts' }] }
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return { result: control.rejectPermissions ? [] : [wallet.address] }
        case 'eth_chainId':
          return { result: '0x1' }
        case 'personal_sign':
          return control.rejectSign
            ? rejected('User denied message signature.')
            : { result: wallet.sign(String(params[0])) }
        default:
          return { error: { code: 4200, message: `Unsupported method ${method}` } }
      }
    },
  )
  await context.addInitScript(() => {
    type Answer = { result: unknown } | { error: { code: number; message: string } }
    const call = (window as unknown as { __w3mqEth: (m: string, p: unknown[]) => Promise<Answer> }).__w3mqEth
    const provider = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        const answer = await call(method, params ?? [])
        if ('error' in answer)
          throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
        return answer.result
      },
      on() {},
      removeListener() {},
    }
    const icon =
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23f6851b"/%3E%3C/svg%3E'
    const detail = Object.freeze({
      info: { uuid: 'e2e-metamask', name: 'MetaMask', icon, rdns: 'io.metamask' },
      provider,
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
    ;(window as unknown as { ethereum: unknown }).ethereum = provider
  })
  return control
}

export interface StarknetInjection {
  id: 'argentX' | 'braavos'
  name: string
  label: string
  chainId?: string
  preauthorized?: boolean
}

/** The Stark key and account address of a labelled test wallet (both below the field prime). */
const starknetIdentity = (label: string) => {
  const privateKey = `0x${sha256Hex(`stark-key:${label}`).slice(0, 62)}`
  return {
    privateKey,
    publicKey: getStarkKey(privateKey),
    address: `0x0${sha256Hex(`account:${label}`).slice(0, 62)}`,
  }
}

export const injectStarknetWallet = async (
  context: BrowserContext,
  injection: StarknetInjection,
  control = walletControl(),
) => {
  const identity = starknetIdentity(injection.label)
  const binding = `__w3mqStark_${injection.id}`
  // A real extension remembers that this origin was allowed: after a reload the wallet is still
  // authorised (isPreauthorized, wallet_getPermissions) until the person revokes it in the extension.
  let authorized = injection.preauthorized ?? false
  await context.exposeBinding(binding, async (_source, method: string, arg: unknown): Promise<RpcAnswer> => {
    if (method === 'isAuthorized') return { result: authorized }
    control.calls.push(method)
    switch (method) {
      case 'enable':
        if (control.rejectPermissions) return rejected('User aborted')
        authorized = true
        return { result: [identity.address] }
      case 'signMessage': {
        if (control.rejectSign) return rejected('User abort')
        const hash = typedDataHash(arg as StarknetTypedData, identity.address)
        const { r, s } = sign(`0x${hash.toString(16)}`, identity.privateKey)
        return { result: [`0x${r.toString(16)}`, `0x${s.toString(16)}`] }
      }
      case 'getPubKey':
        return { result: identity.publicKey }
      default:
        return { error: { code: 4200, message: `Unsupported ${method}` } }
    }
  })
  await context.addInitScript(
    ({ binding, id, name, address, chainId, preauthorized }) => {
      type Answer = { result: unknown } | { error: { code: number; message: string } }
      const call = (window as unknown as Record<string, (m: string, a?: unknown) => Promise<Answer>>)[
        binding
      ]!
      const unwrap = async (method: string, arg?: unknown) => {
        const answer = await call(method, arg)
        if ('error' in answer)
          throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
        return answer.result
      }
      const account = {
        address,
        signMessage: (typedData: unknown) => unwrap('signMessage', typedData),
        signer: { getPubKey: () => unwrap('getPubKey') },
      }
      const wallet: Record<string, unknown> = {
        id,
        name,
        icon: `data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Ccircle cx="16" cy="16" r="16" fill="%23${id === 'argentX' ? 'ff875b' : '3f2bd6'}"/%3E%3C/svg%3E`,
        version: '5.0.0',
        chainId,
        provider: {},
        isConnected: false,
        async isPreauthorized() {
          return (await unwrap('isAuthorized')) === true
        },
        async enable() {
          const accounts = await unwrap('enable')
          wallet.isConnected = true
          wallet.account = account
          wallet.selectedAddress = address
          return accounts
        },
        async request({ type }: { type: string }) {
          if (type === 'wallet_getPermissions')
            return wallet.isConnected || (await unwrap('isAuthorized')) === true ? ['accounts'] : []
          if (type === 'wallet_requestAccounts')
            return wallet.enable ? (wallet.enable as () => unknown)() : []
          throw new Error(`Unsupported ${type}`)
        },
        on() {},
        off() {},
      }
      if (preauthorized) {
        wallet.account = account
        wallet.selectedAddress = address
      }
      ;(window as unknown as Record<string, unknown>)[`starknet_${id}`] = wallet
    },
    {
      binding,
      id: injection.id,
      name: injection.name,
      address: identity.address,
      chainId: injection.chainId ?? 'SN_GOERLI',
      preauthorized: injection.preauthorized ?? false,
    },
  )
  return { control, identity }
}
