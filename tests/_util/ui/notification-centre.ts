import type { CentreRef, NotificationCentre } from '../../../src/machines/app/app-services'

/** A NotificationCentre that holds `actor` from the start, as the composition's slot does once signed in. */
export const heldCentre = (actor: CentreRef): NotificationCentre => ({
  current: () => actor,
  subscribe: () => () => {},
})
