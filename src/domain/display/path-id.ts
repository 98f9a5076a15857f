/**
 * Turns a path-like id into `last@secondToLast` (docs/product.md §2), e.g. `a/b/c` → `c@b`.
 * Empty segments are ignored, so leading, trailing and doubled slashes change nothing
 * (`/a/b/c/` → `c@b`). One segment is returned alone (`a` → `a`, `/a/` → `a`); no segment gives ''.
 */
export const pathId = (id: string): string => {
  const segments = id.split('/').filter((segment) => segment !== '')
  const last = segments.at(-1)
  const previous = segments.at(-2)
  if (last === undefined) return ''
  return previous === undefined ? last : `${last}@${previous}`
}
