/** The refusals the contract names: every answer maps to one declared refusal, and readers can ask which. */
import { describe, expect, it } from 'vitest'
import { NodeError } from '../errors'
import {
  allEndpoints,
  didLookup,
  following,
  joinGroup,
  login,
  NodeCode,
  NodeMessage,
  publicProfile,
  readResponse,
  refusal,
  refusalNameOf,
  refusalsOf,
  sendMessage,
  serverList,
  userInfo,
} from './index'
import { isRefusal } from './is-refusal'

const refusedBy = (endpoint: Parameters<typeof readResponse>[0], code: number, msg: string): unknown => {
  try {
    readResponse(endpoint, { code, msg, data: null })
  } catch (error) {
    return error
  }
  throw new Error('expected a refusal')
}

describe('declared refusals', () => {
  it('are unambiguous for every endpoint: per code, distinct words and at most one without fixed words', () => {
    for (const endpoint of allEndpoints) {
      const byCode = new Map<number, (string | undefined)[]>()
      for (const r of Object.values(refusalsOf(endpoint)))
        byCode.set(r.code, [...(byCode.get(r.code) ?? []), r.msg])
      for (const [code, msgs] of byCode) {
        const open = msgs.filter((m) => m === undefined).length
        const fixed = msgs.filter((m) => m !== undefined)
        expect(open, `${endpoint.name} ${code}`).toBeLessThanOrEqual(1)
        expect(new Set(fixed).size, `${endpoint.name} ${code}`).toBe(fixed.length)
      }
    }
  })

  it('add the common ones by signing rule: any endpoint, then session or main key, then wallet', () => {
    expect(Object.keys(refusalsOf(didLookup)).sort()).toEqual(
      ['failed', 'invalid', 'tooLarge', 'unavailable', 'userNotFound'].sort(),
    )
    expect(refusalsOf(login).unauthorized?.code).toBe(NodeCode.unauthorized)
    expect(refusalsOf(login).userNotFound?.msg).toBe(NodeMessage.userNotFound)
    expect(refusalsOf(joinGroup)).toMatchObject({
      notFound: { code: NodeCode.notFound },
      forbidden: { code: NodeCode.forbidden },
      userNotFound: { code: NodeCode.notFound, msg: NodeMessage.userNotFound },
    })
  })

  it('tell two refusals with one code apart by the fixed words, else take the open one', () => {
    expect(refusalNameOf(joinGroup, NodeCode.notFound, NodeMessage.userNotFound)).toBe('userNotFound')
    expect(refusalNameOf(joinGroup, NodeCode.notFound, 'Group not found')).toBe('notFound')
    expect(refusalNameOf(sendMessage, NodeCode.forbidden, NodeMessage.chatNotAccepted)).toBe('forbidden')
    expect(refusalNameOf(userInfo, NodeCode.notFound, 'no such user')).toBe('userNotFound')
    expect(refusalNameOf(userInfo, NodeCode.conflict, 'taken')).toBe(undefined)
  })

  it('add the bad signature to wallet-signed endpoints, and nothing signed to unsigned ones', () => {
    expect(refusalsOf(following).unauthorized?.code).toBe(NodeCode.unauthorized)
    expect(Object.keys(refusalsOf(following)).sort()).toEqual(
      ['failed', 'forbidden', 'invalid', 'tooLarge', 'unauthorized', 'unavailable', 'userNotFound'].sort(),
    )
    expect(Object.keys(refusalsOf(serverList)).sort()).toEqual([
      'failed',
      'invalid',
      'tooLarge',
      'unavailable',
    ])
  })

  it('name no refusal when two with one code fix other words than the node sent', () => {
    const twoFixed = {
      auth: { kind: 'none' },
      refusals: {
        full: refusal(409, 'no room left', 'Too many devices'),
        taken: refusal(409, 'taken', 'Taken'),
      },
    } as const
    expect(refusalNameOf(twoFixed, 409, 'Taken')).toBe('taken')
    expect(refusalNameOf(twoFixed, 409, 'Conflict')).toBe(undefined)
  })

  it('the DID lookups share the light didLookup set', () => {
    expect(refusalsOf(publicProfile)).toEqual(refusalsOf(didLookup))
    expect(refusalsOf(userInfo)).toEqual(refusalsOf(didLookup))
  })
})

describe('readResponse and isRefusal', () => {
  it('tags the NodeError with the endpoint and the refusal it matched, and keeps the node words', () => {
    const error = refusedBy(joinGroup, 404, 'Group not found')
    expect(error).toBeInstanceOf(NodeError)
    expect(error).toMatchObject({
      message: 'Group not found',
      nodeCode: 404,
      detail: { nodeCode: 404, endpoint: 'group.join', refusal: 'notFound' },
    })
    expect(refusedBy(joinGroup, 418, 'teapot')).toMatchObject({ detail: { refusal: undefined } })
  })

  it('answers which refusal an error is, also after JSON, never from the words alone', () => {
    const missing = refusedBy(publicProfile, 404, NodeMessage.userNotFound)
    expect(isRefusal(publicProfile, missing, 'userNotFound')).toBe(true)
    expect(isRefusal(didLookup, JSON.parse(JSON.stringify(missing)), 'userNotFound')).toBe(true)
    expect(isRefusal(joinGroup, refusedBy(joinGroup, 404, 'Group not found'), 'userNotFound')).toBe(false)
    expect(isRefusal(joinGroup, refusedBy(joinGroup, 404, 'Group not found'), 'notFound')).toBe(true)
    expect(isRefusal(didLookup, new Error(NodeMessage.userNotFound), 'userNotFound')).toBe(false)
    expect(isRefusal(didLookup, new NodeError(500, NodeMessage.userNotFound), 'userNotFound')).toBe(false)
  })
})
