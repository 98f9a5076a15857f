/**
 * The demo people of the mock node (README "Try it", mock-node/src/seed.ts): who they are and the password
 * each signs up with. Their wallets follow one rule (./demo-wallet.ts). Kept apart from it, with no import,
 * so the first page can recognise a demo tab without loading any hashing code (docs/product.md §14.5).
 */

/** The people `--seed` registers, in the order it registers them. */
export const DEMO_PEOPLE = ['Alice', 'Bob'] as const
export type DemoPerson = (typeof DEMO_PEOPLE)[number]

/** The password every demo person signs up with. */
export const DEMO_PASSWORD = 'demo1234'

/** The demo person a link names ("bob", " Bob "), or undefined for anyone else. */
export const demoPersonNamed = (value: string | null | undefined): DemoPerson | undefined => {
  const wanted = value?.trim().toLowerCase()
  return DEMO_PEOPLE.find((name) => name.toLowerCase() === wanted)
}
