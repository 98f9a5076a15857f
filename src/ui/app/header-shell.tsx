/**
 * The header as a first visit's page shows it before any script runs: rendered to HTML at build time
 * (vite.config.ts puts it into index.html) from the same frame the app renders, as the session is at
 * start ("Checking your session…"), with the light theme the page starts in (docs/product.md §2, §14.5).
 * Its controls (the theme switch, the narrow screen's "Menu") are disabled, so nothing pressed before the app
 * has loaded is taken and lost. Beside the session line wait, in templates, the signed-out account area and
 * the loading line, which the entry script shows on a visit it knows is signed out (shell-sign-in.ts).
 * React renders the live header in its place once the app has loaded. Build-time only: the app never
 * imports this module, so react-dom/server stays out of the bundle.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { HeaderFrame } from './HeaderFrame'
import { PageLoading } from './PageLoading'
import { SessionBusy } from './SessionBusy'
import { SignedOutAccount } from './SignedOutAccount'
import { SHELL_LOADING_ID, SHELL_SIGNED_OUT_ID } from './shell-sign-in'
import { ThemeSwitch } from './ThemeSwitch'
import { ThemeContext, type ThemeControl } from './use-theme'

/** The page starts light; a choice made before the app loaded is not known yet. */
const START_THEME: ThemeControl = { choice: 'light', setChoice: () => undefined }

/** The header's HTML at `/` (no link active: the shell is the same page for every path). */
export const headerShellHtml = (): string =>
  renderToStaticMarkup(
    <StaticRouter location="/">
      <ThemeContext.Provider value={START_THEME}>
        <HeaderFrame
          live={false}
          tools={
            <>
              <ThemeSwitch disabled />
              <SessionBusy view="starting" />
              {/* Shown by the entry script when the visit is signed out (shell-sign-in.ts). */}
              <template id={SHELL_SIGNED_OUT_ID}>
                <SignedOutAccount />
              </template>
              <template id={SHELL_LOADING_ID}>
                <PageLoading />
              </template>
            </>
          }
        />
      </ThemeContext.Provider>
    </StaticRouter>,
  )
