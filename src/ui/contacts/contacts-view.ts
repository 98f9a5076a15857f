import type { SnapshotFrom } from 'xstate'
import type { contactsMachine } from '../../machines/contacts/contacts.machine'

export type ContactsSnapshot = SnapshotFrom<typeof contactsMachine>
