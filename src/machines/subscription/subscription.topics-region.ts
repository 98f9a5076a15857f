/**
 * The topics region: my created and subscribed lists, then one request at a time (create, subscribe,
 * publish). Each form's draft is kept in context while its request runs and after it fails.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { addTopic } from './subscription.lists'
import { subscriptionSetup } from './subscription.setup'
import { SUBSCRIPTION_FAILED } from './subscription.types'

export const topicsRegion = subscriptionSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['topicsLoading'],
      invoke: {
        src: 'loadTopics',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            created: event.output.created,
            subscribed: event.output.subscribed,
            topicsError: undefined,
          })),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            topicsError: ({ event }) =>
              toUiError(event.error, { code: SUBSCRIPTION_FAILED, message: 'Could not load your topics.' }),
          }),
        },
      },
    },
    loadFailed: { tags: ['topicsLoadFailed'], on: { 'topics.retry': 'loading' } },
    ready: {
      on: {
        'topics.create': {
          guard: { type: 'textGiven', params: ({ event }) => ({ text: event.name }) },
          target: 'creating',
          actions: assign(({ context, event }) => ({ drafts: { ...context.drafts, create: event.name } })),
        },
        'topics.subscribe': {
          guard: { type: 'textGiven', params: ({ event }) => ({ text: event.topicid }) },
          target: 'subscribing',
          actions: assign(({ context, event }) => ({
            drafts: { ...context.drafts, subscribe: event.topicid },
          })),
        },
        'topics.publish': {
          guard: {
            type: 'publishComplete',
            params: ({ event }) => ({ topicid: event.topicid, title: event.title, content: event.content }),
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
      },
    },
    creating: {
      tags: ['topicsBusy'],
      invoke: {
        src: 'createTopic',
        input: ({ context }) => ({ name: context.drafts.create.trim() }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({ created: addTopic(context.created, event.output) })),
            { type: 'topicDone', params: { op: 'create' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'topicFailed', params: ({ event }) => ({ op: 'create', error: event.error }) },
        },
      },
    },
    subscribing: {
      tags: ['topicsBusy'],
      invoke: {
        src: 'subscribeTopic',
        input: ({ context }) => ({ topicid: context.drafts.subscribe.trim() }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({
              subscribed: addTopic(context.subscribed, { topicid: context.drafts.subscribe.trim() }),
            })),
            { type: 'topicDone', params: { op: 'subscribe' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'topicFailed', params: ({ event }) => ({ op: 'subscribe', error: event.error }) },
        },
      },
    },
    publishing: {
      tags: ['topicsBusy'],
      invoke: {
        src: 'publishTopic',
        input: ({ context }) => context.drafts.publish ?? { topicid: '', title: '', content: '' },
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ published: context.drafts.publish })),
            { type: 'topicDone', params: { op: 'publish' } },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'topicFailed', params: ({ event }) => ({ op: 'publish', error: event.error }) },
        },
      },
    },
  },
})
