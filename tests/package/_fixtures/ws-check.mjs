/**
 * Copied into the installed project and run there with Node (tests/package/install.package.ts): which files
 * of the `ws` package are loaded after importing the SDK's core, then after its Node platform entry.
 * `ws` is needed only by the Node socket (docs/packages/sdk/README.md "Entries"), so the
 * core must load none of it. `ws` is CommonJS: every file of it Node loads, even through an ESM import,
 * lands in the CommonJS cache. The second reading is the control: it proves the check sees `ws` when
 * something does load it. Prints one `RESULT {json}` line.
 */
import { createRequire } from 'node:module'

const cache = createRequire(import.meta.url).cache
const wsFiles = () => Object.keys(cache).filter((path) => /[\\/]node_modules[\\/]ws[\\/]/.test(path))

const core = await import('@w3mq/sdk')
const afterCore = wsFiles()
const platform = await import('@w3mq/sdk/platform')
const afterPlatform = wsFiles()

console.log(
  `RESULT ${JSON.stringify({
    coreExports: typeof core.initWeb3MQ,
    platformExports: typeof platform.platformPorts,
    afterCore,
    afterPlatform,
  })}`,
)
