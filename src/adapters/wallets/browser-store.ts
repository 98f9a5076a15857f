/**
 * Which extension store a browser installs from, read from the user agent the way get-starknet's
 * Bowser mapping does (docs/product.md §11.3 step 6): Firefox → firefox, Edge → edge, the Chromium family
 * (Chrome, Chromium, Opera, Vivaldi, Electron, Android browser) → chrome, Safari → safari, else null.
 */
export type BrowserStore = 'chrome' | 'firefox' | 'edge' | 'safari'

// Order matters: Edge, Opera and Vivaldi also say "Chrome", and every Chromium UA also says "Safari".
const RULES: readonly [RegExp, BrowserStore][] = [
  [/\b(?:Firefox|FxiOS)\//, 'firefox'],
  [/\b(?:Edg|Edge|EdgA|EdgiOS)\//, 'edge'],
  [/\b(?:OPR|Opera|Vivaldi|Electron|Chromium|HeadlessChrome|Chrome|CriOS)\//, 'chrome'],
  [/\bAndroid\b.*\bVersion\/[\d.]+.*\bSafari\//, 'chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'safari'],
]

/** The store for this user agent, or null when no extension store applies (no install links then). */
export const detectBrowserStore = (userAgent: string | undefined): BrowserStore | null => {
  if (!userAgent) return null
  for (const [pattern, store] of RULES) if (pattern.test(userAgent)) return store
  return null
}
