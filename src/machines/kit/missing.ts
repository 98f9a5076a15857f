/**
 * The default body of every actor slot: a machine started without `provide()` for that actor fails with a
 * message that names both, instead of hanging or calling something it should not.
 */
export const missing = (machine: string, actor: string) => async (): Promise<never> => {
  throw new Error(`${machine} needs ${actor} from machine.provide()`)
}
