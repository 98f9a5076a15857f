/**
 * Whether a profile page shows the signed-in person's own profile (docs/product.md §10): opened without a did
 * (the page of "my profile"), or the profile read back is theirs. An own profile is edited, never followed.
 */
export const isOwnProfile = (requestedDid: unknown, profileUserid: string, myUserid: string): boolean =>
  requestedDid === undefined || profileUserid === myUserid
