/**
 * Every endpoint's wire shape, pinned row by row against docs/protocol.md §4.4 and §4.5 (and §5.4, §5.5, §9 for
 * the wallet- and main-key-signed ones): method and path, the handler name a NodeError carries, the field the
 * signature travels in and the signed string's order, every field a node reads (the endpoint's params, then the
 * fields its signing rule adds), the legacy list shape a node writes, and the refusals it declares itself.
 * A peer node refuses a request that differs in any of these, so a change here is a protocol change.
 */
import { describe, expect, it } from 'vitest'
import {
  allEndpoints,
  didLookup,
  type Endpoint,
  refusalsOf,
  requestSchema,
  sessionSignContent,
  writeList,
} from '../index'

/** Fields whose value is their own name followed by ' + ', so a signed string reads like the docs' column. */
const named = new Proxy({}, { get: (_, key) => `${String(key)} + ` }) as Record<string, unknown>

const signing = (e: Endpoint): string => {
  const auth = e.auth
  if (auth.kind === 'session') {
    const plain = `${auth.field}: ${sessionSignContent(auth, named).slice(0, -3)}`
    return auth.hashed
      ? `${plain}; with ${auth.hashed.when}: sha256(${auth.hashed.parts.join(' + ')})`
      : plain
  }
  return auth.kind === 'wallet' ? `wallet: ${auth.content}` : auth.kind
}

/** One endpoint as a row: method path | name | signing | fields read | legacy list | own refusals. */
const row = (e: Endpoint): string =>
  [
    `${e.method} ${e.path}`,
    e.name,
    signing(e),
    Object.keys(requestSchema(e).def.shape).join(' '),
    e.list ? JSON.stringify(writeList(e.list, ['x'], 1)) : 'data',
    Object.entries(e.refusals)
      .map(([name, r]) => `${name} ${r.code}`)
      .join(', '),
  ].join(' | ')

const dapp = 'dapp_id dapp_type dapp_name dapp_description dapp_pubkey domain creator_id timestamp'
const dappSigned = 'creator_id + dapp_id + dapp_type + dapp_name + dapp_pubkey + domain + timestamp'
const registration =
  'userid did_type did_value did_pubkey did_signature signature_content pubkey_type pubkey_value nickname avatar_url timestamp testnet_access_key'
const walletProof = 'userid groupid did_type did_signature did_pubkey sign_content wallet_address timestamp'
const follow =
  'page size follow_status userid timestamp web3mq_user_signature | {"user_list":["x"],"total_count":1} | '
const result = '{"result":["x"],"total":1}'
const S = 'web3mq_signature'
const U = 'web3mq_user_signature'
const nftHash = 'with nfts: sha256(userid + groupid + permissions + nfts + timestamp)'

const expected = [
  `POST /api/user_register_v2/ | auth.register | wallet: signature_content | ${registration} avatar_base64 | data | conflict 409`,
  `POST /api/user_reset_password_v2/ | auth.resetPassword | wallet: signature_content | ${registration} | data | userNotFound 404, forbidden 403`,
  'POST /api/user_login_v2/ | auth.login | mainKey | userid did_type did_value login_signature signature_content main_pubkey pubkey_value pubkey_type timestamp pubkey_expired_timestamp | data | ',
  `GET /api/my_profile/ | user.profile | ${S}: userid + timestamp | userid timestamp ${S} | data | `,
  `POST /api/my_profile/ | user.updateProfile | ${S}: userid + timestamp | nickname avatar_url userid timestamp ${S} | data | `,
  `GET /api/users/search/ | user.search | ${S}: userid + keyword + timestamp | keyword page size userid timestamp ${S} | ${result} | `,
  'POST /api/get_user_info/ | user.info | none | did_type did_value timestamp | data | userNotFound 404',
  'GET /api/get_user_public_profile/ | user.publicProfile | none | did_type did_value timestamp my_userid | data | userNotFound 404',
  'GET /api/user_public_followers/ | user.publicFollowers | none | userid timestamp page size | {"user_list":["x"],"total_count":1} | userNotFound 404',
  'GET /api/user_public_following/ | user.publicFollowing | none | userid timestamp page size | {"user_list":["x"],"total_count":1} | userNotFound 404',
  `POST /api/get_user_binddids/ | user.bindDids | ${S}: userid + timestamp | userid timestamp ${S} | data | `,
  `POST /api/user_binddid/ | user.bindDid | ${S}: userid + did_type + did_value + timestamp | provider_id did_type did_value did_action did_content userid timestamp ${S} | data | notFound 404, forbidden 403`,
  `POST /api/dapp/user_auth_info/ | user.authInfo | ${U}: userid + dapp_id + timestamp | dapp_id userid timestamp ${U} | data | `,
  'POST /api/dapp/user_auth/ | user.auth | wallet: signature_content | userid dapp_id scopes timestamp signature_content did_signature did_type did_value did_pubkey auth_status | data | userNotFound 404, forbidden 403',
  `GET /api/chats/ | chat.list | ${S}: userid + timestamp | page size userid timestamp ${S} | ${result} | `,
  `POST /api/chats/ | chat.update | ${S}: userid + topic + topic_type + timestamp | chatid chat_type topic topic_type userid timestamp ${S} | data | forbidden 403`,
  `POST /api/get_new_messages/ | message.sync | ${U}: userid + sync_timestamp + timestamp | sync_timestamp userid timestamp ${U} | data | `,
  `GET /api/messages/history/ | message.history | ${S}: userid + topic + timestamp | topic page size userid timestamp ${S} | ${result} | forbidden 403`,
  `POST /api/messages/status/ | message.status | ${S}: userid + status + timestamp | topic messages status userid timestamp ${S} | data | `,
  `POST /api/send_message/ | message.send | ${U}: messageid + userid + content_topic + nodeid + timestamp | nodeid payload_type payload need_store cipher_suite content_topic messageid userid timestamp ${U} | data | forbidden 403, notFound 404`,
  'POST /api/following/ | contact.follow | wallet: sign_content | userid target_userid action did_type did_signature did_pubkey sign_content timestamp address content | data | userNotFound 404, forbidden 403',
  `GET /api/user_followers/ | contact.followers | ${U}: userid + timestamp | ${follow}`,
  `GET /api/user_following/ | contact.following | ${U}: userid + timestamp | ${follow}`,
  `GET /api/user_follow_contacts/ | contact.followContacts | ${U}: userid + timestamp | ${follow}`,
  `POST /api/contacts/add_friends/ | contact.addFriend | ${S}: userid + target_userid + content + timestamp | target_userid content userid timestamp ${S} | data | forbidden 403`,
  `GET /api/contacts/add_friends/ | contact.sentRequests | ${S}: userid + timestamp | page size userid timestamp ${S} | ${result} | `,
  `GET /api/contacts/friend_requests/ | contact.receivedRequests | ${S}: userid + timestamp | page size userid timestamp ${S} | ${result} | `,
  `POST /api/contacts/friend_requests/ | contact.handleRequest | ${S}: userid + action + target_userid + timestamp | target_userid action userid timestamp ${S} | data | notFound 404`,
  `GET /api/contacts/search/ | contact.search | ${S}: userid + keyword + timestamp | keyword page size userid timestamp ${S} | ${result} | `,
  `POST /api/publish_notification_to_followers/ | notify.publishToFollowers | ${U}: userid + title + timestamp | title content userid timestamp ${U} | data | `,
  `GET /api/notification/history/ | notify.history | ${S}: userid + topic + notice_type + timestamp | page size topic notice_type read_status userid timestamp ${S} | ${result} | `,
  `POST /api/notification/status/ | notify.status | ${S}: userid + status + timestamp | messages status userid timestamp ${S} | data | `,
  `POST /api/create_topic/ | topic.create | ${S}: userid + timestamp | topic_name userid timestamp ${S} | data | `,
  `POST /api/subscribe_topic/ | topic.subscribe | ${S}: userid + topicid + timestamp | topicid userid timestamp ${S} | data | notFound 404`,
  `POST /api/publish_topic_message/ | topic.publish | ${S}: userid + topicid + timestamp | topicid title content userid timestamp ${S} | data | notFound 404, forbidden 403`,
  `GET /api/my_create_topic_list/ | topic.myCreated | ${S}: userid + timestamp | page size userid timestamp ${S} | ["x"] | `,
  `GET /api/my_subscribe_topic_list/ | topic.mySubscribed | ${S}: userid + timestamp | page size userid timestamp ${S} | ["x"] | `,
  `POST /api/groups/ | group.create | ${S}: userid + groupid + timestamp; ${nftHash} | group_name groupid avatar_url avatar_base64 permissions nfts userid timestamp ${S} version payload_hash | data | conflict 409`,
  `GET /api/groups/ | group.list | ${S}: userid + timestamp | page size userid timestamp ${S} | ${result} | `,
  `GET /api/group_members/ | group.members | ${S}: userid + groupid + timestamp | groupid page size userid timestamp ${S} | {"result":["x"],"total":1,"total_count":1} | notFound 404, forbidden 403`,
  `POST /api/group_invitation/ | group.invite | ${S}: userid + groupid + timestamp | groupid members userid timestamp ${S} | data | notFound 404, forbidden 403`,
  `POST /api/user_join_group/ | group.join | ${U}: userid + groupid + timestamp | groupid userid timestamp ${U} | data | notFound 404, forbidden 403`,
  `POST /api/group/user_join_request/ | group.joinRequest | wallet: sign_content | ${walletProof} request_reason | data | userNotFound 404, notFound 404, conflict 409, forbidden 403`,
  `POST /api/group/approve_join_request/ | group.approveJoinRequest | wallet: sign_content | ${walletProof} request_userid status reason | data | userNotFound 404, notFound 404, forbidden 403`,
  `POST /api/quit_group/ | group.quit | ${U}: userid + groupid + timestamp | groupid userid timestamp ${U} | data | notFound 404, forbidden 403`,
  `POST /api/groups/info/ | group.info | ${U}: userid + timestamp | groupid_list userid timestamp ${U} | {"data_list":["x"],"total_count":1} | `,
  `GET /api/get_group_permissions/ | group.permissions | ${U}: userid + groupid + timestamp | groupid userid timestamp ${U} | data | notFound 404`,
  `POST /api/update_group_permissions/ | group.updatePermissions | ${U}: userid + groupid + timestamp; ${nftHash} | groupid permissions nfts userid timestamp ${U} version payload_hash | data | notFound 404, forbidden 403`,
  `GET /api/get_user_permissions/ | permission.get | ${U}: userid + timestamp | userid timestamp ${U} | data | `,
  `POST /api/get_target_user_permissions/ | permission.target | ${U}: userid + target_userid + timestamp | target_userid userid timestamp ${U} | data | `,
  `POST /api/update_user_permissions/ | permission.update | ${U}: userid + permissions + timestamp | permissions userid timestamp ${U} | data | `,
  `POST /api/create_dapp/ | dapp.create | ${U}: ${dappSigned} | ${dapp} ${U} | data | conflict 409`,
  `POST /api/update_dapp/ | dapp.update | ${U}: ${dappSigned} | ${dapp} ${U} | data | notFound 404, forbidden 403`,
  `GET /api/my_create_dapps/ | dapp.myCreated | ${U}: creator_id + timestamp | creator_id timestamp ${U} | {"data_list":["x"],"total_count":1} | `,
  'GET /api/server-list/ | discovery.serverList | none |  | data | ',
  'GET /api/ping/ | discovery.ping | none |  | data | ',
  'GET /api/nodeinfo/ | discovery.nodeInfo | none |  | data | ',
  'POST /api/bots/bind_did/ | bind.telegram | wallet: sign_content | userid did_signature did_type did_value did_pubkey timestamp sign_content bind_type bind_action bind_value bind_name | data | userNotFound 404, forbidden 403, notFound 404',
  `POST /api/user/key_package/ | e2e.publishKeyPackages | ${U}: userid + device_id + device_credential + key_packages + last_resort_key_package + timestamp | device_id device_credential key_packages last_resort_key_package userid timestamp ${U} | data | invalidCertificate 400, tooManyDevices 409`,
  `POST /api/user/key_package/claim/ | e2e.claimKeyPackages | ${U}: userid + target_userid + timestamp | target_userid userid timestamp ${U} | data | `,
  `GET /api/user/e2e_devices/ | e2e.devices | ${U}: userid + target_userid + timestamp | target_userid userid timestamp ${U} | data | `,
  `POST /api/user/key_package/revoke/ | e2e.revokeDevice | ${U}: userid + device_id + timestamp | device_id userid timestamp ${U} | data | deviceNotFound 404`,
  `POST /api/user/e2e_epoch/ | e2e.claimEpoch | ${U}: userid + group_id + epoch + commit_ref + timestamp | group_id epoch commit_ref userid timestamp ${U} | data | forbidden 403`,
  `GET /api/user/e2e_epoch/ | e2e.readEpochClaim | ${U}: userid + group_id + epoch + timestamp | group_id epoch userid timestamp ${U} | data | forbidden 403`,
  // The Web Push channel (§4.6).
  `GET /api/webpush/server_key/ | webpush.serverKey | none |  | data | `,
  `POST /api/webpush/subscribe/ | webpush.subscribe | ${U}: userid + endpoint + p256dh + auth + timestamp | endpoint p256dh auth userid timestamp ${U} | data | notAuthorized 403, invalidSubscription 400, tooManySubscriptions 409`,
  `POST /api/webpush/unsubscribe/ | webpush.unsubscribe | ${U}: userid + endpoint + timestamp | endpoint userid timestamp ${U} | data | subscriptionNotFound 404`,
  `GET /api/webpush/rules/ | webpush.rules | ${U}: userid + timestamp | userid timestamp ${U} | data | `,
  `POST /api/webpush/rules/update/ | webpush.setRules | ${U}: userid + sources + muted + quiet_from + quiet_to + time_zone + timestamp | sources muted quiet_from quiet_to time_zone userid timestamp ${U} | data | `,
  // Finding and leaving topics (§4.7).
  `GET /api/topics/search/ | topic.search | ${S}: userid + keyword + timestamp | keyword page size userid timestamp ${S} | ${result} | `,
  `POST /api/unsubscribe_topic/ | topic.unsubscribe | ${S}: userid + topicid + timestamp | topicid userid timestamp ${S} | data | topicNotFound 404, notSubscribed 409`,
]

describe('the endpoint catalogue on the wire (docs/protocol.md §4.4)', () => {
  it('gives every endpoint the method, path, signature field, signed order, fields and list shape of the table', () => {
    expect(allEndpoints.map(row)).toEqual(expected)
  })

  it('sends only the Telegram binding to the bind service, outside the node (docs/protocol.md §9.5)', () => {
    const elsewhere = allEndpoints.filter((e) => (e.service ?? 'node') !== 'node')
    expect(elsewhere.map((e) => `${e.name} ${e.service}`)).toEqual(['bind.telegram bindService'])
  })

  it('declares as the total key of each legacy list the key a node writes it under (docs/protocol.md §4.2)', () => {
    for (const e of allEndpoints) {
      if (!e.list || e.list.items === 'array') continue
      expect(Object.keys(writeList(e.list, [], 0) as object), e.name).toContain(e.list.total)
    }
  })

  it('says what each declared refusal means, for a reader of the contract', () => {
    for (const source of [...allEndpoints, didLookup])
      for (const [name, refusal] of Object.entries(refusalsOf(source)))
        expect(refusal.meaning.length, `${name} ${refusal.code}`).toBeGreaterThan(10)
  })
})
