/** Every word of chat images (docs/product.md §14.8). */
export const MEDIA_COPY = {
  attach: 'Attach image',
  /** The file picker's own name, for assistive technology. */
  chooseFile: 'Image file',
  preparing: 'Preparing the image…',
  attached: (width: number, height: number, size: string) => `Image to send, ${width}×${height}, ${size}`,
  caption: 'Caption (optional)',
  sendImage: 'Send image',
  remove: 'Remove image',
  /** The alt text of an image without a caption. */
  altFrom: (name: string) => `Image from ${name}`,
  open: (alt: string) => `Open image: ${alt}`,
  dialogTitle: 'Image',
} as const
