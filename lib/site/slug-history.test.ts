import { describe, expect, it } from 'vitest'
import { MAX_PREVIOUS_SLUGS, nextSlugHistory } from './slug-history'

describe('slug history', () => {
  it('records the replaced slug, most recent first', () => {
    expect(nextSlugHistory([], 'diabetes', 'diabetes-mellitus')).toEqual(['diabetes'])
    expect(nextSlugHistory(['sugar'], 'diabetes', 'diabetes-mellitus')).toEqual(['diabetes', 'sugar'])
  })

  it('changes nothing when the slug stays, or on a first publish', () => {
    expect(nextSlugHistory(['old'], 'same', 'same')).toEqual(['old'])
    expect(nextSlugHistory(undefined, null, 'new')).toEqual([])
  })

  it('gives an old slug back to the page renamed back to it, with no duplicates', () => {
    expect(nextSlugHistory(['diabetes'], 'diabetes-mellitus', 'diabetes')).toEqual(['diabetes-mellitus'])
    expect(nextSlugHistory(['a', 'a', ''], 'b', 'c')).toEqual(['b', 'a'])
  })

  it('keeps a bounded history', () => {
    const long = Array.from({ length: 40 }, (_, i) => `slug-${i}`)
    expect(nextSlugHistory(long, 'latest', 'now')).toHaveLength(MAX_PREVIOUS_SLUGS)
    expect(nextSlugHistory(long, 'latest', 'now')[0]).toBe('latest')
  })
})
