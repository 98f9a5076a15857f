/** Wallet signature rules: Ethereum personal_sign (EIP-191) and Starknet typed data (docs/protocol.md §5.6, §6). */
