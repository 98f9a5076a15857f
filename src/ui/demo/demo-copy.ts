/** The words of the mock node's demo (docs/product.md §14.10): the offer and the demo tab's notice. */
export const demoCopy = {
  offerTitle: 'Try a conversation on this test node',
  offerSignedOut: (person: string) =>
    `${person}, a demo person of this node, signs in in a separate new tab, and your tabs keep your own ` +
    `account. Connect your wallet here, then write to ${person} from Messages (“New chat”, search “${person}”).`,
  offerSignedIn: (person: string) =>
    `${person}, a demo person of this node, signs in in a separate new tab with your conversation open: ` +
    'write from one tab and answer from the other. Your tabs keep your own account.',
  offerLink: 'Try a demo conversation',
  signingIn: (person: string) => `Signing in as ${person}, a demo person of this test node…`,
  signedIn: (person: string) =>
    `This tab is ${person}, a demo person of this test node, with a dev wallet of its own. Your own account ` +
    'stays signed in in your other tabs.',
  unavailable: (person: string) =>
    `This tab was opened as ${person}, a demo person, but this node is not the bundled mock node: nothing was ` +
    'signed and no one is signed in here.',
  failed: (person: string, message: string) => `${person} could not be signed in: ${message}`,
  retry: 'Try again',
} as const
