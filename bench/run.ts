/** `npm run bench [suite…]`: runs every suite (or the named ones) and prints figures with ratios. */
import type { BenchSuite } from './harness'
import { suites } from './suites'

const wanted = process.argv.slice(2)
const selected: BenchSuite[] = wanted.length ? suites.filter((s) => wanted.includes(s.name)) : suites
console.log(`node ${process.version}, ${process.platform}/${process.arch}`)
for (const suite of selected) await suite.run()
