/**
 * Subscribing to a topic found in the directory, and leaving a subscribed topic after a confirm step
 * (docs/protocol.md §4.7, docs/product.md §14.2): two more requests of the topics region's `ops`, which runs
 * one topic request at a time. Leaving takes the topic out of my subscribed list at once; a node without an
 * unsubscribe call answers 404, and the screen then says the node does not let anyone leave a topic.
 */
import { assign } from 'xstate'
import { toUiError } from '../kit'
import { addTopic } from './subscription.lists'
import { subscriptionSetup } from './subscription.setup'
import { markSubscribed } from './subscription.topic-directory'
import { SUBSCRIPTION_FAILED, type SubscriptionContext } from './subscription.types'

const withLeave = (context: SubscriptionContext, change: Partial<SubscriptionContext['leave']>) => ({
  leave: { ...context.leave, ...change },
})

const withDirectory = (context: SubscriptionContext, change: Partial<SubscriptionContext['directory']>) => ({
  directory: { ...context.directory, ...change },
})

/** Asking and cancelling are the person's own steps: allowed while another topic request runs. */
export const leaveQuestions = subscriptionSetup.createStateConfig({
  on: {
    'topics.leave.ask': {
      actions: assign(({ context, event }) =>
        withLeave(context, { asked: event.topicid, error: undefined, left: undefined }),
      ),
    },
    'topics.leave.cancel': { actions: assign(({ context }) => withLeave(context, { asked: undefined })) },
  },
}).on

/** What `ops.idle` starts besides create, subscribe and publish. */
export const joinAndLeaveEvents = subscriptionSetup.createStateConfig({
  on: {
    'topics.join': {
      guard: ({ context, event }) => !context.subscribed.some((t) => t.topicid === event.topicid),
      target: 'joining',
      actions: assign(({ context, event }) =>
        withDirectory(context, { joining: event.topicid, joinError: undefined, joined: undefined }),
      ),
    },
    'topics.leave.confirm': {
      guard: ({ context }) => context.leave.asked !== undefined && !context.leave.unavailable,
      target: 'leaving',
      actions: assign(({ context }) =>
        withLeave(context, { leaving: context.leave.asked, asked: undefined }),
      ),
    },
  },
}).on

export const joinAndLeaveStates = {
  joining: subscriptionSetup.createStateConfig({
    tags: ['topicsBusy'],
    invoke: {
      src: 'subscribeTopic',
      input: ({ context }) => ({ topicid: context.directory.joining ?? '' }),
      onDone: {
        target: 'idle',
        actions: assign(({ context, event }) => ({
          subscribed: addTopic(context.subscribed, event.output),
          ...withDirectory(context, {
            results: markSubscribed(context.directory.results, event.output.topicid, true),
            joining: undefined,
            joined: event.output,
          }),
          ...withLeave(context, { left: undefined }),
        })),
      },
      onError: {
        target: 'idle',
        actions: assign(({ context, event }) =>
          withDirectory(context, {
            joining: undefined,
            joinError: {
              topicid: context.directory.joining ?? '',
              ...toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not subscribe. Try again.',
              }),
            },
          }),
        ),
      },
    },
  }),
  leaving: subscriptionSetup.createStateConfig({
    tags: ['topicsBusy'],
    invoke: {
      src: 'unsubscribeTopic',
      input: ({ context }) => ({ topicid: context.leave.leaving ?? '' }),
      onDone: [
        {
          guard: ({ event }) => event.output,
          target: 'idle',
          actions: assign(({ context }) => {
            const topicid = context.leave.leaving ?? ''
            return {
              subscribed: context.subscribed.filter((t) => t.topicid !== topicid),
              ...withLeave(context, {
                leaving: undefined,
                left: context.subscribed.find((t) => t.topicid === topicid) ?? { topicid },
              }),
              ...withDirectory(context, {
                results: markSubscribed(context.directory.results, topicid, false),
                joined: undefined,
              }),
            }
          }),
        },
        {
          target: 'idle',
          actions: assign(({ context }) => withLeave(context, { leaving: undefined, unavailable: true })),
        },
      ],
      onError: {
        target: 'idle',
        actions: assign(({ context, event }) =>
          withLeave(context, {
            leaving: undefined,
            error: {
              topicid: context.leave.leaving ?? '',
              ...toUiError(event.error, {
                code: SUBSCRIPTION_FAILED,
                message: 'Could not unsubscribe. Try again.',
              }),
            },
          }),
        ),
      },
    },
  }),
}
