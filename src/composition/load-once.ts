/** A chunk's loader that loads on first ask, answers the same promise after, and loads again after a failure. */
export const loadOnce = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loaded: Promise<T> | undefined
  return () => {
    loaded ??= load().catch((error: unknown) => {
      // A chunk that failed to load (offline for a moment) is fetched again on the next ask.
      loaded = undefined
      throw error
    })
    return loaded
  }
}
