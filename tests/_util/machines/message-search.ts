/** Fake actors for the message search machine's tests and the search views' tests. */
import { fromPromise } from 'xstate'
import type { SearchResult } from '../../../src/domain/search'
import { messageSearchMachine } from '../../../src/machines/message-search/message-search.machine'
import type { SearchMessagesInput } from '../../../src/machines/message-search/message-search.types'

/** The search machine answering with `answer`; every search it asked for is in `calls`. */
export const fakeMessageSearch = (answer: (input: SearchMessagesInput) => Promise<SearchResult>) => {
  const calls: SearchMessagesInput[] = []
  const machine = messageSearchMachine.provide({
    actors: {
      searchMessages: fromPromise<SearchResult, SearchMessagesInput>(async ({ input }) => {
        calls.push(input)
        return answer(input)
      }),
    },
  })
  return { machine, calls }
}
