import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

// Composition root: later issues build the adapters here and hand them inward.
document.documentElement.dataset.theme = 'light'
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>Web3MQ</h1>
      </main>
    </StrictMode>,
  )
}
