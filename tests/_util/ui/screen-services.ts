/** Screen services for component tests: the screens' machines as they are, or the ones a test gives. */
import type { ScreenMachines, ScreenServices } from '../../../src/machines/app/app-services'
import { bindDidMachine } from '../../../src/machines/bind-did/bind-did.machine'
import { dappsMachine } from '../../../src/machines/dapps/dapps.machine'
import { subscriptionMachine } from '../../../src/machines/subscription/subscription.machine'

export const fakeScreenServices = (machines: Partial<ScreenMachines> = {}): ScreenServices => {
  const loaded = {
    subscription: subscriptionMachine,
    dapps: dappsMachine,
    bindDid: bindDidMachine,
    ...machines,
  }
  const subscription = Promise.resolve(loaded.subscription)
  const dapps = Promise.resolve(loaded.dapps)
  const bindDid = Promise.resolve(loaded.bindDid)
  return { subscription: () => subscription, dapps: () => dapps, bindDid: () => bindDid }
}
