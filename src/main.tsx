import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { composeApp } from './composition'
import { App } from './ui/app/App'

// docs/product.md §2: the light theme is set on the page at start (the theme switch may change it later).
document.documentElement.dataset.theme = 'light'

const services = composeApp(import.meta.env, window.location.origin)
const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  )
}
