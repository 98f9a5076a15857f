/**
 * A small time-boxed benchmark harness: warm up, then several fixed-length runs, median ops/s.
 * Figures are printed, never asserted: speed is measured by `npm run bench`, not by timed tests.
 */

export interface Measurement {
  name: string
  opsPerSec: number
  usPerOp: number
}

export interface MeasureOptions {
  warmupMs?: number
  runs?: number
  runMs?: number
}

const QUICK = process.env.BENCH_QUICK === '1'

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Runs `fn` in batches until each run's time is up; `fn` may be async. */
export const measure = async (
  name: string,
  fn: () => unknown,
  options: MeasureOptions = {},
): Promise<Measurement> => {
  const warmupMs = options.warmupMs ?? (QUICK ? 50 : 300)
  const runs = options.runs ?? (QUICK ? 1 : 5)
  const runMs = options.runMs ?? (QUICK ? 150 : 1000)
  const runFor = async (ms: number): Promise<number> => {
    let ops = 0
    const start = performance.now()
    let elapsed = 0
    while (elapsed < ms) {
      for (let i = 0; i < 16; i++) {
        const r = fn()
        if (r instanceof Promise) await r
      }
      ops += 16
      elapsed = performance.now() - start
    }
    return (ops / elapsed) * 1000
  }
  await runFor(warmupMs)
  const rates: number[] = []
  for (let i = 0; i < runs; i++) rates.push(await runFor(runMs))
  const opsPerSec = median(rates)
  return { name, opsPerSec, usPerOp: 1e6 / opsPerSec }
}

export interface Row {
  name: string
  value: number
  unit: string
  /** The reference figure and its label; the ratio printed is value / reference. */
  reference?: { name: string; value: number }
}

const fmt = (n: number): string =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 })

export const printRows = (title: string, rows: Row[]): void => {
  console.log(`\n## ${title}`)
  for (const row of rows) {
    const base = `${row.name.padEnd(58)} ${fmt(row.value).padStart(12)} ${row.unit}`
    if (row.reference) {
      const ratio = row.value / row.reference.value
      console.log(`${base}   ${ratio.toFixed(2)}x of ${row.reference.name} (${fmt(row.reference.value)})`)
    } else {
      console.log(base)
    }
  }
}

/** One suite per area; `run` prints its own rows. */
export interface BenchSuite {
  name: string
  run: () => Promise<void>
}
