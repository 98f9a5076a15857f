import { describe, expect, it } from 'vitest'
import { messageDateTime } from './message-time'

// 1700000000000 ms = 2023-11-14T22:13:20Z, the golden vector timestamp.
const T = 1_700_000_000_000

describe('messageDateTime', () => {
  it('renders UTC with offset 0', () => {
    expect(messageDateTime(T, 0)).toEqual({ date: '2023-11-14', time: '22:13' })
  })

  it('applies an offset in minutes east of UTC, crossing days', () => {
    expect(messageDateTime(T, 60)).toEqual({ date: '2023-11-14', time: '23:13' })
    expect(messageDateTime(T, 120)).toEqual({ date: '2023-11-15', time: '00:13' })
    expect(messageDateTime(T, 330)).toEqual({ date: '2023-11-15', time: '03:43' })
    expect(messageDateTime(T, -1380)).toEqual({ date: '2023-11-13', time: '23:13' })
  })

  it('zero pads months, days, hours and minutes', () => {
    expect(messageDateTime(Date.UTC(2024, 0, 5, 3, 7, 59), 0)).toEqual({ date: '2024-01-05', time: '03:07' })
    expect(messageDateTime(0, 0)).toEqual({ date: '1970-01-01', time: '00:00' })
  })

  it('gives empty strings for a non-finite instant or offset', () => {
    expect(messageDateTime(Number.NaN, 0)).toEqual({ date: '', time: '' })
    expect(messageDateTime(T, Number.POSITIVE_INFINITY)).toEqual({ date: '', time: '' })
  })
})
