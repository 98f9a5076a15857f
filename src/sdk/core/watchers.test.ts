import { describe, expect, it, vi } from 'vitest'
import type { Logger } from '../../ports'
import { Watchers } from './watchers'

const logger = () => ({
  debug: vi.fn<Logger['debug']>(),
  info: vi.fn<Logger['info']>(),
  warn: vi.fn<Logger['warn']>(),
  error: vi.fn<Logger['error']>(),
})

describe('Watchers', () => {
  it('tells every listener in the order they subscribed', () => {
    const heard: string[] = []
    const watchers = new Watchers<number>(logger(), 'test')
    watchers.add((n) => heard.push(`a${n}`))
    watchers.add((n) => heard.push(`b${n}`))
    watchers.tell(1)
    expect(heard).toEqual(['a1', 'b1'])
    expect(watchers.size).toBe(2)
  })

  it('stops telling a listener once unsubscribed, but still tells one removed during a tell', () => {
    const heard: string[] = []
    const watchers = new Watchers<number>(logger(), 'test')
    let offB: () => void = () => undefined
    const offA = watchers.add((n) => {
      heard.push(`a${n}`)
      offB()
    })
    offB = watchers.add((n) => heard.push(`b${n}`))
    watchers.tell(1)
    offA()
    watchers.tell(2)
    expect(heard).toEqual(['a1', 'b1'])
    expect(watchers.size).toBe(0)
  })

  it('logs a throwing listener, naming the subscription, and still tells the next', () => {
    const log = logger()
    const heard: number[] = []
    const watchers = new Watchers<number>(log, 'watchThings')
    const error = new Error('boom')
    watchers.add(() => {
      throw error
    })
    watchers.add((n) => heard.push(n))
    expect(() => watchers.tell(7)).not.toThrow()
    expect(heard).toEqual([7])
    expect(log.error).toHaveBeenCalledWith('A watchThings listener threw', error)
  })

  it('tells no one after clear', () => {
    const listener = vi.fn()
    const watchers = new Watchers<number>(logger(), 'test')
    watchers.add(listener)
    watchers.clear()
    watchers.tell(1)
    expect(listener).not.toHaveBeenCalled()
    expect(watchers.size).toBe(0)
  })
})
