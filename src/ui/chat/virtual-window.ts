/**
 * The windowing of the conversation list: only the rows near the viewport are rendered, so 10,000
 * messages cost what 30 do. Heights are estimated per row until measured; offsets are prefix sums and
 * the first visible row is found by binary search.
 */

/** `offsets[i]` is the top of row i; `offsets[n]` the total height. */
export const offsetsOf = (heights: readonly number[]): Float64Array => {
  const offsets = new Float64Array(heights.length + 1)
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = (offsets[i] as number) + (heights[i] as number)
  return offsets
}

/** The row under `y`: the last row whose top is at or above it (0 for an empty list). */
export const rowAt = (offsets: Float64Array, y: number): number => {
  const rows = offsets.length - 1
  if (rows <= 0) return 0
  let low = 0
  let high = rows - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if ((offsets[mid] as number) <= y) low = mid
    else high = mid - 1
  }
  return low
}

export interface VirtualWindow {
  /** The first rendered row. */
  start: number
  /** One past the last rendered row. */
  end: number
  /** The first and one past the last row actually inside the viewport. */
  firstVisible: number
  endVisible: number
  /** Space above and below the rendered rows. */
  before: number
  after: number
  total: number
}

/** The rows to render for a viewport at `scrollTop`, with `overscan` extra rows on each side. */
export const windowOf = (
  offsets: Float64Array,
  scrollTop: number,
  viewport: number,
  overscan: number,
): VirtualWindow => {
  const rows = offsets.length - 1
  const total = offsets[rows] as number
  if (rows === 0) return { start: 0, end: 0, firstVisible: 0, endVisible: 0, before: 0, after: 0, total }
  const top = Math.max(0, Math.min(scrollTop, total - viewport))
  const firstVisible = rowAt(offsets, top)
  const endVisible = Math.min(rows, rowAt(offsets, Math.max(top, top + viewport - 1)) + 1)
  const start = Math.max(0, firstVisible - overscan)
  const end = Math.min(rows, endVisible + overscan)
  return {
    start,
    end,
    firstVisible,
    endVisible,
    before: offsets[start] as number,
    after: total - (offsets[end] as number),
    total,
  }
}
