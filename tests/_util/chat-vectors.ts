/**
 * The golden chat message's parties and time (tests/fixtures/vectors.json), with the golden session key
 * signing for its sender: what the SDK message tests send and expect, named once.
 */
import type { SessionKeys } from '../../src/sdk/core/context'
import vectors from '../fixtures/vectors.json'

export const T0 = vectors.chatMessage.timestamp
export const ME = vectors.chatMessage.comeFrom
export const PEER = vectors.chatMessage.contentTopic
export const KEYS: SessionKeys = { PrivateKey: vectors.keys.seedA, PublicKey: vectors.keys.pubA, userid: ME }
