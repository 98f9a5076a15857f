/** The newest-first page of a list and the list's size, what a paged read answers. */
export interface Page<T> {
  items: T[]
  total: number
}

/** Which slice of a newest-first list a request wants. */
export interface PageWindow {
  offset: number
  limit: number
}
