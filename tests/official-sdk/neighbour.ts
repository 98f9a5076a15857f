/**
 * A neighbour of the official-SDK people on this project's client: signed up on the stage's node over its
 * HTTPS and WSS, connected, plain (no end-to-end plugin, so its chats with them stay plain as they must,
 * docs/protocol.md §3.10). What the official SDK renders of a message, live and in history, is typed here too.
 */
import {
  createBrowserSocketTransport,
  type WebSocketConstructor,
} from '../../src/adapters/socket/browser-socket'
import { Client } from '../../src/sdk/client'
import { type Send, signUpAndLogIn, type TestAccount } from '../_util/node-client'
import { contextFor } from '../_util/sdk-context'
import { ethWallet } from '../fakes/wallets'
import { createHttpsTransport } from './https-transport'
import type { Stage } from './stage'

/** A message as the official SDK's `message.received` renders it. */
export interface RenderedMessage {
  content: string
  senderId: string
}

/** An item of the official SDK's `getMessageList`. */
export interface HistoryItem {
  content: string
  from: string
}

export const plainNeighbour = async (
  stage: Stage,
  label: string,
  nickname: string,
): Promise<{ ours: TestAccount; client: Client }> => {
  const { url, ca } = stage.node
  const http = createHttpsTransport(ca)
  const send: Send = (request, headers = {}) => http.send({ baseUrl: url, request, headers })
  const ours = await signUpAndLogIn(send, ethWallet(label), { nickname })
  const node = { ...stage.node, wsUrl: `${url.replace(/^https/, 'wss')}/messages` }
  const socket = createBrowserSocketTransport(globalThis.WebSocket as unknown as WebSocketConstructor)
  const client = new Client(contextFor(node, ours, { http, socket }))
  await client.connect()
  return { ours, client }
}
