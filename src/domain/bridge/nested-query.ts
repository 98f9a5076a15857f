/**
 * Nested form fields (`a[b][0]=x`) as the v2 deep link uses them (docs/protocol.md §7.5). Serialising follows
 * DC-npm: brackets left unencoded, values percent-encoded. Parsing is lenient because every SDK wrote
 * its own variant: encoded keys (Flutter), `+` for spaces, empty segments, `[]` appends (Android).
 */

/** A parsed tree: strings at the leaves; containers whose keys are all indices become arrays. */
export type QueryTree = string | QueryTree[] | { [key: string]: QueryTree }

const pairsOf = (value: unknown, key: string, out: string[]): void => {
  if (value === undefined || value === null || typeof value === 'function') return
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) pairsOf(item, `${key}[${i}]`, out)
    return
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pairsOf(v, key ? `${key}[${k}]` : k, out)
    return
  }
  out.push(`${key}=${encodeURIComponent(String(value as string | number | boolean | bigint))}`)
}

/**
 * `key[sub][0]=value` pairs joined by `&`, in object insertion order. Undefined and null are left out
 * and empty arrays produce nothing, as `qs` does; keys are written as given.
 */
export const toNestedQuery = (value: object): string => {
  const out: string[] = []
  pairsOf(value, '', out)
  return out.join('&')
}

/** decodeURIComponent that reads `+` as a space and keeps malformed escapes as they are. */
export const decodeComponent = (text: string): string => {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

const KEY_RE = /^([^[\]]+)((?:\[[^[\]]*\])*)$/

/** `a[b][]` → ['a', 'b', ''], an unbracketed or odd key stays one segment. */
const segmentsOf = (key: string): string[] => {
  const match = KEY_RE.exec(key)
  if (!match) return [key]
  const rest = match[2] ?? ''
  return [match[1] ?? key, ...Array.from(rest.matchAll(/\[([^[\]]*)\]/g), (m) => m[1] ?? '')]
}

type Container = Map<string, Node>
type Node = string | Container

const insert = (root: Container, segments: readonly string[], value: string): void => {
  let node = root
  segments.forEach((raw, i) => {
    // `[]` appends: its index is the number of entries already present.
    const segment = raw === '' ? String(node.size) : raw
    if (i === segments.length - 1) {
      node.set(segment, value)
      return
    }
    const next = node.get(segment)
    const child: Container = next instanceof Map ? next : new Map()
    node.set(segment, child)
    node = child
  })
}

const INDEX_RE = /^(?:0|[1-9]\d*)$/

const toTree = (node: Node): QueryTree => {
  if (typeof node === 'string') return node
  const keys = [...node.keys()]
  if (keys.length > 0 && keys.every((k) => INDEX_RE.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => toTree(node.get(String(k)) as Node))
  }
  return Object.fromEntries(keys.map((k) => [k, toTree(node.get(k) as Node)]))
}

/**
 * Parses `a[b][0]=x&a[c]=y` into a tree of strings. Segments without `=` and empty keys are skipped; a
 * value may itself contain `=`. Later duplicates win. Never throws.
 */
export const parseNestedQuery = (query: string): { [key: string]: QueryTree } => {
  const root: Container = new Map()
  for (const part of query.split('&')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const key = decodeComponent(part.slice(0, eq)).trim()
    if (!key) continue
    insert(root, segmentsOf(key), decodeComponent(part.slice(eq + 1)))
  }
  const tree = toTree(root)
  return typeof tree === 'object' && !Array.isArray(tree) ? tree : {}
}
