/**
 * Copied into the installed project and run there with Node (tests/package/install.package.ts): the chat of
 * ./chat.mjs, `@w3mq/sdk/platform` under its `node` condition, against the node the test started through its
 * bin. Prints one `RESULT {json}` line for the test to assert on.
 *
 * Usage: node node-chat.mjs <node url> <text>
 */
import { chat } from './chat.mjs'

const [nodeUrl, text] = process.argv.slice(2)
if (!nodeUrl || !text) {
  console.error('usage: node node-chat.mjs <node url> <text>')
  process.exit(2)
}

try {
  console.log(`RESULT ${JSON.stringify(await chat(nodeUrl, text))}`)
} catch (error) {
  console.error(`node-chat failed: ${error?.stack ?? error}`)
  process.exitCode = 1
}
// A socket left half open after a failure must not keep the process alive.
process.exit()
