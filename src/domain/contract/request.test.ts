/**
 * Building and reading requests at their edges (docs/protocol.md §4.1, §4.3): the asynchronous signer gives
 * the same request as the synchronous one, errors name the endpoint and the field, and the envelope's odd
 * answers (no words, an id beside code 0, no code) are read as §4.1 says.
 */
import { describe, expect, it } from 'vitest'
import { Web3MQError } from '../errors'
import { fail, myProfile, ok, publishTopicMessage, serverList, subscribeTopic, userInfo } from './index'
import { buildRequest, buildRequestAsync, readResponse } from './request'

const signer = { userid: 'user:me', sign: (content: string) => `signed(${content})` }
const asyncSigner = { userid: 'user:me', sign: async (content: string) => `signed(${content})` }

describe('building a request', () => {
  it('signs with an asynchronous signer exactly as with a synchronous one', async () => {
    const params = { topicid: 'topic:1' }
    const sync = buildRequest(subscribeTopic, params, { signer, timestamp: 5 })
    const later = await buildRequestAsync(subscribeTopic, params, { signer: asyncSigner, timestamp: 5 })
    expect(later).toEqual(sync)
    expect(later.body).toEqual({
      topicid: 'topic:1',
      userid: 'user:me',
      timestamp: 5,
      web3mq_signature: 'signed(user:metopic:15)',
    })
    const query = await buildRequestAsync(myProfile, {}, { signer: asyncSigner, timestamp: 6 })
    expect(query.query).toEqual({ userid: 'user:me', timestamp: '6', web3mq_signature: 'signed(user:me6)' })
  })

  it('sends an unsigned request without signing it, and checks params and keys before waiting', async () => {
    const lookup = { did_type: 'eth', did_value: '0xabc', timestamp: 1 }
    expect(await buildRequestAsync(userInfo, lookup, { timestamp: 2 })).toEqual({
      method: 'POST',
      path: '/api/get_user_info/',
      body: lookup,
    })
    await expect(buildRequestAsync(myProfile, {}, { timestamp: 1 })).rejects.toThrow(
      'The PrivateKey and PublicKey is required!',
    )
    const noUser = { ...asyncSigner, userid: '' }
    await expect(buildRequestAsync(myProfile, {}, { signer: noUser, timestamp: 1 })).rejects.toThrow(
      'The userid is required',
    )
  })

  it('lists every broken field of a refused request, one after another', () => {
    const params = { topicid: 'topic:1', title: '', content: 5 } as unknown as {
      topicid: string
      title: string
      content: string
    }
    expect(() => buildRequest(publishTopicMessage, params, { signer, timestamp: 1 })).toThrow(
      /^Invalid topic\.publish request: title: [^;]+; content: /,
    )
  })

  it('names the endpoint in a refused request, for the logs', () => {
    const params = { topicid: 'topic:1', title: '', content: 'c' }
    try {
      buildRequest(publishTopicMessage, params, { signer, timestamp: 1 })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(Web3MQError)
      expect((error as Web3MQError).detail).toEqual({ endpoint: 'topic.publish' })
    }
  })
})

describe('reading an answer', () => {
  it('returns data on code 0 even when the body also carries an id', () => {
    const profile = { userid: 'user:me' }
    expect(readResponse(myProfile, { code: 0, msg: 'ok', data: profile, id: 'requestId:1' })).toEqual(profile)
  })

  it('names the code when a refusal has no words', () => {
    expect(() => readResponse(userInfo, { code: 500 })).toThrow('Error code 500')
  })

  it('refuses a body without a numeric code as not an envelope', () => {
    for (const body of [{ msg: 'ok', data: {} }, { code: '0', data: {} }, null])
      expect(() => readResponse(myProfile, body), JSON.stringify(body)).toThrow(
        'Unexpected response from /api/my_profile/: not an envelope',
      )
  })

  it('names the root when the whole data has the wrong shape', () => {
    expect(() => readResponse(serverList, { code: 0, data: { endpoint: 'x' } })).toThrow(
      /^Unexpected data from \/api\/server-list\/: \(root\): /,
    )
  })
})

describe('the envelope a node writes', () => {
  it('is code 0 and msg ok with the data, or the code and words with null data', () => {
    expect(ok({ Id: 'node:1' })).toEqual({ code: 0, msg: 'ok', data: { Id: 'node:1' } })
    expect(fail(404, 'User not found')).toEqual({ code: 404, msg: 'User not found', data: null })
  })
})
