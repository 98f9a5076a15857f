import { cleanup, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import '../../../tests/_util/ui/services'
import { lazyNamed, retryFailedChunks, withChunkTimeout } from './lazy-named'

const OtherPage = () => <p>other</p>

/** The smallest error boundary: "failed" once a child throws. */
class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children
  }
}
const NamedPage = () => <p>named export</p>

describe('lazyNamed', () => {
  it('renders the named export of a module loaded on demand', async () => {
    let loads = 0
    const Page = lazyNamed(async () => {
      loads++
      return { OtherPage, TheP: NamedPage }
    }, 'TheP')
    expect(loads).toBe(0)
    render(
      <Suspense fallback={<p>wait</p>}>
        <Page />
      </Suspense>,
    )
    expect(await screen.findByText('named export')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('loads again after a failed load once failed chunks are retried', async () => {
    let loads = 0
    const Page = lazyNamed(async () => {
      loads++
      if (loads === 1) throw new Error('chunk could not be fetched')
      return { TheP: NamedPage }
    }, 'TheP')
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const first = render(
      <Catch>
        <Suspense fallback={<p>wait</p>}>
          <Page />
        </Suspense>
      </Catch>,
    )
    expect(await screen.findByText('failed')).toBeTruthy()
    first.unmount()
    cleanup()
    retryFailedChunks()
    quiet.mockRestore()
    render(
      <Suspense fallback={<p>wait</p>}>
        <Page />
      </Suspense>,
    )
    expect(await screen.findByText('named export')).toBeTruthy()
    expect(loads).toBe(2)
  })
})

describe('withChunkTimeout', () => {
  it('[P9.2] fails a chunk that has not arrived after 120 s, so the error screen can offer a reload', async () => {
    vi.useFakeTimers()
    try {
      const never = new Promise<never>(() => {})
      const pending = withChunkTimeout(never)
      const outcome = pending.catch((error: Error) => error.message)
      await vi.advanceTimersByTimeAsync(119_999)
      let settled = false
      void pending.catch(() => {
        settled = true
      })
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toBe('Loading the page timed out after 120 s')
    } finally {
      vi.useRealTimers()
    }
  })

  it('passes a chunk that arrives in time through unchanged', async () => {
    expect(await withChunkTimeout(Promise.resolve('page'), 50)).toBe('page')
  })
})
