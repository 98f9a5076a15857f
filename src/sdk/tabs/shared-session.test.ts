import { describe, expect, it, vi } from 'vitest'
import { FakeBrowser } from '../../../tests/fakes/tabs'
import { createBrowserTabs } from '../../adapters/tabs/browser-tabs'
import type { SocketStatus } from '../../domain/connection'
import type { DecodedFrame, OutboundFrame } from '../../domain/protocol'
import type { LiveSocket } from '../core/context'
import { relayOf, Topics } from './relay'
import { SharedSession } from './shared-session'

/** A Connection stand-in whose link opens when asked and whose frames the test pushes. */
class FakeSocket implements LiveSocket {
  status: SocketStatus = 'idle'
  nodeId = ''
  readonly sent: OutboundFrame[] = []
  readonly connects = vi.fn()
  private readonly frames = new Set<(frame: DecodedFrame) => void>()
  private readonly statuses = new Set<(status: SocketStatus) => void>()
  connect = async () => {
    this.connects()
    this.nodeId = 'node-1'
    this.set('connecting')
    this.set('open')
  }
  close = () => this.set('closed')
  ping = () => undefined
  reconnectNow = vi.fn()
  send = (frame: OutboundFrame) => {
    if (this.status !== 'open') throw new Error('websocket Initialization failed')
    this.sent.push(frame)
  }
  onFrame = (l: (frame: DecodedFrame) => void) => {
    this.frames.add(l)
    return () => this.frames.delete(l)
  }
  onStatus = (l: (status: SocketStatus) => void) => {
    this.statuses.add(l)
    return () => this.statuses.delete(l)
  }
  receive(frame: DecodedFrame): void {
    for (const l of this.frames) l(frame)
  }
  private set(status: SocketStatus): void {
    this.status = status
    for (const l of this.statuses) l(status)
  }
}

const logger = { warn: () => undefined }
const NOW = 1_700_000_000_000
const FRAME = { kind: 'ping', message: { timestamp: 1n } } as unknown as DecodedFrame
const MARKER = { kind: 'pong', message: { timestamp: 2n } } as unknown as DecodedFrame

const tab = (browser: FakeBrowser, userid = 'user:1') => {
  const env = browser.tab()
  const socket = new FakeSocket()
  const catchUp = vi.fn(async (_since: number) => undefined)
  const tabs = createBrowserTabs('t', env)
  const session = new SharedSession({
    local: socket,
    tabs,
    userid,
    logger,
    clock: { now: () => NOW },
    catchUp,
  })
  return { env, socket, session, catchUp }
}

const nextFrame = (session: SharedSession) =>
  new Promise<DecodedFrame>((resolve) => {
    const stop = session.onFrame((frame) => {
      stop()
      resolve(frame)
    })
  })

describe('one socket shared by the tabs', () => {
  it('the first tab opens the socket; the second follows it and opens none', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser)
    await a.session.connect()
    const b = tab(browser)
    await b.session.connect()
    expect(a.socket.connects).toHaveBeenCalledOnce()
    expect(b.socket.connects).not.toHaveBeenCalled()
    expect(b.session.status).toBe('open')
    expect(b.session.nodeId).toBe('node-1')
  })

  it('a follower hears the leader’s frames and sends through its socket', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser)
    await a.session.connect()
    const b = tab(browser)
    await b.session.connect()
    const [atA, atB] = [nextFrame(a.session), nextFrame(b.session)]
    a.socket.receive(FRAME)
    expect(await atA).toBe(FRAME)
    expect(await atB).toEqual(FRAME)

    b.session.send(FRAME)
    await vi.waitFor(() => expect(a.socket.sent).toEqual([FRAME]))
  })

  it('when the leading tab closes, a follower takes over and opens its own socket', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser)
    await a.session.connect()
    const b = tab(browser)
    await b.session.connect()
    const opened = new Promise<void>((resolve) => b.socket.onStatus((s) => s === 'open' && resolve()))
    browser.closeTab(a.env.id)
    await opened
    expect(b.socket.connects).toHaveBeenCalledOnce()
    b.session.send(FRAME)
    expect(b.socket.sent).toEqual([FRAME])
  })

  it('a follower refuses to send before the leader reports an open link', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser)
    a.socket.connect = async () => a.socket.connects()
    void a.session.connect()
    await vi.waitFor(() => expect(a.socket.connects).toHaveBeenCalled())
    const b = tab(browser)
    void b.session.connect()
    expect(() => b.session.send(FRAME)).toThrow('websocket Initialization failed')
  })

  it('tabs signed in as different users do not share a socket’s frames', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser, 'user:1')
    await a.session.connect()
    const other = tab(browser, 'user:2')
    const heard: DecodedFrame[] = []
    other.session.onFrame((frame) => heard.push(frame))
    void other.session.connect()
    const own = nextFrame(a.session)
    a.socket.receive(FRAME)
    await own
    // A frame for user:2 goes on the bus after user:1's: had user:1's leaked, user:2 would hear it first.
    const marker = nextFrame(other.session)
    relayOf(createBrowserTabs('t', browser.tab()), 'user:2').say(Topics.frame, MARKER)
    await marker
    expect(heard).toEqual([MARKER])
  })

  it('close gives the lead away and reports closed', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser)
    await a.session.connect()
    const b = tab(browser)
    await b.session.connect()
    const taken = new Promise<void>((resolve) => b.socket.onStatus((s) => s === 'open' && resolve()))
    a.session.close()
    expect(a.session.status).toBe('closed')
    await taken
  })

  it('a follower catches up when the leader’s reconnect does, and the tab taking over catches up', async () => {
    const browser = new FakeBrowser()
    const a = tab(browser)
    await a.session.connect()
    const b = tab(browser)
    await b.session.connect()
    a.session.relayCatchUp(1234)
    await vi.waitFor(() => expect(b.catchUp).toHaveBeenCalledWith(1234))
    // A follower's word is not relayed: only the leader speaks for the socket.
    b.session.relayCatchUp(99)
    expect(a.catchUp).not.toHaveBeenCalled()

    browser.closeTab(a.env.id)
    await vi.waitFor(() => expect(b.catchUp).toHaveBeenCalledTimes(2))
    // From when the leader was last heard, less the 5 s margin.
    expect(b.catchUp).toHaveBeenLastCalledWith(NOW - 5_000)
  })
})
