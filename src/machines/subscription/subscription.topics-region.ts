/**
 * The topics region: my created and subscribed lists (`lists`), the directory of every topic (`directory`,
 * subscription.topic-directory.ts) and, beside them, one request at a time (`ops`: create, subscribe,
 * publish, and subscribe from the directory or leave, subscription.topic-leave.ts), so a form sent while
 * the lists load is sent, not dropped. Each form's draft is kept in context while its request runs and after
 * it fails, and text the network would refuse (too long, not a topic id) is refused here with a message
 * before anything is sent.
 * A typed topic id is trimmed and lower-cased, as the network writes ids.
 */
import { assign } from 'xstate'
import { normalizeTopicId } from '../../domain/validation'
import { toUiError } from '../kit'
import { addTopic, mergeTopics, TOPICS_PAGE } from './subscription.lists'
import { subscriptionSetup } from './subscription.setup'
import { topicDirectoryRegion } from './subscription.topic-directory'
import { joinAndLeaveEvents, joinAndLeaveStates, leaveQuestions } from './subscription.topic-leave'
import { SUBSCRIPTION_FAILED } from './subscription.types'

export const topicsRegion = subscriptionSetup.createStateConfig({
  type: 'parallel',
  states: {
    lists: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['topicsLoading'],
          invoke: {
            src: 'loadTopics',
            input: TOPICS_PAGE,
            onDone: {
              target: 'ready',
              // A topic created or subscribed while the lists were on their way stays listed.
              actions: assign(({ context, event }) => ({
                created: mergeTopics(event.output.created, context.created),
                subscribed: mergeTopics(event.output.subscribed, context.subscribed),
                topicsError: undefined,
              })),
            },
            onError: {
              target: 'loadFailed',
              actions: assign({
                topicsError: ({ event }) =>
                  toUiError(event.error, {
                    code: SUBSCRIPTION_FAILED,
                    message: 'Could not load your topics.',
                  }),
              }),
            },
          },
        },
        loadFailed: { tags: ['topicsLoadFailed'], on: { 'topics.retry': 'loading' } },
        ready: {},
      },
    },
    directory: topicDirectoryRegion,
    ops: {
      initial: 'idle',
      on: leaveQuestions,
      states: {
        ...joinAndLeaveStates,
        idle: {
          on: {
            ...joinAndLeaveEvents,
            'topics.create': [
              {
                guard: {
                  type: 'textValid',
                  params: ({ event }) => ({ op: 'create' as const, text: event.name }),
                },
                target: 'creating',
                actions: assign(({ context, event }) => ({
                  drafts: { ...context.drafts, create: event.name },
                })),
              },
              {
                guard: { type: 'textGiven', params: ({ event }) => ({ text: event.name }) },
                actions: {
                  type: 'topicRefused',
                  params: ({ event }) => ({ op: 'create', draft: event.name }),
                },
              },
            ],
            'topics.subscribe': [
              {
                guard: {
                  type: 'textValid',
                  params: ({ event }) => ({ op: 'subscribe' as const, text: event.topicid }),
                },
                target: 'subscribing',
                actions: assign(({ context, event }) => ({
                  drafts: { ...context.drafts, subscribe: event.topicid },
                })),
              },
              {
                guard: { type: 'textGiven', params: ({ event }) => ({ text: event.topicid }) },
                actions: {
                  type: 'topicRefused',
                  params: ({ event }) => ({ op: 'subscribe', draft: event.topicid }),
                },
              },
            ],
            'topics.publish': [
              {
                guard: {
                  type: 'publishValid',
                  params: ({ event }) => ({
                    topicid: event.topicid,
                    title: event.title,
                    content: event.content,
                  }),
                },
                target: 'publishing',
                actions: assign(({ context, event }) => ({
                  drafts: {
                    ...context.drafts,
                    publish: { topicid: event.topicid, title: event.title, content: event.content },
                  },
                  published: undefined,
                })),
              },
              {
                guard: {
                  type: 'publishComplete',
                  params: ({ event }) => ({
                    topicid: event.topicid,
                    title: event.title,
                    content: event.content,
                  }),
                },
                actions: {
                  type: 'topicRefused',
                  params: ({ event }) => ({
                    op: 'publish',
                    draft: { topicid: event.topicid, title: event.title, content: event.content },
                  }),
                },
              },
            ],
          },
        },
        creating: {
          tags: ['topicsBusy'],
          invoke: {
            src: 'createTopic',
            input: ({ context }) => ({ name: context.drafts.create.trim() }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({ created: addTopic(context.created, event.output) })),
                { type: 'topicDone', params: { op: 'create' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'topicFailed', params: ({ event }) => ({ op: 'create', error: event.error }) },
            },
          },
        },
        subscribing: {
          tags: ['topicsBusy'],
          invoke: {
            src: 'subscribeTopic',
            input: ({ context }) => ({ topicid: normalizeTopicId(context.drafts.subscribe) }),
            onDone: {
              target: 'idle',
              actions: [
                // The topic as the node lists it, with its name.
                assign(({ context, event }) => ({ subscribed: addTopic(context.subscribed, event.output) })),
                { type: 'topicDone', params: { op: 'subscribe' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'topicFailed',
                params: ({ event }) => ({ op: 'subscribe', error: event.error }),
              },
            },
          },
        },
        publishing: {
          tags: ['topicsBusy'],
          invoke: {
            src: 'publishTopic',
            input: ({ context }) => context.drafts.publish ?? { topicid: '', title: '', content: '' },
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context }) => ({ published: context.drafts.publish })),
                { type: 'topicDone', params: { op: 'publish' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'topicFailed',
                params: ({ event }) => ({ op: 'publish', error: event.error }),
              },
            },
          },
        },
      },
    },
  },
})
