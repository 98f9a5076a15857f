/**
 * How every devnet table is measured and shown: its variants in the same rounds, the order rotated from
 * round to round, each row the median of rounds with min–max, as the harness does.
 */
import { type Comparison, ROUNDS, spreadOf } from '../../harness'

export type Metrics = Record<string, number>

export interface Variant {
  name: string
  round: () => Promise<Metrics>
}

/** One warm-up of each variant, then `rounds` rounds of all, the order rotated by one each round. */
export const interleaved = async (
  variants: Variant[],
  rounds = ROUNDS,
): Promise<Map<string, Record<string, number[]>>> => {
  for (const variant of variants) await variant.round()
  const figures = new Map(variants.map((v) => [v.name, {} as Record<string, number[]>]))
  for (let i = 0; i < rounds; i++) {
    for (let j = 0; j < variants.length; j++) {
      const variant = variants[(i + j) % variants.length] as Variant
      const metrics = await variant.round()
      const into = figures.get(variant.name) as Record<string, number[]>
      for (const [key, value] of Object.entries(metrics)) {
        into[key] ??= []
        into[key].push(value)
      }
    }
  }
  return figures
}

export const comparison = (
  name: string,
  unit: string,
  ours: readonly number[],
  referenceName: string,
  reference: readonly number[],
): Comparison => {
  const mine = spreadOf([...ours])
  const theirs = spreadOf([...reference])
  return { name, unit, ours: mine, referenceName, reference: theirs, ratio: mine.median / theirs.median }
}

export const fmt = (values: readonly number[] | undefined, digits: number): string => {
  if (!values?.length) return '–'
  const s = spreadOf([...values])
  return `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}–${s.max.toFixed(digits)})`
}

export const get = (figures: Map<string, Record<string, number[]>>, variant: string, key: string): number[] =>
  figures.get(variant)?.[key] ?? []
