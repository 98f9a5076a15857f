import type { SnapshotFrom } from 'xstate'
import type { GroupEvent, groupsMachine } from '../../machines/groups/groups.machine'

export interface GroupPartProps {
  state: SnapshotFrom<typeof groupsMachine>
  send: (event: GroupEvent) => void
}

/** The words for each join policy: its name in the setting, and what it means to a person outside. */
export const POLICY_COPY: Record<string, { label: string; outside: string }> = {
  public: { label: 'Public: anyone can join', outside: 'Anyone can join this group.' },
  creator_invite_friends: {
    label: 'Invite only',
    outside: 'This group is invite only: a member has to invite you.',
  },
  validate_by_creator: {
    label: 'Creator approval: people ask to join',
    outside: 'The creator approves each person who asks to join.',
  },
  nft_validation: {
    label: 'NFT-gated: holders of an NFT can join',
    outside: 'Only holders of an NFT this group names can join.',
  },
}
