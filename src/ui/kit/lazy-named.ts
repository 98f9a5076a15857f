/**
 * Screens and dialogs loaded on demand. Kept apart from the page list (app/lazy-pages.ts) so a page that
 * itself loads a dialog lazily does not import the list that imports it.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
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

/** React.lazy for a module whose component is a named export (the project has no default exports). */
export const lazyNamed = <P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> =>
  lazy(() => withChunkTimeout(load()).then((module) => ({ default: module[name] })))
