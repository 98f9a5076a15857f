/** Time as the SDK sees it; tests drive it by hand. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Minutes east of UTC for local date rendering (UTC+1 → 60). */
  tzOffsetMinutes(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** Cryptographically strong random bytes. */
export interface Random {
  bytes(n: number): Uint8Array
}

/** Where SDK diagnostics go; response bodies are logged at debug level (docs/product.md §7). */
export interface Logger {
  debug(message: string, detail?: unknown): void
  info(message: string, detail?: unknown): void
  warn(message: string, detail?: unknown): void
  error(message: string, detail?: unknown): void
}

/** Offers a text file to the user ("KeyPairs" download). Rejects only if the platform cannot save. */
export interface FileSaver {
  saveText(filename: string, text: string): Promise<void>
}

/** Fetches a linked page's HTML for a preview (GET from the browser). Rejects on any failure; callers skip it. */
export interface PreviewFetcher {
  fetchHtml(url: string): Promise<string>
}
