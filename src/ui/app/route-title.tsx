import { type ReactNode, useEffect } from 'react'
import { type Params, useParams } from 'react-router-dom'

export const PRODUCT_NAME = 'Web3MQ'

export type TitleOf = string | ((params: Readonly<Params>) => string)

/** "<page> · Web3MQ": the page first, so tabs and history entries tell routes apart. */
export const tabTitle = (page: string): string => `${page} · ${PRODUCT_NAME}`

/** Sets the tab title for the route it wraps (from the route's params when given a function). */
export const RouteTitle = ({ title, children }: { title: TitleOf; children: ReactNode }) => {
  const params = useParams()
  const text = typeof title === 'string' ? title : title(params)
  useEffect(() => {
    document.title = tabTitle(text)
  }, [text])
  return children
}

/** Shorthand for a route element with its title. */
export const titled = (title: TitleOf, element: ReactNode) => <RouteTitle title={title}>{element}</RouteTitle>
