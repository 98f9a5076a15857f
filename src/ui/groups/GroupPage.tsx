import { useMachine } from '@xstate/react'
import { Suspense, use, useEffect } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import styles from '../contacts/People.module.css'
import { PEOPLE_CARD } from '../contacts/people-card'
import { groupPath, PEOPLE_COPY } from '../contacts/people-copy'
import { SignInPrompt } from '../contacts/SignInPrompt'
import { Alert, Button, Spinner } from '../kit'
import { useViewer } from '../profile/use-viewer'
import { GroupCreateForm } from './GroupCreateForm'
import { GroupHeader } from './GroupHeader'
import { GroupInvite } from './GroupInvite'
import { GroupMembers } from './GroupMembers'
import { GroupPolicy } from './GroupPolicy'
import { JoinRequests } from './JoinRequests'

interface ContentProps {
  groupid: string | undefined
  viewer: string
}

/** The signed-in screen; its machines load with it (suspending until they are there). */
const GroupContent = ({ groupid, viewer }: ContentProps) => {
  const { people } = useAppServices()
  const [state, send] = useMachine(use(people.machines()).groups, { input: { groupid, viewer } })
  const navigate = useNavigate()
  const created = state.matches('created') ? state.context.groupid : undefined
  useEffect(() => {
    if (created) navigate(groupPath(created))
  }, [created, navigate])
  const { group, error } = state.context
  const title = groupid === undefined ? 'New group' : group?.group_name?.trim() || 'Group'
  const isCreator = group !== undefined && group.creator_id === viewer
  return (
    <>
      <h1 id="group-title">{title}</h1>
      {state.matches('new') ? <GroupCreateForm state={state} send={send} /> : null}
      {state.matches('created') ? <Spinner label="Opening the group..." /> : null}
      {state.hasTag('loading') ? <Spinner label="Loading group..." /> : null}
      {state.matches('missing') ? <p className={PEOPLE_CARD}>No group has the id {groupid}.</p> : null}
      {state.matches('failed') ? (
        <div className={PEOPLE_CARD}>
          <Alert tone="error">The group could not be loaded: {error?.message}</Alert>
          <div className={styles.actions}>
            <Button onClick={() => send({ type: 'group.retry' })}>{PEOPLE_COPY.tryAgain}</Button>
          </div>
        </div>
      ) : null}
      {state.matches('ready') ? (
        <>
          <GroupHeader state={state} send={send} />
          <GroupMembers state={state} send={send} />
          <GroupInvite state={state} send={send} />
          {isCreator ? <GroupPolicy state={state} send={send} /> : null}
          {isCreator ? <JoinRequests state={state} send={send} /> : null}
        </>
      ) : null}
    </>
  )
}

/**
 * `/groups/new` (create, then go to the group) and `/groups/:groupid` (the group, its members, joining,
 * inviting, and for its creator the join policy and join requests). Signed out, it asks for a sign-in.
 */
export const GroupPage = () => {
  const { groupid } = useParams()
  const { session } = useAppServices()
  const { pending, viewer } = useViewer(session)
  return (
    <div className={styles.page}>
      {viewer ? (
        <Suspense fallback={<PageLoading />}>
          <GroupContent key={`${viewer.userid} ${groupid ?? ''}`} groupid={groupid} viewer={viewer.userid} />
        </Suspense>
      ) : (
        <>
          <h1 id="group-title">{groupid === undefined ? 'New group' : 'Group'}</h1>
          {pending ? <PageLoading /> : <SignInPrompt text={PEOPLE_COPY.groupsSignedOut} />}
        </>
      )}
    </div>
  )
}
