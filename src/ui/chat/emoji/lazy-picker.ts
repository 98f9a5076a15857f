/**
 * The emoji picker as a chunk of its own (docs/product.md §14.5: the first visit does not pay for it): its
 * data and code are fetched when a picker first opens. Render it inside a Suspense boundary.
 */
import { lazyNamed } from '../../kit/lazy-named'
import type { EmojiPickerProps } from './EmojiPicker'

export const LazyEmojiPicker = lazyNamed<EmojiPickerProps, 'EmojiPicker'>(
  () => import('./EmojiPicker'),
  'EmojiPicker',
)
