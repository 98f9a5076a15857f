import { describe, expect, it } from 'vitest'
import type { PeopleMachines } from '../machines/app/app-services'
import { contactsMachine } from '../machines/contacts/contacts.machine'
import { groupsMachine } from '../machines/groups/groups.machine'
import { peopleSearchMachine } from '../machines/people-search/people-search.machine'
import { createPeopleServices } from './people-services'

const MACHINES: PeopleMachines = {
  contacts: contactsMachine,
  groups: groupsMachine,
  peopleSearch: peopleSearchMachine,
}

describe('people services', () => {
  it('loads the machines on first ask and answers the same promise after', async () => {
    let loads = 0
    const people = createPeopleServices(async () => {
      loads++
      return MACHINES
    })
    expect(loads).toBe(0)
    const first = people.machines()
    expect(people.machines()).toBe(first)
    expect(await first).toBe(MACHINES)
    expect(loads).toBe(1)
  })

  it('asks again after a failed load', async () => {
    let fail = true
    const people = createPeopleServices(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module')
      return MACHINES
    })
    await expect(people.machines()).rejects.toThrow('Failed to fetch dynamically imported module')
    fail = false
    expect(await people.machines()).toBe(MACHINES)
  })
})
