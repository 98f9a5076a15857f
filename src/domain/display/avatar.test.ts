import { describe, expect, it } from 'vitest'
import { avatarFor, DEFAULT_USER_ICON } from './avatar'

const wallet = '0x1111111111111111111111111111111111112222'

describe('avatarFor', () => {
  it('[P2.17] [P3.1] uses avatar_url, then image.url, then icon.url', () => {
    const all = {
      avatar_url: 'https://a/1.png',
      image: { url: 'https://a/2.png' },
      icon: { url: 'https://a/3.png' },
    }
    expect(avatarFor(all)).toBe('https://a/1.png')
    expect(avatarFor({ ...all, avatar_url: ' ' })).toBe('https://a/2.png')
    expect(avatarFor({ ...all, avatar_url: null, image: { url: '' } })).toBe('https://a/3.png')
    expect(avatarFor({ image: null, icon: { url: 'https://a/3.png' } })).toBe('https://a/3.png')
  })

  it('[P2.17] [P9.3] generates an avatar keyed by wallet address, else userid, with size 300', () => {
    expect(avatarFor({ wallet_address: wallet, userid: 'user:abc' })).toBe(
      `https://cdn.stamp.fyi/avatar/${wallet}?s=300`,
    )
    expect(avatarFor({ wallet_address: '', userid: 'user:abc' })).toBe(
      'https://cdn.stamp.fyi/avatar/user:abc?s=300',
    )
  })

  it('escapes path-breaking characters of the key', () => {
    expect(avatarFor({ userid: 'a/b?c#d' })).toBe('https://cdn.stamp.fyi/avatar/a%2Fb%3Fc%23d?s=300')
  })

  it('takes a custom service and size', () => {
    expect(avatarFor({ userid: 'u1' }, { avatarService: 'http://localhost:1/av', size: 64 })).toBe(
      'http://localhost:1/av/u1?s=64',
    )
  })

  it('[P2.17] ends with the default icon, or a custom one', () => {
    expect(avatarFor({})).toBe(DEFAULT_USER_ICON)
    expect(avatarFor({ avatar_url: ' ', userid: '  ' })).toBe(DEFAULT_USER_ICON)
    expect(avatarFor({}, { defaultIcon: '/img/user.svg' })).toBe('/img/user.svg')
  })

  it('makes the default icon a self-contained SVG data URI', () => {
    expect(DEFAULT_USER_ICON.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(DEFAULT_USER_ICON.slice('data:image/svg+xml,'.length))
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.endsWith('</svg>')).toBe(true)
  })
})

describe('the default avatar', () => {
  it('is a grey silhouette on a light disc, inline so it needs no network', () => {
    expect(DEFAULT_USER_ICON.startsWith('data:image/svg+xml,')).toBe(true)
    const svg = decodeURIComponent(DEFAULT_USER_ICON.slice('data:image/svg+xml,'.length))
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
        '<circle cx="32" cy="32" r="32" fill="#e5e7eb"/>' +
        '<circle cx="32" cy="25" r="11" fill="#9ca3af"/>' +
        '<path d="M12 54c3-10 11-16 20-16s17 6 20 16z" fill="#9ca3af"/></svg>',
    )
  })
})
