/**
 * Where end-to-end encryption keeps its state on this device (docs/protocol.md §3.10): the device's MLS
 * signature key and certificate, the private halves of its key packages, each group's state, and the
 * plaintext of every message this device sealed or opened (MLS cannot decrypt a message twice, and a
 * sender cannot decrypt its own). IndexedDB sealed by the KeyVault in the browser
 * (`adapters/idb/idb-e2e-store.ts`), memory in Node.
 */
export type E2ERecordKind =
  | 'device'
  | 'package'
  | 'group'
  | 'conversation'
  | 'plaintext'
  | 'joined'
  | 'cursor'

export interface E2EStore {
  /**
   * Runs `task` while no other task of this store (in this tab or another tab of the origin) runs, so a
   * group's state advances one step at a time whichever tab holds it (Web Locks in the browser).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  get(kind: E2ERecordKind, key: string): Promise<Uint8Array | undefined>
  put(kind: E2ERecordKind, key: string, value: Uint8Array): Promise<void>
  delete(kind: E2ERecordKind, key: string): Promise<void>
  /** The keys of one kind that start with `prefix`. */
  keys(kind: E2ERecordKind, prefix: string): Promise<string[]>
}
