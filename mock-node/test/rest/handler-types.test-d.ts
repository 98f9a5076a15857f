/**
 * Type test, checked by `npm run typecheck` (never run): a handler must answer its endpoint's response
 * type, so a node that drifts from the contract fails to compile. Each `@ts-expect-error` line proves a
 * wrong answer is refused; if one stopped being an error, tsc would report the unused directive.
 */
import { chatsList, messageHistory, newMessages, register } from '#domain/contract'
import { route } from '../../src/http/routes'

const registered = { userid: 'user:a', did_type: 'eth', did_value: '0xa' }

// Right answers compile: the registered user, and every chat of a list (paging is the router's job).
route(register, () => registered)
route(chatsList, () => [{ chatid: 'user:b', chat_type: 'user', timestamp: 1 }])

// @ts-expect-error register answers the registered user, not a bare id
route(register, () => 'user:a')

// @ts-expect-error a registered user without its did_value breaks the contract
route(register, () => ({ userid: 'user:a', did_type: 'eth' }))

// @ts-expect-error a list endpoint answers its items, not one item
route(chatsList, () => ({ chatid: 'user:b', chat_type: 'user' }))

// @ts-expect-error a chat without its chatid is not a chat
route(chatsList, () => [{ chat_type: 'user' }])

const dated = {
  messageid: 'm',
  from: 'a',
  topic: 'b',
  cipher_suite: 'NONE',
  payload: '',
  timestamp: new Date(),
}
// @ts-expect-error a history item's timestamp is a number, not a date
route(messageHistory, () => [dated])

// @ts-expect-error sync answers chat id → message id → status, all strings
route(newMessages, () => ({ 'user:b': { m1: 1 } }))
