/**
 * The pure half of the Web Push region (docs/product.md §14.6): the view before anything is read, whether
 * this device is on, the rules after one edit, and what each failure tells the person.
 */
import { webPushSubscribe } from '../../domain/contract/endpoints/webpush'
import { isRefusal } from '../../domain/contract/is-refusal'
import { clockMinutes, DEFAULT_PUSH_RULES, type PushRules } from '../../domain/push/rules'
import { PushSubscribeError } from '../../domain/push/subscribe-error'
import { toUiError, type UiError } from '../kit'
import {
  type RuleEdit,
  SUBSCRIPTION_FAILED,
  type SubscriptionContext,
  type WebPushLoad,
  type WebPushView,
} from './subscription.types'

/** The context change that sets some of the region's fields. */
export const patch = (context: SubscriptionContext, change: Partial<WebPushView>) => ({
  webPush: { ...context.webPush, ...change },
})

/** Quiet hours until the person picks others: 22:00 to 07:00. */
export const DEFAULT_QUIET = { from: 22 * 60, to: 7 * 60 } as const

export const noWebPush: WebPushView = {
  serverKey: '',
  supported: false,
  device: undefined,
  pending: undefined,
  devices: 0,
  rules: DEFAULT_PUSH_RULES,
  savedRules: DEFAULT_PUSH_RULES,
  quietDraft: DEFAULT_QUIET,
  timeZone: 'UTC',
  error: undefined,
  rulesError: undefined,
  changed: undefined,
}

/** The quiet-hours times the rules keep, or `otherwise` while they keep none. */
export const draftOf = (rules: PushRules, otherwise: WebPushView['quietDraft']): WebPushView['quietDraft'] =>
  rules.quiet ? { from: rules.quiet.from, to: rules.quiet.to } : otherwise

/** The view once read: undefined when the node cannot push. */
export const webPushViewOf = (load: WebPushLoad): WebPushView | undefined => {
  if (load.serverKey === undefined || load.settings === undefined) return undefined
  const { rules, subscriptions } = load.settings
  return {
    ...noWebPush,
    serverKey: load.serverKey,
    supported: load.supported,
    device: load.device,
    devices: subscriptions,
    rules,
    savedRules: rules,
    quietDraft: draftOf(rules, DEFAULT_QUIET),
    timeZone: load.timeZone,
  }
}

/** The switch: this browser holds a subscription and the node pushes to at least one device. */
export const deviceOn = (view: WebPushView): boolean => view.device !== undefined && view.devices >= 1

const SUBSCRIBE_REFUSED: Record<PushSubscribeError['reason'], string> = {
  denied:
    "Notifications are blocked for this site. Allow them in the browser's site settings, then try again.",
  timeout: "The browser's push service did not answer. Try again later.",
  unsupported: 'This browser could not subscribe to notifications.',
  failed: 'This browser could not subscribe to notifications.',
}

/** Why the switch could not change, in the person's words; the code is the error's own. */
export const deviceErrorOf = (error: unknown): UiError => {
  const { code } = toUiError(error, { code: SUBSCRIPTION_FAILED })
  if (error instanceof PushSubscribeError) return { code, message: SUBSCRIBE_REFUSED[error.reason] }
  if (isRefusal(webPushSubscribe, error, 'notAuthorized'))
    return { code, message: 'Authorize the push server above first.' }
  return { code, message: 'Could not change notifications on this device.' }
}

export const deniedError = (): UiError => deviceErrorOf(new PushSubscribeError('denied'))

export const rulesErrorOf = (error: unknown): UiError => ({
  code: toUiError(error, { code: SUBSCRIPTION_FAILED }).code,
  message: 'Could not save your notification settings.',
})

/** The quiet-hours draft after a time edit (unchanged for a time that is not `HH:MM`). */
export const draftAfter = (view: WebPushView, edit: RuleEdit): WebPushView['quietDraft'] => {
  if (edit.kind !== 'quietTime') return view.quietDraft
  const minutes = clockMinutes(edit.text)
  return minutes === undefined ? view.quietDraft : { ...view.quietDraft, [edit.edge]: minutes }
}

/** The rules after one edit; the same object when the edit changes nothing the node keeps. */
export const rulesAfter = (view: WebPushView, edit: RuleEdit): PushRules => {
  const { rules } = view
  switch (edit.kind) {
    case 'source':
      return rules.sources[edit.source] === edit.on
        ? rules
        : { ...rules, sources: { ...rules.sources, [edit.source]: edit.on } }
    case 'quiet':
      if (edit.on === (rules.quiet !== null)) return rules
      return { ...rules, quiet: edit.on ? { ...view.quietDraft, timeZone: view.timeZone } : null }
    case 'quietTime': {
      const draft = draftAfter(view, edit)
      if (!rules.quiet || (rules.quiet.from === draft.from && rules.quiet.to === draft.to)) return rules
      return { ...rules, quiet: { ...rules.quiet, ...draft } }
    }
    case 'unmuteAll':
      return rules.muted.length === 0 ? rules : { ...rules, muted: [] }
  }
}
