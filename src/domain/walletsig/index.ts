/** Wallet signature rules: Ethereum personal_sign (EIP-191) and Starknet typed data (docs/protocol.md §5.6, §6). */
export {
  addressOfPrivateKey,
  checksumAddress,
  personalMessageHash,
  recoverPersonalAddress,
  sameAddress,
  signPersonal,
  verifyPersonalSignature,
} from './eip191'
export { type StarknetSignature, signTypedMessage, verifyStarknetSignature } from './starknet'
export {
  encodeType,
  feltOf,
  type StarknetTypedData,
  shortString,
  starknetKeccak,
  starknetMessage,
  starknetSignHash,
  structHash,
  type TypedDataField,
  typedDataFor,
  typedDataHash,
} from './starknet-typed-data'
