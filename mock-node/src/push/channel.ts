/**
 * Where the node hands its pushes (docs/protocol.md §4.6): a worker thread running ./sender.ts
 * (./worker-entry.ts), started at the first push, so the encryption, signature and HTTP of pushes run beside
 * the event loop that acknowledges messages, not on it (`npm run bench -- webpush`).
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PushContent } from '#domain/push/content'
import type { PushSubscriptionRecord, VapidRecord } from '../state/webpush'
import type { PushOutcome, SenderOptions } from './sender'
import type { FromWorker, ToWorker } from './worker-entry'

export interface PushChannel {
  enqueue(userid: string, subscription: PushSubscriptionRecord, content: PushContent): void
  close(): Promise<void>
}

/**
 * Whether this module runs as TypeScript source (the repo, under tsx or vitest) rather than as the
 * published package's JavaScript. The pathname, not the whole URL, so a loader's query does not hide it.
 */
const runsFromSource = (): boolean => new URL(import.meta.url).pathname.endsWith('.ts')

/** The worker runs TypeScript as the node does: tsx's loader, registered inside the worker first. */
const bootScript = (): string => {
  // Resolved from here, not the worker's eval context, so it is found wherever the node was started from;
  // the package's require condition names its CommonJS twin, and the ESM build sits beside it.
  const twin = createRequire(import.meta.url).resolve('tsx/esm/api')
  const loader = pathToFileURL(twin.replace(/\.cjs$/, '.mjs')).href
  const entry = new URL('./worker-entry.ts', import.meta.url).href
  return `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`
}

export const workerChannel = (
  options: SenderOptions,
  io: { vapid: () => VapidRecord | undefined; log: (message: string, error: unknown) => void },
): PushChannel => {
  const { observe, ...settings } = options
  let worker: Worker | undefined
  const start = (): Worker => {
    // The published package (mock-node/README.md "As a package") is plain JavaScript bundled into one
    // folder, without tsx and without any .ts file: its build writes ./worker-entry.ts as push-worker.js
    // beside the module that holds this code (index.js or cli.js), so the worker starts from that file.
    const started = runsFromSource()
      ? new Worker(bootScript(), { eval: true, workerData: settings })
      : new Worker(new URL('./push-worker.js', import.meta.url), { workerData: settings })
    started.on('message', (outcome: FromWorker) => observe?.(outcome))
    started.on('error', (error) => {
      io.log('the push worker stopped; the next push starts another', error)
      if (worker === started) worker = undefined
    })
    // A node that is done does not wait on its pushes to exit.
    started.unref()
    return started
  }
  const failed = (userid: string, endpoint: string): PushOutcome => {
    const now = Date.now()
    return { result: 'failed', userid, endpoint, queuedAt: now, at: now }
  }
  return {
    enqueue(userid, subscription, content) {
      const vapid = io.vapid()
      if (!vapid) return observe?.(failed(userid, subscription.endpoint))
      worker ??= start()
      worker.postMessage({ userid, subscription, content, vapid } satisfies ToWorker)
    },
    async close() {
      const running = worker
      worker = undefined
      await running?.terminate()
    },
  }
}
