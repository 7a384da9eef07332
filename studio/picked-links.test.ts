/**
 * Links editors pick: a guide's closing button and a tool card lead to a page picked as a
 * reference; a typed site path is refused with a message saying to pick the page. Checked with the Studio's own
 * schema and validation, as the document pane runs them.
 */
import type { SanityDocument, Source } from 'sanity'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDocuments } from '@/content/seed/seed-text'
import { EDITED_AFTER_APPROVAL } from '@/schemas/rules/approval-gate'
import { offlineStudioSource, studioMarkers } from '@/tests/support/offline-studio'

let source: Source
beforeAll(async () => {
  source = await offlineStudioSource()
})

// A changed seed document also carries the review gate's error (its text is no longer the approved one): not these
// rules', so not counted here.
const errors = async (document: Record<string, unknown>) =>
  (await studioMarkers(source, document))
    .filter((m) => m.level === 'error' && m.message !== EDITED_AFTER_APPROVAL)
    .map((m) => m.message)
const seeded = (id: string) => seedDocuments().find((d) => d._id === id) as unknown as SanityDocument

describe('links editors pick', () => {
  it('a closing button leads to a picked page or to another site, one of the two', async () => {
    const guide = seeded('condition-diabetes')
    const cta = guide.cta as Record<string, unknown>
    const page = { _type: 'reference', _ref: 'pageCopy-bmi' }
    expect(await errors(guide)).toEqual([])
    expect(await errors({ ...guide, cta: { ...cta, href: undefined, page } })).toEqual([])
    expect(await errors({ ...guide, cta: { ...cta, page } })).toContain(
      'Pick a page of this site or give another site’s address, not both',
    )
    expect(await errors({ ...guide, cta: { ...cta, href: undefined } })).toContain(
      'The button needs a target: pick a page, or give another site’s address',
    )
    expect(await errors({ ...guide, cta: { ...cta, href: '/diseases/diabetess' } })).toContain(
      'A page on this site is an "Internal link": pick the page, so the link follows it when it moves',
    )
  })

  it('an available tool needs its page, picked', async () => {
    const tool = seeded('tool-1')
    expect(tool.page).toEqual({ _type: 'reference', _ref: 'pageCopy-bmi' })
    expect(await errors(tool)).toEqual([])
    expect(await errors({ ...tool, page: undefined })).toContain('An available tool needs its page')
  })
})

describe("the internal-link picker offers the document's own language", () => {
  it('lists English pages for an English post and Spanish pages for a Spanish one', async () => {
    const { evaluate, parse } = await import('groq-js')
    const { linkInSameLanguage, LINKABLE_TYPES } = await import('@/schemas/objects/textBlock')
    const offered = async (language: string | undefined) => {
      const context = { document: { _id: 'x', _type: 'blogPost', language }, parentPath: [], perspective: [] }
      const { filter, params } = (await linkInSameLanguage(context as never)) as {
        filter: string
        params: Record<string, unknown>
      }
      const query = `*[_type in $types && !(_id in path("drafts.**")) && ${filter}]{_id, "language": coalesce(language, "en")}`
      const tree = parse(query, { params: { ...params, types: [...LINKABLE_TYPES] } })
      const result = await evaluate(tree, {
        dataset: seedDocuments(),
        params: { ...params, types: [...LINKABLE_TYPES] },
      })
      return (await result.get()) as Array<{ _id: string; language: string }>
    }
    const english = await offered('en')
    expect(english.map((d) => d._id)).toContain('condition-hiv-aids')
    expect(english.every((d) => d.language === 'en')).toBe(true)
    const spanish = await offered('es')
    expect(spanish.length).toBeGreaterThan(5)
    expect(spanish.every((d) => d.language === 'es')).toBe(true)
    // A document without a language (made before languages) is taken as English.
    expect((await offered(undefined)).length).toBe(english.length)
  })
})

describe("the editor's link buttons", () => {
  it('show an icon of their own: a page for an internal link, an arrow out for another site', async () => {
    const { internalLinkAnnotation, linkAnnotation } = await import('@/schemas/objects/textBlock')
    // A missing export would leave the toolbar's generic icon for both.
    expect(internalLinkAnnotation.icon).toBeTruthy()
    expect(linkAnnotation.icon).toBeTruthy()
    expect(internalLinkAnnotation.icon).not.toBe(linkAnnotation.icon)
  })
})
