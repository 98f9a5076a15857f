/** The dapp dialogs' words (docs/product.md §10.3). */
export const DAPP_COPY = {
  createTitle: 'Create dapp',
  createSubtitle: 'Register a dapp on Web3MQ. Its key pair signs the dapp’s own requests, such as topics.',
  manageTitle: 'My dapps',
  manageSubtitle: 'The dapps you created. Pick one to edit it.',
  dappId: 'Dapp id',
  dappIdHint: 'For example web3mq:im: letters, digits and : . _ -, no spaces. It cannot be changed later.',
  dappIdFixed: 'A dapp’s id cannot be changed after it is created.',
  counter: (count: string) => `${count} characters`,
  name: 'Name',
  description: 'Description',
  type: 'Type',
  domain: 'Domain (optional)',
  domainHint: 'Where the dapp is deployed, e.g. app.example.com',
  publicKey: 'Public key',
  keyPairTitle: 'Key pair',
  keyPairText:
    'The dapp needs an ed25519 key pair. The public key is sent; the private key never leaves this page.',
  generate: 'Generate key pair',
  regenerate: 'Generate a new key pair',
  download: 'Download KeyPairs',
  downloaded: 'KeyPairs file saved.',
  /** When the file saved earlier names another dapp id than the one typed or created (corrected since). */
  staleDownload: (old: string, created: string) =>
    `The KeyPairs file saved earlier names "${old}". Download it again for "${created}".`,
  /** The same while the dapp id field is empty. */
  staleDownloadNoId: (old: string) => `The KeyPairs file saved earlier names "${old}".`,
  keepKeyFile:
    'Keep the KeyPairs file safe: it holds the dapp’s private key, which Web3MQ never stores and cannot recover.',
  needKeyPair: 'Generate a key pair to create the dapp.',
  createButton: 'Create dapp',
  createdTitle: 'Dapp created',
  done: 'Done',
  saveButton: 'Save changes',
  saved: 'Changes saved.',
  back: 'Back to my dapps',
  edit: (name: string) => `Edit ${name}`,
  noDapps: 'You have not created a dapp yet.',
  loading: 'Loading your dapps…',
  retry: 'Try again',
} as const
