/**
 * Fakes for the profile machine's actors, shared by the machine tests and the page tests: a scripted
 * node holding profiles and follower lists, recording every call. Test support only.
 */
import { fromPromise } from 'xstate'
import { NodeError } from '../../../src/domain/errors'
import { profileMachine } from '../../../src/machines/profile/profile.machine'
import type {
  Contact,
  ContactPage,
  ContactPageInput,
  FollowInput,
  LoadProfileInput,
  LoadProfileOutput,
  PublicProfile,
  UpdateProfileInput,
} from '../../../src/machines/profile/profile.types'

interface Deferred<T> {
  promise: Promise<T>
  resolve: (value: T) => void
  reject: (error: unknown) => void
}

export const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

export const contact = (n: number): Contact => ({
  userid: `user:${String(n).padStart(4, '0')}`,
  nickname: `friend ${n}`,
  wallet_address: `0x${String(n).padStart(40, '0')}`,
})

export interface FakeNodeScript {
  /** Answers loadProfile; default: `profile` as someone else's profile. */
  load?: (input: LoadProfileInput) => Promise<LoadProfileOutput>
  followers?: (input: ContactPageInput) => Promise<ContactPage>
  following?: (input: ContactPageInput) => Promise<ContactPage>
  follow?: (input: FollowInput) => Promise<void>
  update?: (input: UpdateProfileInput) => Promise<void>
  copy?: (text: string) => Promise<void>
}

export const notFoundError = (): NodeError => new NodeError(404, 'User not found')

/** The profile machine with every actor replaced by the script (or a harmless default), and a call log. */
export const fakeProfileMachine = (profile: PublicProfile, script: FakeNodeScript = {}) => {
  const calls: { name: string; input: unknown }[] = []
  const log = (name: string, input: unknown) => calls.push({ name, input })
  const page = async ({ page: n }: ContactPageInput): Promise<ContactPage> => ({
    items: n === 1 ? [contact(1), contact(2)] : [contact(2), contact(3)],
    total: 3,
  })
  const machine = profileMachine.provide({
    actors: {
      loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async ({ input }) => {
        log('loadProfile', input)
        return (script.load ?? (async () => ({ profile, isSelf: false })))(input)
      }),
      loadFollowers: fromPromise<ContactPage, ContactPageInput>(async ({ input }) => {
        log('loadFollowers', input)
        return (script.followers ?? page)(input)
      }),
      loadFollowing: fromPromise<ContactPage, ContactPageInput>(async ({ input }) => {
        log('loadFollowing', input)
        return (script.following ?? page)(input)
      }),
      follow: fromPromise<void, FollowInput>(async ({ input }) => {
        log('follow', input)
        return (script.follow ?? (async () => undefined))(input)
      }),
      updateProfile: fromPromise<void, UpdateProfileInput>(async ({ input }) => {
        log('updateProfile', input)
        return (script.update ?? (async () => undefined))(input)
      }),
      copyText: fromPromise<void, { text: string }>(async ({ input }) => {
        log('copyText', input)
        return (script.copy ?? (async () => undefined))(input.text)
      }),
    },
  })
  return { machine, calls, names: () => calls.map((c) => c.name) }
}
