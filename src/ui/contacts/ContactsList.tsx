import { Link } from 'react-router-dom'
import { shorten } from '../../domain/display'
import {
  type Contact,
  type ContactsEvent,
  type Group,
  iFollow,
  isGroup,
} from '../../machines/contacts/contacts.machine'
import { chatPath } from '../chat/chat-path'
import { Avatar, Button, kitStyles, ListFooter, PersonList, PersonRow } from '../kit'
import rowStyles from '../kit/person-row.module.css'
import type { ContactsSnapshot } from './contacts-view'
import styles from './People.module.css'
import { PEOPLE_CARD } from './people-card'
import { groupPath, PEOPLE_COPY, TAB_COPY } from './people-copy'

interface Props {
  state: ContactsSnapshot
  send: (event: ContactsEvent) => void
}

const REQUEST_STATUS: Record<string, string> = {
  pending: 'Waiting for an answer',
  agree: 'Agreed',
  reject: 'Declined',
}

/** A request's note, and on a sent request where it stands. */
const detailOf = (person: Contact, tab: string): string | undefined => {
  const note = typeof person.content === 'string' && person.content.trim() !== '' ? person.content : ''
  const status = tab === 'sent' && typeof person.status === 'string' ? REQUEST_STATUS[person.status] : ''
  return [note, status].filter(Boolean).join(' · ') || undefined
}

const PersonActions = ({ person, state, send }: Props & { person: Contact }) => {
  const { tab, busy } = state.context
  const rowBusy = busy !== undefined
  const mine = busy?.userid === person.userid
  const following = iFollow(person.follow_status)
  return (
    <>
      {tab === 'received' ? (
        <>
          <Button
            variant="primary"
            busy={mine && busy?.action === 'agree'}
            disabled={rowBusy}
            onClick={() => send({ type: 'contacts.answer', userid: person.userid, action: 'agree' })}
          >
            {PEOPLE_COPY.agree}
          </Button>
          <Button
            busy={mine && busy?.action === 'reject'}
            disabled={rowBusy}
            onClick={() => send({ type: 'contacts.answer', userid: person.userid, action: 'reject' })}
          >
            {PEOPLE_COPY.reject}
          </Button>
        </>
      ) : (
        <Button
          busy={mine}
          disabled={rowBusy}
          aria-pressed={following}
          onClick={() =>
            send({ type: 'contacts.follow', userid: person.userid, action: following ? 'cancel' : 'follow' })
          }
        >
          {following ? PEOPLE_COPY.unfollow : PEOPLE_COPY.follow}
        </Button>
      )}
      <Link className={kitStyles.button} to={chatPath(person.userid)}>
        {PEOPLE_COPY.message}
      </Link>
    </>
  )
}

const GroupRow = ({ group }: { group: Group }) => {
  const name = group.group_name?.trim() || shorten(group.groupid)
  return (
    <li className={rowStyles.row}>
      <Avatar user={{ avatar_url: group.avatar_url, userid: group.groupid }} size={40} alt="" />
      <div className={rowStyles.text}>
        <Link to={groupPath(group.groupid)} className={rowStyles.truncate} title={name}>
          {name}
        </Link>
        <span className={rowStyles.mono} title={group.groupid}>
          {shorten(group.groupid)}
        </span>
      </div>
      <div className={rowStyles.actions}>
        <Link className={kitStyles.button} to={chatPath(group.groupid)}>
          {PEOPLE_COPY.openChat}
        </Link>
      </div>
    </li>
  )
}

/** The shown list: its rows with their actions, "Show more", and what went wrong. */
export const ContactsList = ({ state, send }: Props) => {
  const { tab, list, rowError } = state.context
  const copy = TAB_COPY[tab]
  const loading = state.hasTag('listLoading')
  const failed = state.hasTag('listError')
  return (
    <section className={PEOPLE_CARD} aria-labelledby="contacts-list-title" aria-busy={loading}>
      <div className={styles.actions}>
        <h2 id="contacts-list-title">{copy.label}</h2>
        {tab === 'groups' ? (
          <Link className={kitStyles.button} to="/groups/new">
            {PEOPLE_COPY.newGroup}
          </Link>
        ) : null}
      </div>
      {list.items.length > 0 ? (
        <PersonList label={copy.label}>
          {list.items.map((item) =>
            isGroup(item) ? (
              <GroupRow key={item.groupid} group={item} />
            ) : (
              <PersonRow
                key={item.userid}
                person={item}
                detail={
                  rowError?.userid === item.userid ? (
                    <span role="alert">{rowError.error.message}</span>
                  ) : (
                    detailOf(item, tab)
                  )
                }
              >
                <PersonActions person={item} state={state} send={send} />
              </PersonRow>
            ),
          )}
        </PersonList>
      ) : null}
      <ListFooter
        empty={list.items.length === 0 ? copy.empty : undefined}
        loading={loading}
        loadingLabel={copy.loading}
        error={failed ? (list.error?.message ?? '') : undefined}
        onRetry={() => send({ type: 'contacts.retry' })}
        onMore={state.can({ type: 'contacts.more' }) ? () => send({ type: 'contacts.more' }) : undefined}
      />
    </section>
  )
}
