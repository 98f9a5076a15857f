import { describe, expect, it } from 'vitest'
import { datePartsAt, formatDmy12, formatDmy24, formatYmd24, issuedAtParts } from './date-format'

const at = (y: number, mo: number, d: number, h: number, mi: number) => Date.UTC(y, mo - 1, d, h, mi, 42, 999)

describe('datePartsAt', () => {
  it('splits an instant at UTC and at positive and negative offsets', () => {
    const ts = 1700000000000 // 2023-11-14T22:13:20Z
    expect(datePartsAt(ts, 0)).toEqual({ year: 2023, month: 11, day: 14, hour: 22, minute: 13 })
    expect(datePartsAt(ts, 60)).toEqual({ year: 2023, month: 11, day: 14, hour: 23, minute: 13 })
    expect(datePartsAt(ts, 120)).toEqual({ year: 2023, month: 11, day: 15, hour: 0, minute: 13 })
    expect(datePartsAt(ts, 330)).toEqual({ year: 2023, month: 11, day: 15, hour: 3, minute: 43 })
    expect(datePartsAt(ts, -300)).toEqual({ year: 2023, month: 11, day: 14, hour: 17, minute: 13 })
  })

  it('crosses the year boundary', () => {
    expect(datePartsAt(at(2023, 12, 31, 23, 30), 60)).toEqual({
      year: 2024,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
    })
  })

  it('accepts either parts or an instant as IssuedAt', () => {
    const parts = { year: 2023, month: 1, day: 5, hour: 3, minute: 7 }
    expect(issuedAtParts(parts)).toBe(parts)
    expect(issuedAtParts({ now: at(2023, 1, 5, 2, 7), tzOffsetMinutes: 60 })).toEqual(parts)
  })
})

describe('formats', () => {
  it('renders midnight: 24-hour 00, 12-hour 12', () => {
    const p = datePartsAt(at(2023, 1, 5, 0, 7), 0)
    expect(formatDmy24(p)).toBe('05/01/2023 00:07')
    expect(formatDmy12(p)).toBe('05/01/2023 12:07')
    expect(formatYmd24(p)).toBe('2023/01/05 00:07')
  })

  it('renders noon as 12 on both clocks', () => {
    const p = datePartsAt(at(2023, 6, 30, 12, 0), 0)
    expect(formatDmy24(p)).toBe('30/06/2023 12:00')
    expect(formatDmy12(p)).toBe('30/06/2023 12:00')
    expect(formatYmd24(p)).toBe('2023/06/30 12:00')
  })

  it('renders 13:xx as 01 on the 12-hour clock, without am/pm', () => {
    const p = datePartsAt(at(2023, 12, 9, 13, 5), 0)
    expect(formatDmy24(p)).toBe('09/12/2023 13:05')
    expect(formatDmy12(p)).toBe('09/12/2023 01:05')
    expect(formatYmd24(p)).toBe('2023/12/09 13:05')
  })

  it('renders the protocol example 2023/01/05 03:07 and 23:59 at the end of the day', () => {
    expect(formatYmd24({ year: 2023, month: 1, day: 5, hour: 3, minute: 7 })).toBe('2023/01/05 03:07')
    const late = { year: 2024, month: 2, day: 29, hour: 23, minute: 59 }
    expect(formatDmy12(late)).toBe('29/02/2024 11:59')
    expect(formatDmy24(late)).toBe('29/02/2024 23:59')
  })
})
