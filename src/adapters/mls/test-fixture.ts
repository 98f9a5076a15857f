import { expect } from 'vitest'
import type { MlsCredentialCheck, MlsDevice, MlsKeyPackage } from '../../ports/mls'
import { loadMls, openState, sealState } from './runtime'
import { createMlsEngine } from './ts-mls-engine'

/** Shared by this folder's tests: real ts-mls, devices named by their credential text. */
export const engine = createMlsEngine()
export const accept: MlsCredentialCheck = async () => true
export const text = (s: string): Uint8Array => new TextEncoder().encode(s)
export const read = (b: Uint8Array): string => new TextDecoder().decode(b)

export interface Person {
  name: string
  device: MlsDevice
  kp: MlsKeyPackage
}

export async function person(name: string): Promise<Person> {
  const device = await engine.newDevice(text(name))
  return { name, device, kp: await engine.newKeyPackage(device, false) }
}

export function groupId(conversation: string): Uint8Array {
  return text(`web3mq-e2e/v1|${conversation}|${'ab'.repeat(16)}`)
}

/** Stores a state the way the app does (a plain copy of its bytes) and checks it opens and seals back unchanged. */
export async function stored(state: Uint8Array): Promise<Uint8Array> {
  const lib = await loadMls()
  const copy = Uint8Array.from(state)
  expect(sealState(lib, openState(lib, copy, accept))).toEqual(state)
  return copy
}

export const names = (members: Uint8Array[]): string[] => members.map(read)

/** Alice's group with Bob in it (epoch 1), both states stored. */
export async function pair(alice: Person, bob: Person) {
  const a0 = await engine.createGroup(alice.device, groupId(`user:${alice.name}+user:${bob.name}`))
  const added = await engine.commit(a0, { add: [bob.kp.publicPackage] }, accept)
  const joined = await engine.join(added.welcome as Uint8Array, [bob.kp], accept)
  return { a: await stored(added.next), b: await stored(joined.state) }
}

/** Sends `body` from one state and opens it in another; answers both next states and what was read. */
export async function say(from: Uint8Array, to: Uint8Array, body: string) {
  const sent = await engine.encrypt(from, text(body))
  const got = await engine.process(to, sent.message, accept)
  if (got.kind !== 'application') throw new Error('expected application data')
  return {
    from: await stored(sent.next),
    to: await stored(got.next),
    body: read(got.plaintext),
    sender: read(got.sender),
  }
}
