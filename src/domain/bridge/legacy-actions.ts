/**
 * Plaintext messages of the legacy action-based dappConnect (docs/protocol.md §7.4; JS-SDK dappConnect.ts,
 * Android v1.0.1-alpha). Each is a JSON object whose `action` names its kind. Builders keep the field
 * order of the JS SDK; the parser fills the defaults older wallets leave out.
 */
import * as z from 'zod/mini'
import { errors } from '../errors'

interface LegacyProposer {
  dAppId: string
  name: string
  description: string
  url: string
  iconUrl: string
  redirect: string
}
interface LegacyWalletInfo {
  name: string
  description: string
  address: string
  walletType: string
}

interface ConnectRequest {
  action: 'connectRequest'
  proposer: LegacyProposer
}
interface ConnectResponse {
  action: 'connectResponse'
  approve: boolean
  walletInfo: LegacyWalletInfo
}
interface SignRequest {
  requestId: string
  action: 'signRequest'
  address: string
  signRaw: string
  proposer: LegacyProposer
  /** What the signature is for, e.g. `get_Keys_For_Login`, `get_keys_For_Register`, `register`. */
  userInfo: string
}
interface SignResponse {
  action: 'signResponse'
  approve: boolean
  signature: string
  requestId: string
  userInfo: string
}
type LegacyAction = ConnectRequest | ConnectResponse | SignRequest | SignResponse

/** JS-SDK id: `requestId:` + `String(new Date())`; the date text is supplied by the caller. */
export const legacyRequestId = (dateText: string): string => `requestId:${dateText}`

/** Proposer with JS-SDK's empty defaults for everything but the dapp id. */
export const legacyProposer = (dAppId: string, fields: Partial<LegacyProposer> = {}): LegacyProposer => ({
  dAppId,
  name: fields.name ?? '',
  description: fields.description ?? '',
  url: fields.url ?? '',
  iconUrl: fields.iconUrl ?? '',
  redirect: fields.redirect ?? '',
})

export const buildConnectRequest = (proposer: LegacyProposer): ConnectRequest => ({
  action: 'connectRequest',
  proposer,
})

export const buildConnectResponse = (approve: boolean, walletInfo: LegacyWalletInfo): ConnectResponse => ({
  action: 'connectResponse',
  approve,
  walletInfo,
})

/** Field order as JS-SDK serialises it: requestId, action, address, signRaw, proposer, userInfo. */
export const buildSignRequest = (fields: Omit<SignRequest, 'action'>): SignRequest => ({
  requestId: fields.requestId,
  action: 'signRequest',
  address: fields.address,
  signRaw: fields.signRaw,
  proposer: fields.proposer,
  userInfo: fields.userInfo,
})

export const buildSignResponse = (fields: Omit<SignResponse, 'action'>): SignResponse => ({
  action: 'signResponse',
  approve: fields.approve,
  signature: fields.signature,
  requestId: fields.requestId,
  userInfo: fields.userInfo,
})

const text = z._default(z.string(), '')
const proposer = z.prefault(
  z.object({ dAppId: text, name: text, description: text, url: text, iconUrl: text, redirect: text }),
  {},
)
const walletInfo = z.prefault(
  z.object({ name: text, description: text, address: text, walletType: text }),
  {},
)
const schema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('connectRequest'), proposer }),
  z.object({ action: z.literal('connectResponse'), approve: z.boolean(), walletInfo }),
  z.object({
    requestId: text,
    action: z.literal('signRequest'),
    address: text,
    signRaw: z.string(),
    proposer,
    userInfo: text,
  }),
  z.object({
    action: z.literal('signResponse'),
    approve: z.boolean(),
    signature: text,
    requestId: text,
    userInfo: text,
  }),
])

/**
 * Validates one decrypted legacy message (JSON text or a parsed value). Throws invalid-input for
 * non-JSON, an unknown `action`, or a missing required field (`approve`, `signRaw`).
 */
export const parseLegacyAction = (input: unknown): LegacyAction => {
  let value = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input)
    } catch {
      throw errors.invalidInput('Legacy bridge message is not JSON')
    }
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw errors.invalidInput('Malformed legacy bridge message')
  return parsed.data
}
