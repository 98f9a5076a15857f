/** CI entry of the layer rule: prints each violation and exits non-zero when there is any. */
import { checkTree } from './layers'

const violations = checkTree(process.cwd())
for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`)
if (violations.length > 0) {
  console.error(`\nlayer check: ${violations.length} violation(s)`)
  process.exit(1)
}
console.log('layer check: ok')
