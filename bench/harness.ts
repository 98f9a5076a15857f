/**
 * The benchmark harness: every row measures ours and its reference in the same loop, alternating which
 * goes first, over several rounds, and reports the median of the rounds with their spread and the ratio
 * of the medians. Measuring the reference in its own window before ours let machine load, JIT state and
 * thermal drift land on one side only. Figures are printed, never asserted: no test runs this.
 */

export const QUICK = process.env.BENCH_QUICK === '1'
export const ROUNDS = QUICK ? 3 : 7

/** One round's figure, higher is better (ops/s, req/s, msg/s). */
export type Round = () => Promise<number>

interface Spread {
  median: number
  min: number
  max: number
}

export interface Comparison {
  name: string
  unit: string
  ours: Spread
  referenceName: string
  reference: Spread
  /** median(ours) / median(reference). */
  ratio: number
}

export const spreadOf = (values: number[]): Spread => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length / 2
  const median =
    sorted.length % 2 ? (sorted[Math.floor(mid)] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 }
}

/** A reference: what the same work costs without ours, measured in the same rounds. */
export interface Reference {
  name: string
  round: Round
}

interface Row {
  name: string
  unit: string
  ours: Round
  reference: Reference
  /**
   * Further references measured in the very same rounds as ours and `reference` (the order of all of them
   * rotated each round); each prints its own line, ours repeated, with its own ratio.
   */
  alsoAgainst?: readonly Reference[]
}

/**
 * Runs one warm-up of each side, then `rounds` rounds. With one reference ours goes first on even rounds
 * and second on odd; with more, the order of all sides rotates by one each round.
 */
const compare = async (row: Row, rounds = ROUNDS): Promise<Comparison[]> => {
  const sides = [row.ours, row.reference.round, ...(row.alsoAgainst ?? []).map((r) => r.round)]
  for (const side of sides) await side()
  const figures: number[][] = sides.map(() => [])
  for (let i = 0; i < rounds; i++) {
    for (let k = 0; k < sides.length; k++) {
      const at = (i + k) % sides.length
      const side = sides[at] as Round
      figures[at]?.push(await side())
    }
  }
  const [mine, ...theirs] = figures.map(spreadOf) as [Spread, ...Spread[]]
  return [row.reference, ...(row.alsoAgainst ?? [])].map((reference, k) => {
    const spread = theirs[k] as Spread
    return {
      name: row.name,
      unit: row.unit,
      ours: mine,
      referenceName: reference.name,
      reference: spread,
      ratio: mine.median / spread.median,
    }
  })
}

/** A round that calls `fn` (sync or async) in batches of 16 for `ms` and answers calls per second. */
export const rate =
  (fn: () => unknown, ms = QUICK ? 150 : 600): Round =>
  async () => {
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

const fmt = (n: number): string =>
  n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toLocaleString('en-US', { maximumFractionDigits: 2 })

const cell = (s: Spread): string => `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`

/** Prints a suite's rows as a Markdown table, ready for bench/README.md. */
export const printTable = (title: string, rows: Comparison[]): void => {
  console.log(`\n### ${title}\n`)
  console.log(`| row | ours, median (min–max) | reference, median (min–max) | ratio |`)
  console.log('| --- | ---: | ---: | ---: |')
  for (const r of rows) {
    const ours = `${cell(r.ours)} ${r.unit}`
    console.log(`| ${r.name} | ${ours} | ${r.referenceName}: ${cell(r.reference)} | ${r.ratio.toFixed(2)}× |`)
  }
}

/** Compares every row in turn and prints them under `title`. */
export const compareAll = async (title: string, rows: Row[]): Promise<void> => {
  const results: Comparison[] = []
  for (const row of rows) results.push(...(await compare(row)))
  printTable(title, results)
}

/** One suite per area; `run` prints its own table. */
export interface BenchSuite {
  name: string
  run: () => Promise<void>
}
