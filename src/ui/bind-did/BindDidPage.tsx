import { useMachine, useSelector } from '@xstate/react'
import { Suspense, use, useEffect } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { bindDidMachine } from '../../machines/bind-did/bind-did.machine'
import { PageLoading } from '../app/PageLoading'
import { useAppServices } from '../app/services-context'
import { useSignIn } from '../auth/sign-in-context'
import { SUBSCRIBE_MANAGEMENT_PATH } from '../binding-layout/BindingLayout'
import { Alert } from '../kit'
import styles from './BindDidPage.module.css'
import {
  ErrorStep,
  LinkNotice,
  Progress,
  ReadyStep,
  SignedOutStep,
  SuccessStep,
  UnboundStep,
} from './BindDidSteps'
import { BIND_COPY, titleFor } from './bind-did-copy'

interface FlowProps {
  type: string
  value: string
  signedIn: boolean
}

/**
 * One bind attempt for one link: which Telegram account the link binds (until the outcome), then the step
 * the machine is in, with its controls. The machine loads with the screen (suspending until it is there).
 */
const BindFlow = (props: FlowProps) => {
  const { screens } = useAppServices()
  const [state, send] = useMachine(use(screens.bindDid()), { input: props })
  const settled = state.hasTag('unsupported') || state.hasTag('invalid') || state.hasTag('success')
  return (
    <>
      {settled ? null : <LinkNotice telegramId={props.value} />}
      <BindStep {...props} state={state} send={send} />
    </>
  )
}

type BindDidUse = ReturnType<typeof useMachine<typeof bindDidMachine>>

const BindStep = ({
  type,
  value,
  signedIn,
  state,
  send,
}: FlowProps & { state: BindDidUse[0]; send: BindDidUse[1] }) => {
  const signIn = useSignIn()
  const navigate = useNavigate()
  useEffect(() => {
    send({ type: signedIn ? 'bind.signedIn' : 'bind.signedOut' })
  }, [signedIn, send])
  const { account, error, bindName, action } = state.context
  const retry = () => send({ type: 'bind.retry' })
  const unbinding = action === 'unbind'

  if (state.hasTag('unsupported')) {
    return (
      <Alert tone="error">{value.trim() === '' ? BIND_COPY.missingValue : BIND_COPY.unsupported(type)}</Alert>
    )
  }
  if (state.hasTag('invalid')) {
    return <ErrorStep title={BIND_COPY.invalidTitle} message={error?.message ?? ''} />
  }
  if (state.hasTag('signedOut')) return <SignedOutStep onSignIn={signIn.open} />
  if (state.matches('account'))
    return <Progress title={BIND_COPY.connectingTitle} text={BIND_COPY.connectingText} />
  if (state.matches('accountError')) {
    return <ErrorStep title={BIND_COPY.connectErrorTitle} message={error?.message ?? ''} onRetry={retry} />
  }
  if (state.hasTag('signing')) {
    const text = unbinding ? BIND_COPY.unbindSigningText : BIND_COPY.signingText
    return <Progress title={BIND_COPY.signingTitle} text={text} />
  }
  if (state.hasTag('binding')) {
    return unbinding ? (
      <Progress title={BIND_COPY.unbindingTitle} text={BIND_COPY.unbindingText} />
    ) : (
      <Progress title={BIND_COPY.bindingTitle} text={BIND_COPY.bindingText} />
    )
  }
  if (state.hasTag('success') && unbinding) return <UnboundStep onOk={() => navigate('/profile')} />
  if (state.hasTag('success')) {
    return (
      <SuccessStep
        telegramId={value}
        account={account}
        bindName={bindName}
        onOk={() => navigate('/profile')}
        onAuthorize={() => navigate(SUBSCRIBE_MANAGEMENT_PATH)}
      />
    )
  }
  if (state.hasTag('signatureError')) {
    return <ErrorStep title={BIND_COPY.signatureErrorTitle} message={error?.message ?? ''} onRetry={retry} />
  }
  if (state.matches('failed')) {
    return <ErrorStep title={BIND_COPY.failureTitle} message={error?.message ?? ''} onRetry={retry} />
  }
  return account ? (
    <ReadyStep
      telegramId={value}
      account={account}
      onBind={() => send({ type: 'bind.submit' })}
      onUnbind={() => send({ type: 'bind.unbind' })}
    />
  ) : null
}

/**
 * `/binddid/:type/:value` (docs/product.md §2, docs/product.md §10.1): binds the Telegram chat `value` to the signed-in
 * wallet. Signed out, it offers the sign-in dialog and continues by itself once the session signs in.
 */
export const BindDidPage = () => {
  const { type = '', value = '' } = useParams<{ type: string; value: string }>()
  const { session } = useAppServices()
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'))
  const sessionBusy = useSelector(session, (s) => s.hasTag('busy'))
  return (
    <section className={styles.page} aria-labelledby="bind-did-title">
      <h1 id="bind-did-title">{titleFor(type)}</h1>
      {!signedIn && sessionBusy ? (
        <PageLoading label={BIND_COPY.sessionLoading} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <BindFlow key={`${type}|${value}`} type={type} value={value} signedIn={signedIn} />
        </Suspense>
      )}
    </section>
  )
}
