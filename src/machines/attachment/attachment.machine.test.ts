import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { fakeAttachment, SMALL_JPEG } from '../../../tests/_util/machines/attachment'
import { ImageRefusal } from '../../domain/media/image-refusal'
import { IMAGE_NOT_IMAGE, IMAGE_SEND_FAILED, IMAGE_TOO_LARGE } from './attachment.types'

const TOPIC = 'group:climbers'
const file = new Blob(['x'], { type: 'image/png' })

const open = (script: Parameters<typeof fakeAttachment>[0]) => {
  const { machine, sends } = fakeAttachment(script)
  return { actor: createActor(machine, { input: { topic: TOPIC } }).start(), sends }
}

const settled = (actor: ReturnType<typeof open>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('empty'))

describe('attachmentMachine', () => {
  it('holds a prepared image as base64 fields, then sends it with its caption trimmed and empties', async () => {
    const { actor, sends } = open({ prepare: async () => SMALL_JPEG })
    actor.send({ type: 'image.pick', file })
    expect(actor.getSnapshot().hasTag('preparing')).toBe(true)
    const ready = await settled(actor)
    expect(ready.value).toBe('ready')
    expect(ready.context.image).toEqual({
      mime: 'image/jpeg',
      width: 4,
      height: 3,
      bytes: '/9j/4A==',
      thumb: '/9j/4A==',
    })
    actor.send({ type: 'caption.change', text: '  Summit  ' })
    actor.send({ type: 'image.send' })
    const done = await waitFor(actor, (s) => s.matches('empty'))
    expect(sends).toEqual([
      {
        topic: TOPIC,
        fields: {
          mime: 'image/jpeg',
          width: 4,
          height: 3,
          bytes: '/9j/4A==',
          thumb: '/9j/4A==',
          caption: 'Summit',
        },
      },
    ])
    expect(done.context).toMatchObject({ image: undefined, caption: '', error: undefined })
  })

  it('sends no caption when none was typed', async () => {
    const { actor, sends } = open({ prepare: async () => SMALL_JPEG })
    actor.send({ type: 'image.pick', file })
    await settled(actor)
    actor.send({ type: 'caption.change', text: '   ' })
    actor.send({ type: 'image.send' })
    await waitFor(actor, (s) => s.matches('empty'))
    expect(sends[0]?.fields).not.toHaveProperty('caption')
  })

  it('says a file is not an image, or too large, and keeps the image held before', async () => {
    const answers = [Promise.reject(new ImageRefusal('notImage')), Promise.resolve(SMALL_JPEG)]
    const refused = [new ImageRefusal('tooLarge')]
    const { actor } = open({
      prepare: () => answers.shift() ?? Promise.reject(refused.shift()),
    })
    actor.send({ type: 'image.pick', file })
    const first = await waitFor(actor, (s) => s.matches('empty') && s.context.error !== undefined)
    expect(first.context.error).toEqual({ code: 'CHAT.IMAGE_NOT_IMAGE', message: IMAGE_NOT_IMAGE })
    actor.send({ type: 'image.pick', file })
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'caption.change', text: 'kept' })
    actor.send({ type: 'image.pick', file })
    const second = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== undefined)
    expect(second.context.error).toEqual({ code: 'CHAT.IMAGE_TOO_LARGE', message: IMAGE_TOO_LARGE })
    expect(second.context.image?.width).toBe(4)
    expect(second.context.caption).toBe('kept')
  })

  it('keeps the image and its caption when the send fails, and says so', async () => {
    const { actor } = open({
      prepare: async () => SMALL_JPEG,
      send: async () => {
        throw new Error('websocket Initialization failed')
      },
    })
    actor.send({ type: 'image.pick', file })
    await settled(actor)
    actor.send({ type: 'caption.change', text: 'Summit' })
    actor.send({ type: 'image.send' })
    const failed = await waitFor(actor, (s) => s.matches('ready') && s.context.error !== undefined)
    expect(failed.context.error).toEqual({ code: 'CHAT.SEND', message: IMAGE_SEND_FAILED })
    expect(failed.context.caption).toBe('Summit')
    expect(failed.context.image?.bytes).toBe('/9j/4A==')
  })

  it('removes the image and its caption on request', async () => {
    const { actor } = open({ prepare: async () => SMALL_JPEG })
    actor.send({ type: 'image.pick', file })
    await settled(actor)
    actor.send({ type: 'caption.change', text: 'x' })
    actor.send({ type: 'image.remove' })
    expect(actor.getSnapshot().value).toBe('empty')
    expect(actor.getSnapshot().context).toMatchObject({ image: undefined, caption: '' })
  })
})
