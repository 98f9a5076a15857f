/**
 * The Contacts and group screens' machines with their actors bound to the signed-in SDK client, in a chunk
 * of their own: imported when one of those screens first asks (`PeopleServices.machines`).
 */
import type { PeopleMachines } from '../machines/app/app-services'
import { contactsMachine } from '../machines/contacts/contacts.machine'
import { groupsMachine } from '../machines/groups/groups.machine'
import { peopleSearchMachine } from '../machines/people-search/people-search.machine'
import { contactsActors, groupsActors, peopleSearchActors } from './people-actors'
import type { ScreenDeps } from './screen-actors'

export const peopleMachines = (deps: ScreenDeps): PeopleMachines => ({
  contacts: contactsMachine.provide({ actors: contactsActors(deps) }),
  groups: groupsMachine.provide({ actors: groupsActors(deps) }),
  peopleSearch: peopleSearchMachine.provide({ actors: peopleSearchActors(deps) }),
})
