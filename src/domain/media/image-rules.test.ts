/** How a picture is sized for a chat (docs/product.md §14.8): scaled down within a side, never up. */
import { describe, expect, it } from 'vitest'
import { encodeAttempts, fitWithin, kilobytes, MAX_IMAGE_SIDE } from './image-rules'

describe('image sizing rules', () => {
  it('scales the longer side down to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, MAX_IMAGE_SIDE)).toEqual({ width: 1280, height: 960 })
    expect(fitWithin({ width: 1000, height: 3000 }, MAX_IMAGE_SIDE)).toEqual({ width: 427, height: 1280 })
  })

  it('never scales up, and keeps a sliver at least one pixel wide', () => {
    expect(fitWithin({ width: 640, height: 480 }, MAX_IMAGE_SIDE)).toEqual({ width: 640, height: 480 })
    expect(fitWithin({ width: 10_000, height: 2 }, 320)).toEqual({ width: 320, height: 1 })
  })

  it('refuses sides that are not positive whole numbers', () => {
    expect(() => fitWithin({ width: 0, height: 10 }, 320)).toThrow(RangeError)
    expect(() => fitWithin({ width: 10, height: Number.NaN }, 320)).toThrow(RangeError)
  })

  it('tries the full side at falling quality before smaller sides', () => {
    const attempts = encodeAttempts(1280)
    expect(attempts.slice(0, 4)).toEqual([
      { maxSide: 1280, quality: 0.85 },
      { maxSide: 1280, quality: 0.72 },
      { maxSide: 1280, quality: 0.6 },
      { maxSide: 960, quality: 0.85 },
    ])
    expect(attempts.at(-1)).toEqual({ maxSide: 640, quality: 0.6 })
  })

  it('says sizes in kB of 1,000, never 0', () => {
    expect(kilobytes(143_400)).toBe('143 kB')
    expect(kilobytes(12)).toBe('1 kB')
  })
})
