/** The app itself, loaded by main.tsx once the static shell of index.html has painted. */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { composeApp } from './composition'
import { browserPlatform } from './composition/browser-platform'
import { readConfig } from './composition/config'
import { demoOffered, demoTabOf } from './composition/demo-tab'
import { App } from './ui/app/App'

export const boot = (root: HTMLElement): void => {
  // A tab opened as a demo person of the mock node keeps its keys to itself (composition/demo-tab.ts); a
  // build for a real node has no demo tab, whatever a link says.
  const offered = demoOffered(readConfig(import.meta.env, window.location.origin))
  const demoTab = offered ? demoTabOf(window) : undefined
  const services = composeApp(
    import.meta.env,
    window.location.origin,
    (config) => browserPlatform(config, demoTab),
    demoTab,
  )
  createRoot(root).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  )
}
