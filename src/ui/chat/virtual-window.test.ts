import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PROPERTY_TIMEOUT_MS, propertyOptions } from '../../../tests/_util/property'
import { offsetsOf, rowAt, windowOf } from './virtual-window'

describe('virtual window', () => {
  it('offsets are the prefix sums of the heights', () => {
    expect([...offsetsOf([10, 20, 30])]).toEqual([0, 10, 30, 60])
    expect([...offsetsOf([])]).toEqual([0])
  })

  it('finds the row under a point, edges included', () => {
    const offsets = offsetsOf([10, 20, 30])
    expect([
      rowAt(offsets, 0),
      rowAt(offsets, 9.9),
      rowAt(offsets, 10),
      rowAt(offsets, 59),
      rowAt(offsets, 500),
    ]).toEqual([0, 0, 1, 2, 2])
  })

  it('renders the rows in the viewport with overscan, and pads the rest', () => {
    const offsets = offsetsOf(Array.from({ length: 10_000 }, () => 50))
    const win = windowOf(offsets, 250_000, 500, 3)
    expect(win).toEqual({
      start: 4997,
      end: 5013,
      firstVisible: 5000,
      endVisible: 5010,
      before: 4997 * 50,
      after: (10_000 - 5013) * 50,
      total: 500_000,
    })
  })

  it('clamps a scroll past either end, and an empty list is empty', () => {
    const offsets = offsetsOf([100, 100, 100])
    expect(windowOf(offsets, 10_000, 150, 0)).toMatchObject({ firstVisible: 1, endVisible: 3, after: 0 })
    expect(windowOf(offsets, -50, 150, 0)).toMatchObject({ firstVisible: 0, endVisible: 2, before: 0 })
    expect(windowOf(offsetsOf([]), 0, 500, 5)).toMatchObject({ start: 0, end: 0, total: 0 })
  })

  it(
    'the rendered rows always cover the viewport and the padding adds up to the total',
    () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 400 }),
          fc.nat(100_000),
          fc.integer({ min: 1, max: 2000 }),
          fc.nat(10),
          (heights, scroll, viewport, overscan) => {
            const offsets = offsetsOf(heights)
            const win = windowOf(offsets, scroll, viewport, overscan)
            const rendered = heights.slice(win.start, win.end).reduce((a, b) => a + b, 0)
            expect(win.before + rendered + win.after).toBe(win.total)
            const top = Math.max(0, Math.min(scroll, win.total - viewport))
            expect(win.before).toBeLessThanOrEqual(top)
            expect(win.total - win.after).toBeGreaterThanOrEqual(Math.min(win.total, top + viewport))
          },
        ),
        propertyOptions(500),
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
