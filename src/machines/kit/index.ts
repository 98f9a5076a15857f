/** What every machine shares: the missing-actor guard and the error-to-UI mapping. */
export { missing } from './missing'
export {
  emptyPaged,
  type FetchedPage,
  LIST_PAGE_SIZE,
  mergePaged,
  nextPage,
  type PagedList,
  pagedHasMore,
} from './paged-list'
export { type PromiseActors, promiseActors } from './promise-actors'
export { MachineCode, toUiError, type UiError, type UiErrorCode, type UiErrorFallback } from './ui-error'
export { fromWatch, missingWatch, type Watch, type WatchLogic } from './watch'
