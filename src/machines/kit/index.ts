/** What every machine shares: the missing-actor guard and the error-to-UI mapping. */
export { missing } from './missing'
export { toUiError, type UiError, type UiErrorFallback } from './ui-error'
export {
  emptyPaged,
  type FetchedPage,
  mergePaged,
  nextPage,
  type PagedList,
  pagedHasMore,
} from './paged-list'
