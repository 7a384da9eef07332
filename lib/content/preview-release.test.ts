import { describe, expect, it } from 'vitest'
import { releaseLayers, releaseTitles } from './preview-release'

describe('the releases a preview shows', () => {
  it('are the release layers of the perspective, none for drafts or published', () => {
    expect(releaseLayers('drafts')).toEqual([])
    expect(releaseLayers('published')).toEqual([])
    expect(releaseLayers(['rSpring', 'drafts'])).toEqual(['rSpring'])
  })

  it("are named by each release's title, or by its id when it has none", () => {
    const found = [{ id: '_.releases.rSpring', title: 'Diabetes guide update' }, { id: '_.releases.rBare' }]
    expect(releaseTitles(['rSpring', 'rBare', 'rGone'], found)).toEqual(['Diabetes guide update', 'rBare', 'rGone'])
  })
})
