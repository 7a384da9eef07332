import { describe, expect, it } from 'vitest'
import { forReaders, isLaunched, samplesOn, samplesShown } from './samples'

describe('sample content before launch', () => {
  it('a site is launched only with a Sanity project and its public address', () => {
    expect(isLaunched({})).toBe(false)
    // The embedded default: local lake, whatever the address.
    expect(isLaunched({ NEXT_PUBLIC_SITE_URL: 'https://www.example.org' })).toBe(false)
    // A project being set up, with no public address yet.
    expect(isLaunched({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })).toBe(false)
    expect(isLaunched({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SITE_URL: '  ' })).toBe(false)
    expect(
      isLaunched({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SITE_URL: 'https://www.example.org' }),
    ).toBe(true)
    expect(samplesShown({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SITE_URL: 'https://x.org' })).toBe(false)
    expect(samplesShown({})).toBe(true)
  })

  it('readers of a launched site get only the real items, in order; before launch, all of them', () => {
    const items = [
      { id: 1, isSample: true },
      { id: 2, isSample: false },
      { id: 3 },
      { id: 4, isSample: null },
      { id: 5, isSample: true },
    ]
    expect(forReaders(items, false).map((i) => i.id)).toEqual([2, 3, 4])
    expect(forReaders(items, true).map((i) => i.id)).toEqual([1, 2, 3, 4, 5])
    expect(forReaders(null, false)).toEqual([])
  })

  it('a page shows samples only before launch and only when the site settings switch them on', () => {
    const launched = { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123', NEXT_PUBLIC_SITE_URL: 'https://x.org' }
    expect(samplesOn({ showSampleContent: true }, {})).toBe(true)
    expect(samplesOn({ showSampleContent: false }, {})).toBe(false)
    expect(samplesOn({ showSampleContent: null }, {})).toBe(false)
    expect(samplesOn({}, {})).toBe(false)
    expect(samplesOn(null, {})).toBe(false)
    expect(samplesOn({ showSampleContent: true }, launched)).toBe(false)
  })
})
