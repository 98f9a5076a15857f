import { clockText, PUSH_SOURCES } from '../../domain/push/rules'
import type { RuleEdit } from '../../machines/subscription/subscription.types'
import { Alert, Button } from '../kit'
import styles from './Subscription.module.css'
import { SUB_COPY } from './subscription-copy'
import type { SectionProps } from './subscription-view'

/**
 * The person's alert rules (docs/product.md §14.6): a switch per source, quiet hours in their zone, and
 * their mutes (made from a conversation; here only undone all at once). Each change is saved at once.
 */
export const PushRulesFields = ({ state, send }: SectionProps) => {
  const { rules, quietDraft, timeZone, rulesError } = state.context.webPush
  const saving = state.hasTag('webPushSaving')
  const edit = (change: RuleEdit) => send({ type: 'webPush.edit', edit: change })
  const time = (edge: 'from' | 'to') => ({
    type: 'time',
    // A failed save puts the times back: the inputs start again from what the node keeps.
    defaultValue: clockText(quietDraft[edge]),
    onChange: (e: { currentTarget: HTMLInputElement }) =>
      edit({ kind: 'quietTime', edge, text: e.currentTarget.value }),
    onBlur: (e: { currentTarget: HTMLInputElement }) =>
      edit({ kind: 'quietTime', edge, text: e.currentTarget.value }),
  })
  return (
    <>
      <fieldset className={styles.form} aria-busy={saving}>
        <legend>{SUB_COPY.rulesLegend}</legend>
        {PUSH_SOURCES.map((source) => (
          <label key={source} className={styles.check}>
            <input
              type="checkbox"
              checked={rules.sources[source]}
              onChange={(e) => edit({ kind: 'source', source, on: e.currentTarget.checked })}
            />
            {SUB_COPY.sources[source]}
          </label>
        ))}
        <div className={styles.quiet} key={rulesError ? 'restored' : 'edited'}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={rules.quiet !== null}
              onChange={(e) => edit({ kind: 'quiet', on: e.currentTarget.checked })}
            />
            {SUB_COPY.quietHours}
          </label>
          <label className={styles.check}>
            {SUB_COPY.quietFrom} <input {...time('from')} />
          </label>
          <label className={styles.check}>
            {SUB_COPY.quietTo} <input {...time('to')} />
          </label>
          <span className={styles.muted}>{SUB_COPY.zone(rules.quiet?.timeZone ?? timeZone)}</span>
        </div>
        {rules.muted.length > 0 ? (
          <div className={styles.actions}>
            <span>{SUB_COPY.muted(rules.muted.length)}</span>
            <Button onClick={() => edit({ kind: 'unmuteAll' })}>{SUB_COPY.unmuteAll}</Button>
          </div>
        ) : null}
      </fieldset>
      {rulesError ? <Alert tone="error">{rulesError.message}</Alert> : null}
    </>
  )
}
