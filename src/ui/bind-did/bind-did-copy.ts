/**
 * The bind flow's words, kept in one place so views and tests agree. The step titles and texts, "OK" and
 * "Try Again" are those of docs/product.md §10.1, except the result's title and its button, which the project
 * words in plain English (§14.2: the kit's "Bind successfully" and "To authorize" are neither catalogue
 * strings nor requirements); the lines naming the Telegram account and the wallet, the warning and the
 * authorisation hint are the project's (the kit never says whose account a link binds).
 */
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
  unbindButton: 'Remove this binding',
  unbindHint: 'Already bound and no longer wanted? Remove the binding of this Telegram chat instead.',
  unbindSigningText: 'Confirm the signature in your wallet to remove the binding',
  unbindingTitle: 'Removing the binding',
  unbindingText: 'Waiting for telegram to remove the binding',
  unboundTitle: 'Binding removed',
  unboundText: 'This Telegram chat is no longer bound to your wallet.',
  invalidTitle: 'This link cannot be used',
  signingTitle: 'Waiting for signature',
  signingText: 'Confirm the signature in your wallet',
  bindingTitle: 'Waiting for binding',
  bindingText: 'Waiting for telegram to bind wallet',
  successTitle: 'Bound successfully',
  successText: 'The wallet has been successfully bound to Web3MQ Bot',
  ok: 'OK',
  toAuthorize: 'Authorize notifications',
  failureTitle: 'Bind failure',
  signatureErrorTitle: 'Signature error',
  tryAgain: 'Try Again',
  boundAs: (name: string) => `Bound as ${name}`,
  /** The link's account, said before any wallet step: the service can name it only once it is bound. */
  linkAccount: (telegramId: string) =>
    `This link binds the Telegram account with id ${telegramId} to your wallet.`,
  linkWarning:
    'The link decides which Telegram account is bound, and anyone can make a link with their own id. ' +
    'Continue only if the Web3MQ bot sent you this link in your own Telegram chat.',
  readyLine: (telegramId: string) => `Telegram account ${telegramId} will be bound to this wallet:`,
  boundLine: (telegramId: string, walletName: string, address: string) =>
    `Telegram account ${telegramId} is now bound to ${walletName} ${address}.`,
  authorizeHint:
    'Next, "Authorize notifications" lets the Web3MQ bot receive your message notifications and forward them to Telegram.',
  unsupported: (type: string) =>
    `Binding "${type}" is not supported. Only Telegram bots can be bound to a wallet here.`,
  sessionLoading: 'Checking your session…',
  missingValue: 'This link has no Telegram id to bind. Open the link the Web3MQ bot sent you again.',
} as const

export const titleFor = (type: string): string =>
  type === 'telegram' ? BIND_COPY.telegramTitle : BIND_COPY.didTitle
