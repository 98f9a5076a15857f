/** Puts text on the system clipboard. Rejects when the platform refuses (no permission, no fallback). */
export interface Clipboard {
  writeText(text: string): Promise<void>
}
