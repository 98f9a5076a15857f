import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Member } from '../../domain/messages/content/mention-text'
import { mentionsMachine } from './mentions.machine'
import type { LoadMembersInput } from './mentions.types'

const GROUP = 'group:0123456789abcdef0123456789abcdef01234567'
const members: Member[] = [{ userid: 'user:b0b', name: 'Bob' }]

const open = (topic: string, load: (input: LoadMembersInput) => Promise<readonly Member[]>) => {
  const asked: LoadMembersInput[] = []
  const machine = mentionsMachine.provide({
    actors: {
      loadMembers: fromPromise<readonly Member[], LoadMembersInput>(({ input }) => {
        asked.push(input)
        return load(input)
      }),
    },
  })
  return { actor: createActor(machine, { input: { topic } }).start(), asked }
}

describe('mentionsMachine', () => {
  it("reads a group's members once", async () => {
    const { actor, asked } = open(GROUP, async () => members)
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('ready')
    expect(done.context.members).toEqual(members)
    expect(asked).toEqual([{ groupid: GROUP }])
  })

  it('offers nobody in a private chat, asking nothing', async () => {
    const { actor, asked } = open('user:b0b', async () => members)
    expect(actor.getSnapshot().value).toBe('none')
    expect(asked).toEqual([])
  })

  it('offers nobody when the list cannot be read', async () => {
    const { actor } = open(GROUP, async () => {
      throw new Error('Internal error')
    })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('none')
    expect(done.context.members).toEqual([])
  })
})
