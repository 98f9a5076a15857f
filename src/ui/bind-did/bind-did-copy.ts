/** The bind flow's words (docs/product.md §10.1), kept in one place so views and tests agree. */
export const BIND_COPY = {
  telegramTitle: 'Bind Telegram Bot',
  didTitle: 'Bind Did',
  connectTitle: 'Connect your wallet',
  connectText: 'Sign in with your wallet to bind it to your Telegram account.',
  connectButton: 'Connect wallet',
  connectingTitle: 'Waiting to connect',
  connectingText: 'Confirm this connection in your wallet',
  connectErrorTitle: 'Error connecting',
  readyTitle: 'Wallet connection successful',
  bindButton: 'Bind wallet',
  signingTitle: 'Waiting for signature',
  signingText: 'Confirm the signature in your wallet',
  bindingTitle: 'Waiting for binding',
  bindingText: 'Waiting for telegram to bind wallet',
  successTitle: 'Bind successfully',
  successText: 'The wallet has been successfully bound to Web3MQ Bot',
  ok: 'OK',
  toAuthorize: 'To authorize',
  failureTitle: 'Bind failure',
  signatureErrorTitle: 'Signature error',
  tryAgain: 'Try Again',
  boundAs: (name: string) => `Bound as ${name}`,
  unsupported: (type: string) =>
    `Binding "${type}" is not supported. Only Telegram bots can be bound to a wallet here.`,
  sessionLoading: 'Checking your session…',
  missingValue: 'This link has no Telegram id to bind. Open the link the Web3MQ bot sent you again.',
} as const

export const titleFor = (type: string): string =>
  type === 'telegram' ? BIND_COPY.telegramTitle : BIND_COPY.didTitle
