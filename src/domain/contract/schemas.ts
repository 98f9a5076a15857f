/**
 * Field and entity schemas shared by endpoints. Entities are loose objects: a real node may add fields,
 * and a client must not break when it does. Numbers are coerced because GET parameters arrive as strings
 * and some SDKs send numeric fields as strings.
 */
import * as z from 'zod/mini'
import { GROUP_JOIN_PERMISSION, GROUP_JOIN_VALUES, GroupJoinValue } from './group-join'

export const str = z.string()
export const optStr = z.optional(z.string())
/** Milliseconds or a count; accepts numeric strings (query strings, lenient SDKs). */
export const num = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((v) => Number(v)),
)
export const optNum = z.optional(num)
export const paging = { page: optNum, size: optNum }
/** A list of strings that also accepts the repeated-key form of a query string. */
export const strList = z.array(z.string())

export const didType = z.string().check(z.minLength(1), z.maxLength(64))
export const didValue = z.string().check(z.minLength(1), z.maxLength(300))

export const profileSchema = z.looseObject({
  userid: str,
  wallet_address: optStr,
  wallet_type: optStr,
  nickname: optStr,
  avatar_url: optStr,
})

export const bindDidEntrySchema = z.looseObject({
  did_type: optStr,
  did_value: optStr,
  provider_id: optStr,
  bind_type: optStr,
  bind_value: optStr,
  bind_name: optStr,
  metadata: z.optional(z.unknown()),
})

export const publicProfileSchema = z.looseObject({
  userid: str,
  nickname: optStr,
  avatar_url: optStr,
  wallet_address: optStr,
  wallet_type: optStr,
  is_my_following: z.optional(z.boolean()),
  stats: z.optional(z.looseObject({ total_followers: num, total_following: num })),
  bind_did_list: z.optional(z.array(bindDidEntrySchema)),
  timestamp: optNum,
})

export const userInfoSchema = z.looseObject({
  userid: str,
  did_type: optStr,
  did_value: optStr,
  pubkey: optStr,
  pubkey_type: optStr,
  wallet_address: optStr,
  wallet_type: optStr,
  main_pubkey: optStr,
  /**
   * The wallet's attestation of the main key: the text and signature of the user's last registration or
   * password reset, and that request's timestamp (docs/protocol.md §3.10 "Identity", §5.4).
   */
  signature_content: optStr,
  did_signature: optStr,
  /** The Stark key a Starknet user registered; absent for Ethereum wallets. */
  did_pubkey: optStr,
  timestamp: optNum,
})

export const contactSchema = z.looseObject({
  userid: str,
  follow_status: optStr,
  nickname: optStr,
  avatar_url: optStr,
  wallet_address: optStr,
  wallet_type: optStr,
  permissions: z.optional(z.unknown()),
})

export const channelSchema = z.looseObject({
  topic: optStr,
  topic_type: optStr,
  chatid: str,
  chat_type: str,
  chat_name: optStr,
  avatar_url: optStr,
  avatar_base64: optStr,
  timestamp: optNum,
})

export const messageStatusSchema = z.looseObject({ status: str, timestamp: optNum })

export const historyItemSchema = z.looseObject({
  messageid: str,
  from: str,
  topic: str,
  from_sign: optStr,
  cipher_suite: str,
  payload_type: optStr,
  payload: str,
  timestamp: num,
  version: optNum,
  message_status: z.optional(messageStatusSchema),
})

/** A history item's own fields, apart from its per-reader status: what a node stores and a client shows. */
export type HistoryItemField =
  | 'messageid'
  | 'from'
  | 'topic'
  | 'from_sign'
  | 'cipher_suite'
  | 'payload_type'
  | 'payload'
  | 'timestamp'
  | 'version'

export const notificationPayloadSchema = z.looseObject({
  title: optStr,
  content: optStr,
  type: optStr,
  version: optNum,
  timestamp: optNum,
  come_from: optStr,
  metadata: z.optional(z.unknown()),
})

export const notificationItemSchema = z.looseObject({
  messageid: str,
  from: optStr,
  topic: optStr,
  from_sign: optStr,
  cipher_suite: optStr,
  payload_type: optStr,
  payload: notificationPayloadSchema,
  timestamp: num,
  version: optNum,
  read: z.optional(z.boolean()),
})

export const topicSchema = z.looseObject({ topicid: str, topic_name: optStr, create_at: optNum })

export const groupSchema = z.looseObject({
  groupid: str,
  group_name: optStr,
  avatar_url: optStr,
  avatar_base64: optStr,
  creator_id: optStr,
  is_group_member: z.optional(z.boolean()),
})

export const dappSchema = z.looseObject({
  dapp_id: str,
  dapp_name: optStr,
  dapp_type: optStr,
  dapp_description: optStr,
  dapp_pubkey: optStr,
  domain: optStr,
  creator_id: optStr,
  create_at: optNum,
})

export const authInfoSchema = z.looseObject({
  auth_status: num,
  create_at: optNum,
  dapp_id: str,
  scopes: z.optional(z.record(z.string(), z.string())),
  userid: str,
})

/** `{type: "enum", value}` permission values, keyed by permission name. */
export const permissionsSchema = z.record(z.string(), z.looseObject({ type: str, value: z.unknown() }))

/** `get_user_permissions`: the caller's permissions under `permissions`, where the official clients read them. */
export const userPermissionsSchema = z.looseObject({ permissions: permissionsSchema })

/**
 * `get_target_user_permissions`: whose permissions, the permissions, and the caller's relation to them,
 * spelled as in contact lists (`following`, `follower`, `follow_each`; `''` for none: docs/protocol.md §4.4
 * "Permissions"). Read as any string: the official types name only three values, and a real node's word for
 * "none" must not make the permissions unreadable.
 */
export const targetPermissionsSchema = z.looseObject({
  target_userid: str,
  permissions: permissionsSchema,
  follow_status: str,
})

/** The user permission that says who may send the user direct messages (docs/protocol.md §4.4 "Permissions"). */
export const USER_CHAT_PERMISSION = 'user:chat'

/**
 * The values of `user:chat`, read from the recipient's side: anyone; their followers; the people they
 * follow; their contacts (docs/product.md [P3.22]: `follow_each`, a mutual contact).
 */
export const UserChat = {
  public: 'public',
  follower: 'follower',
  following: 'following',
  friends: 'friends',
} as const

export type UserChat = (typeof UserChat)[keyof typeof UserChat]

/** The `group:join` values as the contract's enum (`group-join.ts`). */
export const groupJoinSchema = z.enum(GROUP_JOIN_VALUES)
export type GroupJoin = z.output<typeof groupJoinSchema>

/**
 * A group's `group:join` entry as a node answers it. A text this client does not know is read as invite-only,
 * the safe side (nobody is shown a way in the group may not offer); no text at all is '', which readers take
 * as the default, `public`.
 */
const groupJoinEntrySchema = z.looseObject({
  type: str,
  value: z.pipe(
    z.unknown(),
    z.transform((value): GroupJoin | '' => {
      if (typeof value !== 'string' || value === '') return ''
      const read = groupJoinSchema.safeParse(value)
      return read.success ? read.data : GroupJoinValue.invite
    }),
  ),
})

/** A group's permissions: `group:join` by the enum, any other permission as a plain entry. */
const groupPermissionMapSchema = z.catchall(
  z.looseObject({ [GROUP_JOIN_PERMISSION]: z.optional(groupJoinEntrySchema) }),
  z.looseObject({ type: str, value: z.unknown() }),
)

/**
 * An NFT that admits to an NFT-gated group, e.g. `{chain_type: "eth", contract: "0x…"}`. Kept as a record so
 * the node reads the keys in the order they were sent: the NFT variant hashes their JSON text.
 */
export const nftSchema = z
  .record(z.string(), z.unknown())
  .check(z.refine((nft) => typeof nft.contract === 'string', 'an NFT needs a contract'))

/** A group's permissions as `get_group_permissions` answers them, with its NFTs when it is NFT-gated. */
export const groupPermissionsSchema = z.looseObject({
  groupid: str,
  permissions: groupPermissionMapSchema,
  nfts: z.optional(z.array(nftSchema)),
})

export const registeredSchema = z.looseObject({ userid: str, did_type: str, did_value: str })

export const serverSchema = z.looseObject({ endpoint: str })

export type Profile = z.output<typeof profileSchema>
export type PublicProfile = z.output<typeof publicProfileSchema>
export type BindDidEntry = z.output<typeof bindDidEntrySchema>
export type Contact = z.output<typeof contactSchema>
export type NotificationItem = z.output<typeof notificationItemSchema>
export type Topic = z.output<typeof topicSchema>
export type Group = z.output<typeof groupSchema>
export type Nft = z.output<typeof nftSchema>
export type Dapp = z.output<typeof dappSchema>
export type AuthInfo = z.output<typeof authInfoSchema>
export type Permissions = z.output<typeof permissionsSchema>
export type ServerEntry = z.output<typeof serverSchema>

/** A 32-byte key as 64 hex characters. */
export const hexKey = z.string().check(z.regex(/^[0-9a-fA-F]{64}$/))
