/** What every machine shares: the missing-actor guard and the error-to-UI mapping. */
export { missing } from './missing'
export {
  emptyPaged,
  type FetchedPage,
  mergePaged,
  nextPage,
  type PagedList,
  pagedHasMore,
} from './paged-list'
export { type PromiseActors, promiseActors } from './promise-actors'
export { toUiError, type UiError, type UiErrorFallback } from './ui-error'
