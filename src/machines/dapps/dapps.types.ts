/** Shapes of the create-dapp and dapp-manage dialogs: their fields, actor inputs, context and events. */
import type { Dapp } from '../../domain/contract/schemas'
import type { KeyPair } from '../../domain/keys/key-pair'
import { checkDappId, checkDomain, Limits, type Problem, tooLong } from '../../domain/validation'
import type { UiError } from '../kit'

export type DappsMode = 'create' | 'manage'

/** What a person types (docs/product.md §10.3); `dapp_type` is `im` or `other`, `domain` may be ''. */
export interface DappFormFields {
  dapp_id: string
  dapp_name: string
  dapp_description: string
  dapp_type: string
  domain: string
}

/** What createDapp and updateDapp send: the form plus the dapp's ed25519 public key (hex). */
export interface DappFields extends DappFormFields {
  dapp_pubkey: string
}

export interface DownloadKeyPairInput {
  dappId: string
  pair: KeyPair
  /** The saved file's name: "KeyPairs" (docs/product.md §9). */
  filename: string
}

export interface DappsInput {
  mode: DappsMode
}

export interface DappsContext extends DappsInput {
  /** The last fields submitted (kept after a failure, so nothing typed is lost). */
  fields: DappFormFields
  keyPair: KeyPair | undefined
  /** A KeyPairs file of this pair was saved for the dapp id in hand (the created one, once created). */
  downloaded: boolean
  /** The dapp id the last saved KeyPairs file names (the file holds it), until a new pair is made. */
  downloadedFor: string | undefined
  created: Dapp | undefined
  dapps: Dapp[]
  selected: Dapp | undefined
  /** True after the selected dapp was saved, until it is edited or left. */
  saved: boolean
  error: UiError | undefined
}

/** The dapp id a KeyPairs file saved now names: the created dapp's, else the id typed so far. */
export const fileDappId = (context: DappsContext): string =>
  context.created?.dapp_id ?? context.fields.dapp_id.trim()

export type DappsEvent =
  | { type: 'dapp.generateKeyPair' }
  | { type: 'dapp.download'; dappId: string }
  | { type: 'dapp.create'; fields: DappFormFields }
  | { type: 'dapp.select'; dappId: string }
  | { type: 'dapp.update'; fields: DappFormFields }
  | { type: 'dapp.back' }
  | { type: 'dapp.retry' }

export const emptyFields: DappFormFields = {
  dapp_id: '',
  dapp_name: '',
  dapp_description: '',
  dapp_type: 'im',
  domain: '',
}

/** The editable fields of a listed dapp, '' for what the node left out. */
export const fieldsOf = (dapp: Dapp): DappFormFields => ({
  dapp_id: dapp.dapp_id,
  dapp_name: dapp.dapp_name ?? '',
  dapp_description: dapp.dapp_description ?? '',
  dapp_type: dapp.dapp_type ?? 'im',
  domain: dapp.domain ?? '',
})

/** Trims what a person typed; the id, name and type are required. */
export const cleanFields = (f: DappFormFields): DappFormFields => ({
  dapp_id: f.dapp_id.trim(),
  dapp_name: f.dapp_name.trim(),
  dapp_description: f.dapp_description.trim(),
  dapp_type: f.dapp_type.trim(),
  domain: f.domain.trim(),
})

const fieldsComplete = (f: DappFormFields): boolean => {
  const c = cleanFields(f)
  return c.dapp_id !== '' && c.dapp_name !== '' && c.dapp_type !== ''
}

export const INCOMPLETE_FIELDS = 'Enter the dapp id, name and type.'

/** Shown, under its own code, when a required field is empty. */
const INCOMPLETE_ERROR: UiError = { code: 'DAPP.INCOMPLETE', message: INCOMPLETE_FIELDS }

/** What the network would refuse in each field, by field; empty when every field is acceptable. */
type DappFieldProblems = Partial<Record<keyof DappFormFields, string>>

const longer = (text: string, max: number, what: string): Problem =>
  tooLong(text, max) ? `${what} can be at most ${max} characters.` : undefined

/**
 * The fields' problems, checked as they are typed. `checkId` is false when editing: the id is the
 * dapp's own and cannot change, even if it predates these rules.
 */
export const fieldProblems = (f: DappFormFields, checkId = true): DappFieldProblems => {
  const c = cleanFields(f)
  const problems: DappFieldProblems = {
    dapp_id: checkId && c.dapp_id !== '' ? checkDappId(c.dapp_id) : undefined,
    dapp_name: longer(c.dapp_name, Limits.dappName, 'The name'),
    dapp_description: longer(c.dapp_description, Limits.dappDescription, 'The description'),
    domain: checkDomain(c.domain),
  }
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined))
}

/** Complete, and nothing the network would refuse. */
export const fieldsAcceptable = (f: DappFormFields, checkId = true): boolean =>
  fieldsComplete(f) && Object.keys(fieldProblems(f, checkId)).length === 0

/** Why a submission was refused before sending: missing fields first, then the first field's problem. */
export const refusalOf = (f: DappFormFields, checkId = true): UiError => {
  if (!fieldsComplete(f)) return INCOMPLETE_ERROR
  const [first] = Object.values(fieldProblems(f, checkId))
  return { code: 'DAPP.INVALID', message: first ?? INCOMPLETE_FIELDS }
}

/** Errors outside the catalogue keep their text under this code. */
export const DAPP_FAILED = 'DAPP.FAILED'
