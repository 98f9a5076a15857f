/** The words of the signed-out first screen (`/`, which is `/profile`; docs/product.md §14.10), in one place. */
export const firstScreenCopy = {
  title: 'Your profile',
  lead: 'Web3MQ is private messaging for wallet holders, on a decentralised network: your wallet is your account.',
  whatTitle: 'What you can do',
  features: [
    { name: 'Chat', text: 'one to one and in groups, live, with your history kept on this device.' },
    { name: 'Contacts and groups', text: 'follow people, send friend requests, create and run groups.' },
    { name: 'Notifications', text: 'friend requests, invitations and topics, even with the app closed.' },
    {
      name: 'Profile and bound ids',
      text: 'your name and picture, and a Telegram account bound to your wallet.',
    },
  ],
  startTitle: 'How to start',
  steps: {
    wallet: 'Connect a wallet: MetaMask, Argent X, Braavos or the Web3MQ app.',
    walletOnMock:
      'Connect a wallet: MetaMask, Argent X, Braavos, the Web3MQ app, or the dev wallet of this test node.',
    password:
      'Choose a password. A new wallet signs twice to make your keys; next time your password is all you need.',
  },
  connect: 'Connect wallet',
} as const
