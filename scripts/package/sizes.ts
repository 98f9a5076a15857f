/**
 * What a dapp's bundle carries from the SDK: each import below is bundled from the built package the way a
 * dapp's bundler would (esbuild, browser, minified, the package's `exports` and `sideEffects: false`) and
 * gzipped with zlib's default level. The size test holds the budgets; `npm run bench -- package` prints the
 * same figures beside the network's own SDK, `@web3mq/client` 1.0.25, bundled the same way.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** A dapp's code per figure: the import it writes and the least use that keeps what it needs. */
const CONSUMERS = {
  /** Sign in, open the socket, send and receive one chat message. */
  chat: `import { initWeb3MQ, signInWithWallet } from '@w3mq/sdk'
import { platformPorts } from '@w3mq/sdk/platform'
export const chat = async (signer, to) => {
  const web3mq = await initWeb3MQ({ connectUrl: location.origin }, platformPorts())
  const { userid, keys } = await signInWithWallet(web3mq.auth, { signer, password: 'p' })
  const client = web3mq.createClient({ PrivateKey: keys.TempPrivateKey, PublicKey: keys.TempPublicKey, userid })
  client.events.on('message.getList', () => {})
  await client.connect()
  await client.message.sendMessage('hello', to)
}`,
  /** Everything the core entry and the platform offer. */
  full: `export * from '@w3mq/sdk'
export * from '@w3mq/sdk/platform'`,
  wallets: `export * from '@w3mq/sdk/wallets'`,
  starknet: `export * from '@w3mq/sdk/starknet'`,
  'dapp-connect': `export * from '@w3mq/sdk/dapp-connect'`,
  e2e: `export * from '@w3mq/sdk/e2e'`,
  /** The network's own SDK, whole: its one entry is a UMD file that cannot be shaken. */
  official: `export * from '@web3mq/client'`,
} as const

export type Consumer = keyof typeof CONSUMERS

interface Measured {
  minified: number
  gzipped: number
}

/**
 * Bundles each consumer against the package at `packageDir` from a scratch folder beside it, where
 * `node_modules/@w3mq/sdk` links to the package and everything else resolves from the repository's install.
 */
export const measure = async (
  packageDir: string,
  which: readonly Consumer[],
): Promise<Record<string, Measured>> => {
  const scratch = join(dirname(packageDir), '.consumer')
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(join(scratch, 'node_modules/@w3mq'), { recursive: true })
  symlinkSync(packageDir, join(scratch, 'node_modules/@w3mq/sdk'), 'dir')
  const sizes: Record<string, Measured> = {}
  try {
    for (const name of which) {
      const entry = join(scratch, `${name}.js`)
      writeFileSync(entry, CONSUMERS[name])
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        logLevel: 'error',
        // The official UMD file reads Node's `global`, which its own docs have bundlers define.
        define: { global: 'globalThis' },
      })
      const code = result.outputFiles[0]?.contents ?? new Uint8Array()
      sizes[name] = { minified: code.byteLength, gzipped: gzipSync(code).byteLength }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return sizes
}
