/**
 * `isRefusal` on what a caller may hold when it asks: a NodeError, its JSON after a hop between tabs or
 * workers, another error, or something that is not an error at all. Only the node's own refusal, told by the
 * catalogue code `NODE.ERROR`, its node code and its words, is one.
 */
import { describe, expect, it } from 'vitest'
import { ErrorCode, NodeError } from '../errors'
import { didLookup, joinGroup, NodeMessage } from './index'
import { isRefusal } from './is-refusal'

const asJson = (error: unknown) => JSON.parse(JSON.stringify(error)) as unknown

describe('isRefusal', () => {
  it('tells two refusals with one code apart by the node words, also after JSON', () => {
    const missingUser = new NodeError(404, NodeMessage.userNotFound)
    expect(isRefusal(joinGroup, missingUser, 'userNotFound')).toBe(true)
    expect(isRefusal(joinGroup, missingUser, 'notFound')).toBe(false)
    expect(isRefusal(joinGroup, asJson(missingUser), 'userNotFound')).toBe(true)
    expect(isRefusal(joinGroup, asJson(new NodeError(404, 'Group not found')), 'notFound')).toBe(true)
  })

  it('reads a serialised refusal without words as the open refusal of its code', () => {
    const wordless = { code: ErrorCode.NodeError, detail: { nodeCode: 404 } }
    expect(isRefusal(joinGroup, wordless, 'notFound')).toBe(true)
    expect(isRefusal(joinGroup, { ...wordless, message: 42 }, 'userNotFound')).toBe(false)
  })

  it('is false for anything that is not the node refusing', () => {
    for (const thrown of [undefined, null, 'User not found', 404, new Error(NodeMessage.userNotFound)])
      expect(isRefusal(didLookup, thrown, 'userNotFound'), String(thrown)).toBe(false)
    const other = { code: ErrorCode.HttpStatus, message: NodeMessage.userNotFound, detail: { nodeCode: 404 } }
    expect(isRefusal(didLookup, other, 'userNotFound')).toBe(false)
    const noDetail = { code: ErrorCode.NodeError, message: NodeMessage.userNotFound }
    expect(isRefusal(didLookup, noDetail, 'userNotFound')).toBe(false)
    const noCode = { ...noDetail, detail: { endpoint: 'user.info' } }
    expect(isRefusal(didLookup, noCode, 'userNotFound')).toBe(false)
    expect(isRefusal(didLookup, { ...noDetail, detail: { nodeCode: '404' } }, 'userNotFound')).toBe(false)
  })
})
