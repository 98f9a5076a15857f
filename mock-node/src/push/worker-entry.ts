/**
 * The push sender in a worker thread of its own (./channel.ts starts it): the encryption, the signature and
 * the HTTP of every push run here, so the node's event loop, which acknowledges messages, does not run them.
 * Jobs come in from the node; outcomes go back.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { PushContent } from '#domain/push/content'
import type { PushSubscriptionRecord, VapidRecord } from '../state/webpush'
import { type PushOutcome, PushSender, type SenderOptions } from './sender'

export type ToWorker = {
  userid: string
  subscription: PushSubscriptionRecord
  content: PushContent
  vapid: VapidRecord
}

export type FromWorker = PushOutcome

const port = parentPort
if (port) {
  let vapid: VapidRecord | undefined
  const settings = workerData as Omit<SenderOptions, 'observe'>
  const sender = new PushSender(
    { ...settings, observe: (outcome) => port.postMessage(outcome satisfies FromWorker) },
    { now: () => Date.now(), vapid: () => vapid },
  )
  port.on('message', (job: ToWorker) => {
    vapid = job.vapid
    sender.enqueue(job.userid, job.subscription, job.content)
  })
}
