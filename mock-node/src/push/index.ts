/**
 * The push server's Web Push channel on this node (docs/protocol.md §4.6): hears every alert the hub
 * raises, works out who it reaches (./alerts.ts) and hands each subscription's push to the sender
 * (./sender.ts). The work starts on the next turn of the event loop, after the request or frame that raised
 * it was answered, so a push never holds back a message's ack.
 */
import type { NodeContext } from '../context'
import { alertsOf } from './alerts'
import { workerChannel } from './channel'
import { DEFAULT_SENDER_OPTIONS, type SenderOptions } from './sender'

export type WebPushOptions = Partial<SenderOptions>

export const startWebPush = (ctx: NodeContext, options: WebPushOptions = {}): { close(): Promise<void> } => {
  const forget = (userid: string, endpoint: string): void => {
    const remove = () => ctx.state.webPush.remove(userid, endpoint)
    // On a devnet the removal is a write like any other: through the log, so every replica forgets it.
    if (ctx.devnet) ctx.devnet.run(remove).catch(() => undefined)
    else remove()
  }
  const settings = { ...DEFAULT_SENDER_OPTIONS, ...options }
  const sender = workerChannel(
    {
      ...settings,
      observe: (outcome) => {
        if (outcome.result === 'gone') forget(outcome.userid, outcome.endpoint)
        settings.observe?.(outcome)
      },
    },
    {
      vapid: () => ctx.state.webPush.vapid(),
      log: (message, error) => console.error(`[mock node] ${message}`, error),
    },
  )
  let closed = false
  const unsubscribe = ctx.hub.subscribe({
    alert: (event) => {
      // Every node of a devnet hears the event; the node that accepted the message sends its pushes.
      if (event.origin !== ctx.nodeId) return
      setImmediate(() => {
        if (closed) return
        try {
          for (const { userid, content } of alertsOf(ctx, event))
            for (const subscription of ctx.state.webPush.subscriptionsOf(userid))
              sender.enqueue(userid, subscription, content)
        } catch (error) {
          // A push is never worth the node: whatever failed here (state closing under it) is logged and lost.
          console.error('[mock node] could not work out the pushes of an alert', error)
        }
      })
    },
  })
  return {
    close() {
      closed = true
      unsubscribe()
      return sender.close()
    },
  }
}
