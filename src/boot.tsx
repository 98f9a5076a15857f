/** The app itself, loaded by main.tsx once the static shell of index.html has painted. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { composeApp } from './composition'
import { App } from './ui/app/App'

export const boot = (root: HTMLElement): void => {
  const services = composeApp(import.meta.env, window.location.origin)
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  )
}
