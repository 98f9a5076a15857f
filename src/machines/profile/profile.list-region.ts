/**
 * The followers / following panel of a ready profile: closed, or one of the two lists loading, shown or
 * failed. Opening a list starts again at page 1 (which replaces); "more" fetches the next page (which
 * appends, duplicates dropped). A failed page keeps what was already shown and can be retried.
 */
import { profileOf, profileSetup } from './profile.setup'
import type { ContactPageInput, ProfileContext } from './profile.types'

const pageInput = ({ context }: { context: ProfileContext }): ContactPageInput => ({
  userid: profileOf(context).userid,
  page: context.list.requestedPage,
})

export const profileListRegion = profileSetup.createStateConfig({
  initial: 'closed',
  on: {
    'profile.showFollowers': {
      target: '.followers',
      reenter: true,
      actions: { type: 'openList', params: { kind: 'followers' } },
    },
    'profile.showFollowing': {
      target: '.following',
      reenter: true,
      actions: { type: 'openList', params: { kind: 'following' } },
    },
    'profile.closeList': { target: '.closed', actions: { type: 'openList', params: { kind: 'none' } } },
  },
  states: {
    closed: {},
    followers: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['listLoading'],
          invoke: {
            src: 'loadFollowers',
            input: pageInput,
            onDone: {
              target: 'shown',
              actions: { type: 'mergeList', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'listFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        shown: {
          on: { 'profile.moreList': { guard: 'listHasMore', target: 'loading', actions: 'nextListPage' } },
        },
        failed: { tags: ['listError'], on: { 'profile.retryList': 'loading' } },
      },
    },
    following: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['listLoading'],
          invoke: {
            src: 'loadFollowing',
            input: pageInput,
            onDone: {
              target: 'shown',
              actions: { type: 'mergeList', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'listFailed', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        shown: {
          on: { 'profile.moreList': { guard: 'listHasMore', target: 'loading', actions: 'nextListPage' } },
        },
        failed: { tags: ['listError'], on: { 'profile.retryList': 'loading' } },
      },
    },
  },
})
