import type { WalletOption } from '../../../src/machines/app/app-services'

const icon = (letter: string, colour: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/>` +
      `<text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`

/** A wallet the person used last time (listed first). */
export const METAMASK_LAST: WalletOption = {
  id: 'metamask',
  name: 'MetaMask',
  icon: icon('M', '#e2761b'),
  status: 'last',
  installLinks: [],
}

export const DAPP_CONNECT_INSTALLED: WalletOption = {
  id: 'dappConnect',
  name: 'Web3MQ',
  icon: icon('W', '#4338ca'),
  status: 'installed',
  installLinks: [],
}

/** Not installed: the link of this browser's store, as production builds it (docs/product.md §11.7). */
export const ARGENT_X_INSTALL: WalletOption = {
  id: 'argentX',
  name: 'Argent X',
  icon: icon('A', '#ff875b'),
  status: 'install',
  installLinks: [
    {
      browser: 'chrome',
      url: 'https://chrome.google.com/webstore/detail/argent-x-starknet-wallet/dlcobpjiigpikoobohmabehhmhfoodbb',
    },
  ],
}

export const BRAAVOS_INSTALL: WalletOption = {
  id: 'braavos',
  name: 'Braavos',
  icon: icon('B', '#1f2a44'),
  status: 'install',
  installLinks: [
    {
      browser: 'chrome',
      url: 'https://chrome.google.com/webstore/detail/braavos-wallet/jnlgamecbpmbajjfhmmmlhejkemejdma',
    },
  ],
}

/** The default list of fakeServices(): last used, installed, then two install entries. */
export const SAMPLE_WALLETS: readonly WalletOption[] = [
  METAMASK_LAST,
  DAPP_CONNECT_INSTALLED,
  ARGENT_X_INSTALL,
  BRAAVOS_INSTALL,
]
