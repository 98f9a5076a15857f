/** The inbox's order (docs/product.md §4): latest activity first, chats never active last, stable otherwise. */
import type { Channel } from '../../domain/messages'

export const byLatestActivity = (channels: readonly Channel[]): Channel[] =>
  channels
    .map((channel, index) => ({ channel, index }))
    .sort((a, b) => (b.channel.updatedAt ?? 0) - (a.channel.updatedAt ?? 0) || a.index - b.index)
    .map(({ channel }) => channel)
