/**
 * `npm run bench -- package`: what a dapp's bundle carries from `@w3mq/sdk`, per import, beside the network's
 * own SDK `@web3mq/client` 1.0.25 bundled the same way (scripts/package/sizes.ts: esbuild, browser,
 * minified, zlib gzip at its default level). Bytes, not time: one build gives the figures, and the size test
 * (tests/package/checks.package.ts) holds the budgets.
 */
import { buildSdk } from '../../scripts/package/build'
import { type Consumer, measure } from '../../scripts/package/sizes'
import type { BenchSuite } from '../harness'

const ROWS: readonly [Consumer, string][] = [
  ['chat', 'sign in, send and receive (initWeb3MQ, signInWithWallet, platformPorts)'],
  ['full', 'everything in @w3mq/sdk and @w3mq/sdk/platform'],
  ['wallets', '@w3mq/sdk/wallets'],
  ['starknet', '@w3mq/sdk/starknet'],
  ['dapp-connect', '@w3mq/sdk/dapp-connect'],
  ['e2e', '@w3mq/sdk/e2e'],
]

const kB = (bytes: number) => (bytes / 1000).toFixed(1)

export const packageSizeSuite: BenchSuite = {
  name: 'package',
  async run() {
    const sizes = await measure(await buildSdk(), [...ROWS.map(([name]) => name), 'official'])
    const official = sizes.official?.gzipped ?? Number.NaN
    console.log('\n## What a dapp bundles (kB, gzipped; minified in brackets)')
    console.log(
      `reference: @web3mq/client 1.0.25 whole, ${kB(official)} (${kB(sizes.official?.minified ?? 0)})`,
    )
    console.log('| import | ours | ratio to @web3mq/client |')
    console.log('| --- | ---: | ---: |')
    for (const [name, label] of ROWS) {
      const size = sizes[name]
      if (!size) continue
      console.log(
        `| ${label} | ${kB(size.gzipped)} (${kB(size.minified)}) | ${(size.gzipped / official).toFixed(2)}× |`,
      )
    }
  },
}
