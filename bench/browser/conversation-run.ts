/** `npx tsx bench/browser/conversation-run.ts`: the conversation scenario alone (see conversation.ts). */
import { rmSync } from 'node:fs'
import { conversationBench } from './conversation'
import { launch } from './measure'
import { buildAppDir } from './pages'

const dir = await buildAppDir()
const browser = await launch()
try {
  console.log(`Chromium ${browser.version()}`)
  await conversationBench(browser, dir)
} finally {
  await browser.close()
  rmSync(dir, { recursive: true, force: true })
}
