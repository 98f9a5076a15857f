// Type-only stand-in for `abi-wan-kanabi-v1`, which the official SDK's nested starknet 5.x names in its typings.
// That package ships TypeScript sources that fail this project's strict compiler settings (skipLibCheck covers
// only .d.ts), so tsconfig.json maps the name here for type checking; nothing imports it at run time.
export type Abi = readonly unknown[]
export type TypedContract<TAbi extends Abi> = { readonly abi: TAbi } & Record<string, unknown>
