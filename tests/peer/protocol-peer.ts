/**
 * An independent Web3MQ peer built only from the protocol document (see README.md beside it).
 *
 *   tsx tests/peer/protocol-peer.ts http://127.0.0.1:8787
 *
 * Prints one JSON line `{"ok": bool, "steps": [{name, ok, detail}]}` and exits 0 only when every step
 * behaved as the document says. Every wait is time-boxed; the whole run is capped too.
 */
import { forgerySteps } from './peer-forgeries'
import type { PeerRun, Step } from './peer-run'
import { honestSteps } from './peer-scenario'

const STEP_LIMIT_MS = 12_000
const RUN_LIMIT_MS = 120_000

interface StepResult {
  name: string
  ok: boolean
  detail: string
}

const finish = (results: StepResult[], extra?: string): never => {
  const ok = results.length > 0 && results.every((s) => s.ok) && extra === undefined
  const out = { ok, steps: results, ...(extra === undefined ? {} : { error: extra }) }
  process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(ok ? 0 : 1))
  // process.exit happens in the write callback; keep the type checker aware this never returns.
  return undefined as never
}

const withLimit = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

const runStep = async (step: Step, run: PeerRun): Promise<StepResult> => {
  try {
    const detail = await withLimit(step.run(run), STEP_LIMIT_MS, step.name)
    return { name: step.name, ok: true, detail }
  } catch (error) {
    return { name: step.name, ok: false, detail: error instanceof Error ? error.message : String(error) }
  }
}

const main = async (): Promise<void> => {
  const base = process.argv[2]?.replace(/\/+$/, '')
  if (!base || !/^https?:\/\//.test(base)) {
    console.error('usage: tsx tests/peer/protocol-peer.ts <node url, e.g. http://127.0.0.1:8787>')
    process.exit(2)
  }
  const results: StepResult[] = []
  const overall = setTimeout(() => finish(results, `run exceeded ${RUN_LIMIT_MS} ms`), RUN_LIMIT_MS)
  const run: PeerRun = { base }
  for (const step of [...honestSteps, ...forgerySteps]) results.push(await runStep(step, run))
  clearTimeout(overall)
  run.socketA?.close()
  run.socketB?.close()
  finish(results)
}

await main()
