/**
 * What this device missed while no app of its user was open (docs/protocol.md §3.10 "Away"). A Welcome or a
 * commit is state, not a row: one that reached the node while no tab of this device listened, or while a page
 * was leaving before it had applied it, would keep the device out of a group for good, since a conversation's
 * history is read a page at a time and a Welcome sits in another conversation (the sender's 1:1 chat). So on
 * start, before any encrypted message is opened, the device asks the node what changed since it last swept
 * (`get_new_messages`), reads those chats' history until every reported id is found, and opens every
 * encrypted item oldest first across chats, so a Welcome is joined before the messages of its group. Opening
 * twice costs nothing: plaintexts and handshakes seen are kept by message id.
 */

import { HEARTBEAT_DEFAULTS } from '../../domain/connection'
import { newMessages } from '../../domain/contract'
import { decodeDeviceCert, isE2ESuite } from '../../domain/e2e'
import type { HistoryItem } from '../../domain/messages'
import type { ClientContext } from '../core/context'
import { fetchWanted } from '../message/history'
import type { E2ERecords, StoredDevice } from './records'

/** Opens items in order under the store's lock, one at a time (the module's open path). */
export type OpenItems = (items: readonly HistoryItem[]) => Promise<unknown>

export class Sweep {
  constructor(
    private readonly ctx: ClientContext,
    private readonly records: E2ERecords,
    private readonly open: OpenItems,
  ) {}

  /**
   * Opens what reached the node for this user since the device last swept (since it was made, the first
   * time), and moves the cursor to when this sweep began once nothing reported is missing. Rejects with the
   * API's error; the cursor then stays, so the next sweep reads it all again.
   */
  async run(device: StoredDevice): Promise<void> {
    const { api, ports } = this.ctx
    const startedAt = ports.clock.now()
    const since =
      (await this.records.sweptUntil(device.deviceId)) ?? decodeDeviceCert(device.credential).created
    // The node stamps changes with its own clock: the catch-up's margin covers skew (overlap is harmless).
    const changed = await api.call(newMessages, {
      sync_timestamp: Math.max(0, since - HEARTBEAT_DEFAULTS.catchUpMarginMs),
    })
    const items: HistoryItem[] = []
    let missing = 0
    for (const [chatId, statuses] of Object.entries(changed)) {
      const wanted = new Set(Object.keys(statuses))
      const found = await fetchWanted(api, chatId, wanted)
      missing += wanted.size - found.length
      items.push(...found.filter((item) => isE2ESuite(item.cipher_suite)))
    }
    await this.open(items)
    if (missing === 0) await this.records.putSweptUntil(device.deviceId, startedAt)
  }
}
