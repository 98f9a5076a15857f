/** What the subscription sections receive from the running machine. */
import type { EventFrom, SnapshotFrom } from 'xstate'
import type { subscriptionMachine } from '../../machines/subscription/subscription.machine'

export type SubscriptionSnapshot = SnapshotFrom<typeof subscriptionMachine>
export type SubscriptionSend = (event: EventFrom<typeof subscriptionMachine>) => void

export interface SectionProps {
  state: SubscriptionSnapshot
  send: SubscriptionSend
}
