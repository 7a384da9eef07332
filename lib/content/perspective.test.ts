import { describe, expect, it } from 'vitest'
import { draftPerspective } from './perspective'
import { clientPerspective, needsToken } from './sanity'

describe('the perspective a preview renders', () => {
  it('reads drafts, published or a release stack from the Studio cookie', () => {
    expect(draftPerspective(undefined, true)).toBe('drafts')
    expect(draftPerspective('drafts', true)).toBe('drafts')
    expect(draftPerspective('published', true)).toBe('published')
    expect(draftPerspective('rSpring,drafts', true)).toEqual(['rSpring', 'drafts'])
    expect(draftPerspective('rA,rB', true)).toEqual(['rA', 'rB', 'drafts'])
    expect(clientPerspective(['rSpring', 'drafts'])).toEqual(['rSpring', 'drafts'])
  })

  it('keeps releases out of local mode, where the lake runs none', () => {
    expect(draftPerspective('rSpring,drafts', false)).toBe('drafts')
    expect(draftPerspective('published', false)).toBe('published')
  })

  it('falls back to drafts for a hostile or malformed cookie', () => {
    for (const value of [
      'raw',
      'raw,drafts',
      'previewDrafts',
      'r"x',
      '../x',
      'a'.repeat(65),
      Array(9).fill('r').join(','),
    ])
      expect(draftPerspective(value, true), value).toBe('drafts')
  })

  it('asks for the token for drafts and releases only', () => {
    expect(needsToken('published')).toBe(false)
    expect(needsToken('drafts')).toBe(true)
    expect(needsToken(['rSpring', 'drafts'])).toBe(true)
  })
})
