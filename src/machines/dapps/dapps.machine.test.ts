import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { myDapps, pair, startDapps } from '../../../tests/_util/machines/dapps'
import { NodeError } from '../../domain/errors'
import { dappsMachine } from './dapps.machine'
import type { DappFormFields } from './dapps.types'
import { INCOMPLETE_FIELDS } from './dapps.types'

const form: DappFormFields = {
  dapp_id: ' web3mq:news ',
  dapp_name: 'News',
  dapp_description: 'Daily news',
  dapp_type: 'im',
  domain: '',
}

describe('dapps machine: create', () => {
  it('starts editing with no key pair; create is refused until the fields are complete', async () => {
    const { actor, calls } = startDapps('create')
    expect(actor.getSnapshot().matches({ create: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.keyPair).toBeUndefined()
    actor.send({ type: 'dapp.download', dappId: 'x' })
    expect(calls.downloads).toEqual([])
    actor.send({ type: 'dapp.create', fields: { ...form, dapp_name: ' ' } })
    const refused = actor.getSnapshot()
    expect(refused.matches({ create: 'editing' })).toBe(true)
    expect(refused.context.error?.message).toBe(INCOMPLETE_FIELDS)
    expect(refused.context.fields.dapp_name).toBe(' ')
    expect(calls.log).toEqual([])
  })

  it('refuses an id with spaces or a domain that is not a host name, keeping every field', async () => {
    const { actor, calls } = startDapps('create')
    actor.send({ type: 'dapp.create', fields: { ...form, dapp_id: 'my dapp' } })
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'DAPP.INVALID',
      message: 'A dapp id uses letters, digits and : . _ - only, with no spaces (for example web3mq:im).',
    })
    actor.send({ type: 'dapp.create', fields: { ...form, domain: 'not a domain <>' } })
    const refused = actor.getSnapshot()
    expect(refused.context.error?.message).toMatch(/such as example\.com/)
    expect(refused.context.fields).toEqual({ ...form, domain: 'not a domain <>' })
    expect(refused.matches({ create: 'editing' })).toBe(true)
    expect(calls.log).toEqual([])
  })

  it('generates a key pair, downloads it as "KeyPairs", creates with the public key, and shows the dapp', async () => {
    const { actor, calls } = startDapps('create')
    actor.send({ type: 'dapp.generateKeyPair' })
    expect(actor.getSnapshot().matches({ create: 'generating' })).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const withPair = await waitFor(actor, (s) => s.matches({ create: 'editing' }))
    expect(withPair.context.keyPair).toEqual(pair)
    actor.send({ type: 'dapp.download', dappId: 'web3mq:news' })
    expect(actor.getSnapshot().matches({ create: 'downloading' })).toBe(true)
    const downloaded = await waitFor(actor, (s) => s.matches({ create: 'editing' }))
    expect(downloaded.context.downloaded).toBe(true)
    expect(calls.downloads).toEqual([{ dappId: 'web3mq:news', pair, filename: 'KeyPairs' }])
    actor.send({ type: 'dapp.create', fields: form })
    expect(actor.getSnapshot().matches({ create: 'creating' })).toBe(true)
    const created = await waitFor(actor, (s) => s.matches({ create: 'created' }))
    expect(calls.sent).toEqual([
      {
        dapp_id: 'web3mq:news',
        dapp_name: 'News',
        dapp_description: 'Daily news',
        dapp_type: 'im',
        domain: '',
        dapp_pubkey: pair.PublicKey,
      },
    ])
    expect(created.context.created).toMatchObject({ dapp_id: 'web3mq:news', creator_id: 'user:1' })
    expect(created.hasTag('created')).toBe(true)
  })

  it('lets the key file be downloaded again after creating, under the created id', async () => {
    const { actor, calls } = startDapps('create')
    actor.send({ type: 'dapp.generateKeyPair' })
    await waitFor(actor, (s) => s.matches({ create: 'editing' }) && s.context.keyPair !== undefined)
    actor.send({ type: 'dapp.create', fields: form })
    await waitFor(actor, (s) => s.matches({ create: 'created' }))
    actor.send({ type: 'dapp.download', dappId: 'ignored' })
    const after = await waitFor(actor, (s) => s.matches({ create: 'created' }) && s.context.downloaded)
    expect(after.context.created?.dapp_id).toBe('web3mq:news')
    expect(calls.downloads.map((d) => d.dappId)).toEqual(['web3mq:news'])
  })

  it('does not count a file saved under an id corrected before creating: it names the old id', async () => {
    const { actor, calls } = startDapps('create')
    actor.send({ type: 'dapp.generateKeyPair' })
    await waitFor(actor, (s) => s.matches({ create: 'editing' }) && s.context.keyPair !== undefined)
    actor.send({ type: 'dapp.download', dappId: 'web3mq:my news' })
    await waitFor(actor, (s) => s.matches({ create: 'editing' }) && s.context.downloaded)
    actor.send({ type: 'dapp.create', fields: form })
    const created = await waitFor(actor, (s) => s.matches({ create: 'created' }))
    expect([created.context.downloaded, created.context.downloadedFor]).toEqual([false, 'web3mq:my news'])
    actor.send({ type: 'dapp.download', dappId: 'ignored' })
    const again = await waitFor(actor, (s) => s.matches({ create: 'created' }) && s.context.downloaded)
    expect(again.context.downloadedFor).toBe('web3mq:news')
    expect(calls.downloads.map((d) => d.dappId)).toEqual(['web3mq:my news', 'web3mq:news'])
  })

  it('keeps every field and the key pair when creating fails', async () => {
    const { actor } = startDapps('create', {
      create: async () => Promise.reject(new NodeError(1, 'dapp_id taken')),
    })
    actor.send({ type: 'dapp.generateKeyPair' })
    await waitFor(actor, (s) => s.matches({ create: 'editing' }) && s.context.keyPair !== undefined)
    actor.send({ type: 'dapp.create', fields: form })
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.matches({ create: 'editing' })).toBe(true)
    expect(failed.context.error?.message).toBe('dapp_id taken')
    expect(failed.context.fields).toEqual(form)
    expect(failed.context.keyPair).toEqual(pair)
  })

  it('reports a failed key generation or download and stays editing', async () => {
    const { actor } = startDapps('create', { generate: async () => Promise.reject(new Error('')) })
    actor.send({ type: 'dapp.generateKeyPair' })
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.context.error?.message).toBe('Could not generate a key pair.')
    const dl = startDapps('create', {
      download: async () => Promise.reject(new Error('blocked by the browser')),
    })
    dl.actor.send({ type: 'dapp.generateKeyPair' })
    await waitFor(dl.actor, (s) => s.context.keyPair !== undefined && s.matches({ create: 'editing' }))
    dl.actor.send({ type: 'dapp.download', dappId: 'web3mq:news' })
    const dlFailed = await waitFor(dl.actor, (s) => s.context.error !== undefined)
    expect(dlFailed.context.error?.message).toBe('blocked by the browser')
    expect(dlFailed.context.downloaded).toBe(false)
    expect(dlFailed.matches({ create: 'editing' })).toBe(true)
  })

  it('a new key pair must be downloaded again', async () => {
    const { actor } = startDapps('create')
    actor.send({ type: 'dapp.generateKeyPair' })
    await waitFor(actor, (s) => s.matches({ create: 'editing' }) && s.context.keyPair !== undefined)
    actor.send({ type: 'dapp.download', dappId: 'web3mq:news' })
    await waitFor(actor, (s) => s.context.downloaded)
    actor.send({ type: 'dapp.generateKeyPair' })
    const fresh = await waitFor(actor, (s) => s.matches({ create: 'editing' }))
    expect(fresh.context.downloaded).toBe(false)
  })
})

describe('dapps machine: manage', () => {
  it('lists my dapps, selects one with its fields', async () => {
    const { actor } = startDapps('manage')
    expect(actor.getSnapshot().matches({ manage: 'loading' })).toBe(true)
    const list = await waitFor(actor, (s) => s.matches({ manage: 'list' }))
    expect(list.context.dapps).toEqual(myDapps)
    actor.send({ type: 'dapp.select', dappId: 'web3mq:unknown' })
    expect(actor.getSnapshot().matches({ manage: 'list' })).toBe(true)
    actor.send({ type: 'dapp.select', dappId: 'web3mq:shop' })
    const editing = actor.getSnapshot()
    expect(editing.matches({ manage: 'editing' })).toBe(true)
    expect(editing.context.fields).toEqual({
      dapp_id: 'web3mq:shop',
      dapp_name: 'Shop',
      dapp_description: '',
      dapp_type: 'other',
      domain: 'shop.example',
    })
  })

  it('saves edits with the unchanged id and public key, and updates the list', async () => {
    const { actor, calls } = startDapps('manage')
    await waitFor(actor, (s) => s.matches({ manage: 'list' }))
    actor.send({ type: 'dapp.select', dappId: 'web3mq:im' })
    const edited = {
      dapp_id: 'web3mq:hacked',
      dapp_name: 'Chat 2',
      dapp_description: 'Talk more',
      dapp_type: 'im',
      domain: 'chat.example',
    }
    actor.send({ type: 'dapp.update', fields: edited })
    expect(actor.getSnapshot().matches({ manage: 'updating' })).toBe(true)
    const saved = await waitFor(actor, (s) => s.context.saved)
    expect(calls.sent).toEqual([{ ...edited, dapp_id: 'web3mq:im', dapp_pubkey: 'c'.repeat(64) }])
    expect(saved.matches({ manage: 'editing' })).toBe(true)
    expect(saved.context.dapps[0]).toMatchObject({
      dapp_id: 'web3mq:im',
      dapp_name: 'Chat 2',
      domain: 'chat.example',
    })
    actor.send({ type: 'dapp.back' })
    expect(actor.getSnapshot().matches({ manage: 'list' })).toBe(true)
    expect(actor.getSnapshot().context.selected).toBeUndefined()
  })

  it('keeps the edited fields when saving fails, and refuses a blank name', async () => {
    const { actor } = startDapps('manage', {
      update: async () => Promise.reject(new NodeError(1, 'signature invalid')),
    })
    await waitFor(actor, (s) => s.matches({ manage: 'list' }))
    actor.send({ type: 'dapp.select', dappId: 'web3mq:im' })
    const edited = {
      dapp_id: 'web3mq:im',
      dapp_name: 'Chat 2',
      dapp_description: 'd',
      dapp_type: 'im',
      domain: '',
    }
    actor.send({ type: 'dapp.update', fields: edited })
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.matches({ manage: 'editing' })).toBe(true)
    expect(failed.context.error?.message).toBe('signature invalid')
    expect(failed.context.fields).toEqual(edited)
    expect(failed.context.dapps[0]?.dapp_name).toBe('Chat')
    actor.send({ type: 'dapp.update', fields: { ...edited, dapp_name: '' } })
    expect(actor.getSnapshot().context.error?.message).toBe(INCOMPLETE_FIELDS)
    expect(actor.getSnapshot().matches({ manage: 'editing' })).toBe(true)
  })

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0
    const { actor } = startDapps('manage', {
      load: async () => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return myDapps
      },
    })
    const failed = await waitFor(actor, (s) => s.matches({ manage: 'loadFailed' }))
    expect(failed.context.error?.message).toBe('offline')
    actor.send({ type: 'dapp.retry' })
    const list = await waitFor(actor, (s) => s.matches({ manage: 'list' }))
    expect(list.context.error).toBeUndefined()
  })
})

describe('dapps machine: unprovided', () => {
  it('names the missing actor when the composition root provided none', async () => {
    const actor = createActor(dappsMachine, { input: { mode: 'manage' } }).start()
    const failed = await waitFor(actor, (s) => s.matches({ manage: 'loadFailed' }))
    expect(failed.context.error?.message).toBe('dappsMachine needs loadDapps from machine.provide()')
  })
})
