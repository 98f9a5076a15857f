import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import '../test-utils/services'
import { lazyNamed } from './lazy-pages'

const OtherPage = () => <p>other</p>
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
})
