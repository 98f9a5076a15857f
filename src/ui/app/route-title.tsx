import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import { type Params, useParams } from 'react-router-dom'
import { useAppServices } from './services-context'

export const PRODUCT_NAME = 'Web3MQ'

export type TitleOf = string | ((params: Readonly<Params>) => string)

/** The count a title shows: the header badge's (docs/product.md §14.10), "99+" past 99. */
const countText = (unread: number): string => (unread > 99 ? '99+' : String(unread))

/**
 * "<page> · Web3MQ": the page first, so tabs and history entries tell routes apart. With unread messages it
 * starts with their count, "(3) Messages · Web3MQ", so a tab in the background says something arrived.
 */
export const tabTitle = (page: string, unread = 0): string =>
  `${unread > 0 ? `(${countText(unread)}) ` : ''}${page} · ${PRODUCT_NAME}`

const noChats = { total: () => 0, subscribe: () => () => undefined }

/**
 * Sets the tab title for the route it wraps (from the route's params when given a function), with the unread
 * total of the signed-in person's chats, the same store as the header's badge: it follows every change.
 */
export const RouteTitle = ({ title, children }: { title: TitleOf; children: ReactNode }) => {
  const params = useParams()
  const text = typeof title === 'string' ? title : title(params)
  const unread = useAppServices().chat?.unread ?? noChats
  const total = useSyncExternalStore(unread.subscribe, unread.total, unread.total)
  useEffect(() => {
    document.title = tabTitle(text, total)
  }, [text, total])
  return children
}

/** Shorthand for a route element with its title. */
export const titled = (title: TitleOf, element: ReactNode) => <RouteTitle title={title}>{element}</RouteTitle>
