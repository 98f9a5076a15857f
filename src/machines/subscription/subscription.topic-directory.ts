/**
 * The topic directory (docs/protocol.md §4.7, docs/product.md §14.2): a search of every topic on the node by
 * name or id, an empty keyword listing them all, page by page. A keyword longer than a topic name is refused
 * here before anything is sent. A node without the directory answers 404: the region ends in `unavailable`
 * and the screen says so, keeping the paste-an-id form. Subscribing from the results is the ops region's
 * (subscription.topic-leave.ts), one topic request at a time.
 */
import { assign } from 'xstate'
import type { FoundTopic } from '../../domain/contract/endpoints/topic-directory'
import { Limits, tooLong } from '../../domain/validation'
import { toUiError } from '../kit'
import { subscriptionSetup } from './subscription.setup'
import {
  SUBSCRIPTION_FAILED,
  TOPIC_INPUT_INVALID,
  type TopicDirectoryView,
  type TopicLeaveView,
} from './subscription.types'

/** Topics one page of results holds. */
export const SEARCH_PAGE_SIZE = 20

export const noDirectory: TopicDirectoryView = {
  keyword: undefined,
  pending: { keyword: '', page: 1 },
  results: [],
  total: 0,
  page: 0,
  error: undefined,
  joining: undefined,
  joinError: undefined,
  joined: undefined,
}

export const noLeave: TopicLeaveView = {
  asked: undefined,
  leaving: undefined,
  error: undefined,
  left: undefined,
  unavailable: false,
}

/** What is wrong with a keyword: only its length, since an empty one lists every topic. */
export const keywordProblem = (keyword: string): string | undefined =>
  tooLong(keyword.trim(), Limits.topicName)
    ? `A search can be at most ${Limits.topicName} characters.`
    : undefined

/** Results with one topic's `subscribed` set: after subscribing from the results, or leaving it. */
export const markSubscribed = (results: readonly FoundTopic[], topicid: string, subscribed: boolean) =>
  results.map((t) => (t.topicid === topicid ? { ...t, subscribed } : t))

/** A later page appended under the results; a topic a shifted page repeats stays where it was. */
const appendResults = (held: readonly FoundTopic[], page: readonly FoundTopic[]): FoundTopic[] => [
  ...held,
  ...page.filter((t) => !held.some((h) => h.topicid === t.topicid)),
]

const withDirectory = (directory: TopicDirectoryView, change: Partial<TopicDirectoryView>) => ({
  directory: { ...directory, ...change },
})

const search = subscriptionSetup.createStateConfig({
  on: {
    'topics.search': [
      {
        guard: ({ event }) => keywordProblem(event.keyword) === undefined,
        target: '.searching',
        reenter: true,
        actions: assign(({ context, event }) =>
          withDirectory(context.directory, {
            pending: { keyword: event.keyword.trim(), page: 1 },
            error: undefined,
          }),
        ),
      },
      {
        actions: assign(({ context, event }) =>
          withDirectory(context.directory, {
            error: { code: TOPIC_INPUT_INVALID, message: keywordProblem(event.keyword) ?? '' },
          }),
        ),
      },
    ],
  },
})

export const topicDirectoryRegion = subscriptionSetup.createStateConfig({
  initial: 'available',
  states: {
    available: {
      ...search,
      initial: 'idle',
      states: {
        idle: {
          on: {
            'topics.searchMore': {
              guard: ({ context }) =>
                context.directory.keyword !== undefined &&
                context.directory.results.length < context.directory.total,
              target: 'searching',
              actions: assign(({ context }) =>
                withDirectory(context.directory, {
                  pending: { keyword: context.directory.keyword ?? '', page: context.directory.page + 1 },
                  error: undefined,
                }),
              ),
            },
          },
        },
        searching: {
          tags: ['topicsSearching'],
          invoke: {
            src: 'searchTopics',
            input: ({ context }) => ({ ...context.directory.pending, size: SEARCH_PAGE_SIZE }),
            onDone: [
              {
                guard: ({ event }) => event.output === undefined,
                target: '#subscription.topics.directory.unavailable',
              },
              {
                target: 'idle',
                actions: assign(({ context, event }) => {
                  const { keyword, page } = context.directory.pending
                  const items = event.output?.items ?? []
                  return withDirectory(context.directory, {
                    keyword,
                    page,
                    results: page === 1 ? items : appendResults(context.directory.results, items),
                    total: event.output?.total ?? 0,
                  })
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign(({ context, event }) =>
                withDirectory(context.directory, {
                  error: toUiError(event.error, {
                    code: SUBSCRIPTION_FAILED,
                    message: 'Could not search the topics. Try again.',
                  }),
                }),
              ),
            },
          },
        },
      },
    },
    /** The node has no topic directory: the screen says so; subscribing by id still works. */
    unavailable: { tags: ['topicsDirectoryUnavailable'] },
  },
})
