import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HERO_FADE_MS,
  HERO_INTERVAL_MS,
  TESTIMONIAL_INTERVAL_MS,
  initialRotation,
  isAdvancing,
  isRotationOn,
  nextIndex,
  prevIndex,
  rotationReducer,
  wrapIndex,
  type Rotation,
  initialSlideStack,
  isSlideShowing,
  showSlide,
  slideLayer,
  slideShown,
  heroSlidesReducer,
} from '@/lib/home/carousel'
import {
  COUNTER_DURATION_MS,
  COUNTER_VISIBLE_THRESHOLD,
  countUpValue,
  easeOutCubic,
  formatCompact,
  formatStat,
} from '@/lib/home/counter'
import { cmsImageAttrs, cmsImageUrl, croppedSize, focalPoint } from '@/lib/content/image'
import { webSearchUrl } from '@/lib/home/web-search'

describe('carousel index', () => {
  it('wraps both ways over three slides', () => {
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0])
    expect([0, 1, 2].map((i) => prevIndex(i, 3))).toEqual([2, 0, 1])
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
  })
  it('never leaves the ring, whatever the input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 20 }), (index, count) => {
        const wrapped = wrapIndex(index, count)
        expect(wrapped).toBeGreaterThanOrEqual(0)
        expect(wrapped).toBeLessThan(count)
        expect(prevIndex(nextIndex(wrapped, count), count)).toBe(wrapped)
      }),
    )
  })
  it('falls back to the first slide for an empty or nonsensical ring', () => {
    expect(wrapIndex(3, 0)).toBe(0)
    expect(wrapIndex(Number.NaN, 3)).toBe(0)
    expect(nextIndex(0, 1)).toBe(0)
  })
  it('uses the spec timings', () => {
    expect([HERO_INTERVAL_MS, HERO_FADE_MS, TESTIMONIAL_INTERVAL_MS]).toEqual([5000, 1000, 4000])
  })
})

describe('carousel rotation', () => {
  const run = (...events: Parameters<typeof rotationReducer>[1][]) =>
    events.reduce<Rotation>(rotationReducer, initialRotation)

  it('rotates by default, but not when the system asks for reduced motion', () => {
    expect(isAdvancing(initialRotation, false)).toBe(true)
    expect(isAdvancing(initialRotation, true)).toBe(false)
    expect(isRotationOn(initialRotation, true)).toBe(false)
  })
  it('holds while hovered or keyboard-focused, and resumes afterwards', () => {
    expect(isAdvancing(run({ type: 'hover', on: true }), false)).toBe(false)
    expect(isAdvancing(run({ type: 'hover', on: true }, { type: 'hover', on: false }), false)).toBe(true)
    expect(isAdvancing(run({ type: 'focus', on: true }), false)).toBe(false)
    expect(isAdvancing(run({ type: 'focus', on: true }, { type: 'focus', on: false }), false)).toBe(true)
    // Still switched on: the control keeps offering "pause".
    expect(isRotationOn(run({ type: 'hover', on: true }), false)).toBe(true)
  })
  it('stays paused after the reader pauses it, even when hover and focus end', () => {
    const paused = run({ type: 'toggle', playing: true }, { type: 'hover', on: true }, { type: 'hover', on: false })
    expect(isRotationOn(paused, false)).toBe(false)
    expect(isAdvancing(paused, false)).toBe(false)
  })
  it('lets a reader who asked for reduced motion start it, and play wins over focus on the control', () => {
    const started = run({ type: 'focus', on: true }, { type: 'toggle', playing: false })
    expect(isAdvancing(started, true)).toBe(true)
    expect(isAdvancing(rotationReducer(started, { type: 'toggle', playing: true }), true)).toBe(false)
  })
  it('returns the same state when nothing changes (no needless re-render)', () => {
    expect(rotationReducer(initialRotation, { type: 'hover', on: false })).toBe(initialRotation)
  })
})

describe('counter formatting', () => {
  it.each([
    [0, '0'],
    [98, '98'],
    [150, '150'],
    [999, '999'],
    [1000, '1.0K'],
    [1200, '1.2K'],
    [1250, '1.3K'],
    [999_949, '999.9K'],
    [999_999, '1.0M'],
    [1_000_000, '1.0M'],
    [2_500_000, '2.5M'],
    [12_345_678, '12.3M'],
  ])('%d is written %s', (value, text) => {
    expect(formatCompact(value)).toBe(text)
  })
  it('rounds what the count-up passes through to whole numbers', () => {
    expect(formatCompact(999.4)).toBe('999')
    expect(formatCompact(999.6)).toBe('1.0K')
    expect(formatCompact(12.5)).toBe('13')
  })
  it('never shows NaN or Infinity', () => {
    expect(formatCompact(Number.NaN)).toBe('0')
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe('0')
    expect(formatCompact(-1500)).toBe('-1.5K')
  })
  it('adds the suffix: the spec stats read 2.5M+, 1.2K+, 150+ and 98%', () => {
    expect([
      formatStat(2_500_000, '+'),
      formatStat(1200, '+'),
      formatStat(150, '+'),
      formatStat(98, '%'),
      formatStat(7, null),
    ]).toEqual(['2.5M+', '1.2K+', '150+', '98%', '7'])
  })
})

describe('counter timing', () => {
  it('runs 2000 ms from the 30% visibility mark', () => {
    expect(COUNTER_DURATION_MS).toBe(2000)
    expect(COUNTER_VISIBLE_THRESHOLD).toBe(0.3)
  })
  it('eases out: starts at 0, ends exactly at the target, faster early than late', () => {
    expect(countUpValue(2_500_000, 0)).toBe(0)
    expect(countUpValue(2_500_000, 2000)).toBe(2_500_000)
    expect(countUpValue(2_500_000, 5000)).toBe(2_500_000)
    expect(countUpValue(98, 1000)).toBeCloseTo(98 * 0.875)
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5)
    expect(easeOutCubic(-1)).toBe(0)
    expect(easeOutCubic(Number.NaN)).toBe(1)
  })
  it('only ever rises, and never overshoots', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 2000 }), (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(countUpValue(1000, early)).toBeLessThanOrEqual(countUpValue(1000, late))
        expect(countUpValue(1000, late)).toBeLessThanOrEqual(1000)
      }),
    )
  })
  it('shows the target at once when there is no time to animate', () => {
    expect(countUpValue(150, 0, 0)).toBe(150)
  })
})

describe('web search', () => {
  const q = (url: string | null) => (url ? new URL(url).searchParams.get('q') : null)

  it('searches the words plus the site restriction on the external engine', () => {
    const url = webSearchUrl('heart disease', 'https://www.healthwisehub.example')
    expect(url).not.toBeNull()
    expect(new URL(url!).origin + new URL(url!).pathname).toBe('https://www.google.com/search')
    expect(q(url)).toBe('heart disease site:www.healthwisehub.example')
  })
  it('trims and collapses spaces, drops the port and encodes what the reader typed', () => {
    expect(q(webSearchUrl('  type 2   diabetes \n', 'http://localhost:3000'))).toBe('type 2 diabetes site:localhost')
    expect(q(webSearchUrl('A1c & "fasting"? #1', 'https://example.org'))).toBe('A1c & "fasting"? #1 site:example.org')
    expect(webSearchUrl('a&b', 'https://example.org')).not.toContain('a&b')
  })
  it('gives nothing to open for an empty or blank box', () => {
    expect(webSearchUrl('', 'https://example.org')).toBeNull()
    expect(webSearchUrl('   \t ', 'https://example.org')).toBeNull()
  })
})

describe('CMS images', () => {
  const ref = `image-${'b'.repeat(40)}-1920x1080-webp`
  const local = { mode: 'local' as const }
  const sanity = { mode: 'sanity' as const, projectId: 'abc123', dataset: 'production' }

  it('sizes the picture from its asset id, after the editor crop', () => {
    expect(croppedSize({ asset: { _ref: ref } })).toEqual({ width: 1920, height: 1080 })
    expect(croppedSize({ asset: { _ref: ref }, crop: { left: 0.25, right: 0.25, top: 0, bottom: 0.5 } })).toEqual({
      width: 960,
      height: 540,
    })
    for (const asset of [null, {}, { _ref: 'file-abc-pdf' }, { _ref: 'image@file://x.webp' }])
      expect(croppedSize({ asset }), JSON.stringify(asset)).toBeNull()
  })

  it('anchors a cover-fitted image on the hotspot, clamped to the picture', () => {
    expect(focalPoint({ hotspot: { x: 0.2, y: 0.75 } })).toBe('20% 75%')
    expect(focalPoint({ hotspot: { x: -1, y: 3 } })).toBe('0% 100%')
    expect(focalPoint(null)).toBe('50% 50%')
  })

  it('serves local images from the site itself, and Sanity images from the CDN, each width with auto=format', () => {
    const attrs = cmsImageAttrs(local, { alt: 'A slide', asset: { _ref: ref } }, { sizes: '100vw', aspect: 16 / 9 })!
    expect(attrs.src).toMatch(new RegExp(`^/images/local/production/${'b'.repeat(40)}-1920x1080\\.webp\\?`))
    expect(attrs.src).toContain('auto=format')
    const widths = attrs.srcSet!.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1]))
    expect(widths.length).toBeGreaterThan(3)
    for (const entry of attrs.srcSet!.split(', ')) {
      const url = new URL(entry.split(' ')[0]!, 'http://x')
      // Every width keeps the 16:9 frame, cropped around the hotspot.
      expect(Number(url.searchParams.get('h'))).toBe(Math.round(Number(url.searchParams.get('w')) / (16 / 9)))
    }
    expect(attrs.alt).toBe('A slide')
    const cdn = cmsImageAttrs(sanity, { alt: 'A slide', asset: { _ref: ref } }, { width: 96, aspect: 1 })!
    expect(cdn.src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//)
    expect([cdn.width, cdn.height]).toEqual([96, 96])
  })

  it('applies the editor crop as a rect, and builds absolute share URLs', () => {
    const cropped = { asset: { _ref: ref }, crop: { left: 0.5, right: 0, top: 0, bottom: 0 } }
    const url = new URL(cmsImageUrl(local, cropped, 'https://health.example.org')!)
    expect(url.origin + url.pathname).toBe(
      `https://health.example.org/images/local/production/${'b'.repeat(40)}-1920x1080.webp`,
    )
    expect(url.searchParams.get('rect')?.split(',').map(Number)[0]).toBeGreaterThanOrEqual(960)
    expect([url.searchParams.get('w'), url.searchParams.get('h')]).toEqual(['1200', '630'])
  })

  it('gives nothing for a field without a usable asset', () => {
    expect(cmsImageAttrs(local, { alt: 'x', asset: null }, { width: 10 })).toBeNull()
    expect(cmsImageUrl(local, undefined, 'https://health.example.org')).toBeNull()
  })
})

describe('hero slide stack', () => {
  it('fades the new slide in over the old one, which stays until the fade has finished', () => {
    const next = showSlide(initialSlideStack, 1)
    expect(next).toEqual({ current: 1, beneath: [0] })
    expect([0, 1, 2].map((s) => isSlideShowing(next, s))).toEqual([true, true, false])
    expect(slideLayer(next, 1)).toBeGreaterThan(slideLayer(next, 0))
    expect(slideLayer(next, 2)).toBe(0)
    const done = slideShown(next, 1)
    expect(done).toEqual({ current: 1, beneath: [] })
    expect([0, 1, 2].map((s) => isSlideShowing(done, s))).toEqual([false, true, false])
  })

  it('a change mid-fade keeps every slide that is on screen until the newest fade has finished', () => {
    const twice = showSlide(showSlide(initialSlideStack, 1), 2)
    expect(twice).toEqual({ current: 2, beneath: [0, 1] })
    expect(slideLayer(twice, 2)).toBeGreaterThan(slideLayer(twice, 1))
    expect(slideLayer(twice, 1)).toBeGreaterThan(slideLayer(twice, 0))
    // The earlier fade finishing changes nothing; only the current slide's does.
    expect(slideShown(twice, 1)).toBe(twice)
    expect(slideShown(twice, 2)).toEqual({ current: 2, beneath: [] })
    // Going back to a slide that is still showing beneath: it comes to the top, the others stay under it.
    expect(showSlide(twice, 0)).toEqual({ current: 0, beneath: [1, 2] })
    expect(showSlide(twice, 2)).toBe(twice)
  })
})

describe('hero slide changes', () => {
  const next = (c: number) => c + 1

  it('a change fades in over what shows; each press is a step, wrapping; the fade finishing clears beneath', () => {
    let stack = heroSlidesReducer(initialSlideStack, { type: 'show', target: next, count: 3 })
    stack = heroSlidesReducer(stack, { type: 'show', target: next, count: 3 })
    expect(stack).toEqual({ current: 2, beneath: [0, 1] }) // two presses, two steps, both still on screen
    stack = heroSlidesReducer(stack, { type: 'show', target: next, count: 3 })
    expect(stack.current).toBe(0) // past the last slide: the first
    expect(heroSlidesReducer(stack, { type: 'shown', slide: 0 })).toEqual({ current: 0, beneath: [] })
  })

  it('changes at once under reduced motion, wrapping both ways', () => {
    expect(heroSlidesReducer(initialSlideStack, { type: 'show', target: () => 4, count: 3, instant: true })).toEqual({
      current: 1,
      beneath: [],
    })
    const fading = showSlide(initialSlideStack, 1)
    expect(heroSlidesReducer(fading, { type: 'show', target: (c) => c - 2, count: 3, instant: true })).toEqual({
      current: 2,
      beneath: [],
    })
    expect(heroSlidesReducer(initialSlideStack, { type: 'show', target: (c) => c, count: 3, instant: true })).toBe(
      initialSlideStack,
    )
  })
})
