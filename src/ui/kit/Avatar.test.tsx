import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_USER_ICON } from '../../domain/display'
import { Avatar } from './Avatar'

describe('Avatar', () => {
  it('shows the avatar by the display rules and falls back to the default icon when it fails to load', () => {
    render(<Avatar user={{ avatar_url: 'https://img.example/a.png' }} alt="Avatar of Ann" />)
    const img = screen.getByRole('img', { name: 'Avatar of Ann' })
    expect(img.getAttribute('src')).toBe('https://img.example/a.png')
    fireEvent.error(img)
    expect(img.getAttribute('src')).toBe(DEFAULT_USER_ICON)
  })
})
