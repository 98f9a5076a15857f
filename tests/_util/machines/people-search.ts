/** The person search on a scripted user search, for page tests. Test support only. */
import { fromPromise } from 'xstate'
import { peopleSearchMachine } from '../../../src/machines/people-search/people-search.machine'
import type { Contact, SearchUsersInput } from '../../../src/machines/people-search/people-search.types'

/** Answers every search with the people whose nickname, userid or address contains the keyword. */
export const fakePeopleSearch = (people: readonly Contact[]) =>
  peopleSearchMachine.provide({
    actors: {
      searchUsers: fromPromise<Contact[], SearchUsersInput>(async ({ input }) => {
        const needle = input.keyword.toLowerCase()
        return people.filter((p) =>
          [p.nickname, p.userid, p.wallet_address].some((v) => v?.toLowerCase().includes(needle)),
        )
      }),
    },
  })
