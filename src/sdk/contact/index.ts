/** Contacts, follows and friend requests (docs/product.md §4, docs/protocol.md §4.4, §9.1, §9.3, §9.7). */
