import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { NodeError } from '../../domain/errors'
import { EMPTY_QUERY, peopleSearchMachine } from './people-search.machine'
import type { Contact, SearchUsersInput } from './people-search.types'

const bob: Contact = { userid: 'user:bob', nickname: 'Bob', wallet_address: '0xb0b' }

const start = (search: (input: SearchUsersInput) => Promise<Contact[]>) => {
  const keywords: string[] = []
  const actor = createActor(
    peopleSearchMachine.provide({
      actors: {
        searchUsers: fromPromise(async ({ input }: { input: SearchUsersInput }) => {
          keywords.push(input.keyword)
          return search(input)
        }),
      },
    }),
  ).start()
  return { actor, keywords }
}

describe('peopleSearchMachine', () => {
  it('searches the trimmed keyword and shows who was found', async () => {
    const { actor, keywords } = start(async () => [bob])
    actor.send({ type: 'search.type', value: '  Bob ' })
    actor.send({ type: 'search.submit' })
    const done = await waitFor(actor, (s) => s.matches('idle') && s.context.searched !== undefined)
    expect(keywords).toEqual(['Bob'])
    expect(done.context.results).toEqual([bob])
    expect(done.context.searched).toBe('Bob')
  })

  it('refuses an empty search without asking the node', () => {
    const { actor, keywords } = start(async () => [bob])
    actor.send({ type: 'search.type', value: '   ' })
    actor.send({ type: 'search.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe(EMPTY_QUERY)
    expect(keywords).toEqual([])
  })

  it("says the node's refusal and keeps what was typed", async () => {
    const { actor } = start(async () => {
      throw new NodeError(500, 'Search is down')
    })
    actor.send({ type: 'search.type', value: 'alice' })
    actor.send({ type: 'search.submit' })
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.context.error?.message).toBe('Search is down')
    expect(failed.context.query).toBe('alice')
  })
})
