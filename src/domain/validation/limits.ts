/**
 * The lengths the contract accepts for what people type (`src/domain/contract` schemas), named once so a
 * form can show its limit and refuse before sending instead of the node answering with a schema error.
 */
export const Limits = {
  topicName: 100,
  publishTitle: 200,
  publishContent: 10_000,
  dappId: 100,
  dappName: 100,
  dappDescription: 1000,
  domain: 253,
  telegramId: 64,
} as const

/** The shortest password sign-up and reset accept (this project's rule: the network sets none, and a one-character password is no protection). */
export const PASSWORD_MIN = 8

/** "12/100": what a character counter shows. */
export const countText = (text: string, max: number): string => `${[...text].length}/${max}`

/** Too long for its field, counted in characters as people see them (not UTF-16 units). */
export const tooLong = (text: string, max: number): boolean => [...text].length > max
