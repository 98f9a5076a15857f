/** The bell of "Subscription management" (docs/product.md §2); decorative, the text next to it names the link. */
export const BellIcon = () => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none">
    <path
      d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
    <path d="M10 20a2 2 0 0 0 4 0" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
)
