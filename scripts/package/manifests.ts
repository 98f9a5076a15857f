/**
 * What each package is: its entries and the package.json written beside its build (docs/packages/sdk/README.md
 * "Entries"). Dependencies are not listed here: the build reads them from what the bundles import, with the
 * versions pinned in the repository's package.json, so a package never lacks one or carries one it does not use.
 */

export interface Entry {
  /** The subpath consumers import (`.` is the package itself). */
  subpath: string
  /** Source per condition; `default` always present. */
  sources: { default: string; node?: string; browser?: string }
  /** Built for Node only (the default), or for any platform (no Node built-in may reach it). */
  platform?: 'node' | 'neutral'
}

export interface PackageSpec {
  /** Folder under build/packages. */
  folder: string
  name: string
  version: string
  description: string
  keywords: readonly string[]
  entries: readonly Entry[]
  /** Imports that stay optional: installed by the dapp that uses the entry needing them. */
  optionalPeers: readonly string[]
  /** Files copied from the repository into the package, by their name in it. */
  docs: Readonly<Record<string, string>>
  bin?: Readonly<Record<string, string>>
}

export const SDK: PackageSpec = {
  folder: 'sdk',
  name: '@w3mq/sdk',
  version: '0.1.0',
  description:
    'Client SDK for the Web3MQ messaging network: wallet sign-in, chat with an outbox that loses nothing through cuts, contacts, groups, notifications, end-to-end encryption',
  keywords: ['web3mq', 'messaging', 'chat', 'wallet', 'web3', 'sdk'],
  entries: [
    { subpath: '.', sources: { default: 'src/sdk/index.ts' } },
    {
      subpath: './platform',
      sources: {
        default: 'src/package/platform-browser.ts',
        browser: 'src/package/platform-browser.ts',
        node: 'src/package/platform-node.ts',
      },
    },
    { subpath: './node', sources: { default: 'src/package/node.ts' } },
    { subpath: './wallets', sources: { default: 'src/package/wallets.ts' } },
    { subpath: './starknet', sources: { default: 'src/package/starknet.ts' } },
    { subpath: './dapp-connect', sources: { default: 'src/package/dapp-connect.ts' } },
    { subpath: './e2e', sources: { default: 'src/package/e2e.ts' } },
  ],
  // Each is needed by one optional entry only: Starknet discovery, the MLS engine. `ws` stays a dependency:
  // Node 20 has no WebSocket, and a browser bundle never reaches it (only the `node` condition imports it).
  optionalPeers: ['get-starknet-core', 'ts-mls'],
  docs: {
    'README.md': 'docs/packages/sdk/README.md',
    'CHANGELOG.md': 'docs/packages/sdk/CHANGELOG.md',
    'MIGRATION.md': 'docs/packages/sdk/MIGRATION.md',
  },
}

export const MOCK_NODE: PackageSpec = {
  folder: 'mock-node',
  name: '@w3mq/mock-node',
  version: '0.1.0',
  description:
    'A Web3MQ node on one machine for tests and development: the real REST and socket wire protocol, embedded storage, a devnet over NATS JetStream',
  keywords: ['web3mq', 'mock-server', 'testing', 'messaging'],
  entries: [
    { subpath: '.', sources: { default: 'mock-node/src/start.ts' } },
    // A browser test's page signs in with it too.
    { subpath: './test-wallet', sources: { default: 'mock-node/src/test-wallet.ts' }, platform: 'neutral' },
  ],
  // --tls without --cert/--key makes a certificate with selfsigned; everything else works without it.
  optionalPeers: ['selfsigned'],
  docs: {
    'README.md': 'docs/packages/mock-node/README.md',
    'CHANGELOG.md': 'docs/packages/mock-node/CHANGELOG.md',
  },
  bin: { 'w3mq-mock-node': './dist/cli.js' },
}
