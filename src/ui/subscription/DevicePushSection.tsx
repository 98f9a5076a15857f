import { deviceOn } from '../../machines/subscription/subscription.webpush'
import { Alert, Button, kitStyles } from '../kit'
import { PushRulesFields } from './PushRulesFields'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'

/** This device's switch: pushes here need the push server's authorisation (the section above). */
const DeviceSwitch = ({ state, send }: SectionProps) => {
  const { webPush, pushStatus } = state.context
  const busy = state.hasTag('webPushBusy')
  const on = deviceOn(webPush)
  const blocked = pushStatus !== 'on'
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-busy={busy || undefined}
          aria-describedby={blocked ? 'device-push-blocked' : undefined}
          disabled={blocked || busy}
          className={[kitStyles.button, styles.switch].join(' ')}
          onClick={() => send({ type: 'webPush.toggle' })}
        >
          <span className={styles.track} aria-hidden="true" />
          {SUB_COPY.deviceSwitch}
        </button>
      </div>
      {blocked ? (
        <p id="device-push-blocked" className={styles.muted}>
          {SUB_COPY.authorizeFirst}
        </p>
      ) : null}
      {webPush.error ? <Alert tone="error">{webPush.error.message}</Alert> : null}
      <p role="status">
        {webPush.changed === 'on' ? SUB_COPY.deviceOn : webPush.changed === 'off' ? SUB_COPY.deviceOff : ''}
      </p>
    </>
  )
}

/**
 * Notifications while the app is closed (docs/product.md §14.6): whether this node and this browser can
 * push, this device's switch, and the rules that govern pushes and in-tab alerts alike.
 */
export const DevicePushSection = ({ state, send }: SectionProps) => {
  const { webPush } = state.context
  return (
    <section className={styles.card} aria-labelledby="device-push-title">
      <h2 id="device-push-title">{SUB_COPY.devicePushTitle}</h2>
      {state.hasTag('webPushLoading') ? <p role="status">{SUB_COPY.devicePushLoading}</p> : null}
      {state.hasTag('webPushLoadFailed') ? (
        <>
          <Alert tone="error">{webPush.error?.message}</Alert>
          <div className={styles.actions}>
            <Button onClick={() => send({ type: 'webPush.retry' })}>{SUB_COPY.retry}</Button>
          </div>
        </>
      ) : null}
      {state.hasTag('webPushUnavailable') ? <p>{SUB_COPY.nodeCannotPush}</p> : null}
      {state.matches({ webPush: 'ready' }) ? (
        <>
          {webPush.supported ? (
            <DeviceSwitch state={state} send={send} />
          ) : (
            <p>{SUB_COPY.browserCannotPush}</p>
          )}
          {webPush.devices >= 1 ? <p>{SUB_COPY.devicesReached(webPush.devices)}</p> : null}
          <PushRulesFields state={state} send={send} />
        </>
      ) : null}
    </section>
  )
}
