/**
 * Screens and dialogs loaded on demand. Kept apart from the page list (app/lazy-pages.ts) so a page that
 * itself loads a dialog lazily does not import the list that imports it.
 */
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'
import { CHUNK_LOAD_TIMEOUT_MS } from '../../domain/config'

/**
 * A chunk that has not arrived after the script chunk timeout (120 s, docs/product.md §9) counts as failed, so the
 * error screen offers a reload instead of a spinner that never ends.
 */
export const withChunkTimeout = <T>(load: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading the page timed out after ${ms / 1000} s`)), ms)
    load.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

/** Lazy screens whose load failed, each waiting to start afresh at the next `retryFailedChunks()`. */
const failedChunks = new Set<() => void>()

/**
 * Lets every lazy screen whose load failed load again on its next render. An error boundary calls this
 * before it shows its children again (e.g. when the node is back after an outage).
 */
export const retryFailedChunks = (): void => {
  if (failedChunks.size === 0) return
  dropFailedStylesheets()
  for (const renew of failedChunks) renew()
  failedChunks.clear()
}

/**
 * The bundler's preloader skips a stylesheet whose <link> is already in the page, even one that failed
 * (an outage): without this the screen would come back unstyled. A link with no sheet did not load.
 */
const dropFailedStylesheets = (): void => {
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    if (!link.sheet) link.remove()
  }
}

/**
 * React.lazy for a module whose component is a named export (the project has no default exports).
 * React.lazy keeps a failed load for good; this one starts afresh after `retryFailedChunks()`.
 */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> => {
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      withChunkTimeout(load()).then(
        (module) => ({ default: module[name] }),
        (error: unknown) => {
          failedChunks.add(renew)
          throw error
        },
      ),
    )
  let current = fresh()
  const renew = () => {
    current = fresh()
  }
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per screen at load.
  const Retrying = (props: P) => createElement(current, props)
  Retrying.displayName = `lazyNamed(${name})`
  return Retrying
}
