/**
 * Any unknown path (docs/product.md §2): the text "404" and nothing else — no header, no navigation. The heading
 * and main landmark carry it so the page is still well-formed for assistive technology.
 */
export const NotFoundPage = () => (
  <main>
    <h1>404</h1>
  </main>
)
