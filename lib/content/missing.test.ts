import { describe, expect, it } from 'vitest'
import type { Lang } from '@/lib/site/languages'
import { noTranslation } from '@/lib/site/localized-routes'
import { missingAnswer, type MissingReader } from './missing'

/**
 * A small store of one kind of document: each slug in its language, the old slugs of renamed ones, and the pairs
 * of translations (by id).
 */
const store = (options: {
  docs: Array<{ _id: string; slug: string; lang: Lang }>
  renamed?: Record<string, string>
  pairs?: Record<string, string>
  serves?: (slug: string, lang: Lang) => boolean
  keepsOldSlugs?: boolean
}): MissingReader => ({
  find: async (slug, lang) => options.docs.find((d) => d.slug === slug && d.lang === lang) ?? null,
  ...(options.keepsOldSlugs === false ? {} : { moved: async (slug) => options.renamed?.[slug] ?? null }),
  translation: async (id, to) => {
    const pairId = options.pairs?.[id]
    const pair = options.docs.find((d) => d._id === pairId && d.lang === to)
    return pair ? { slug: pair.slug } : null
  },
  path: (lang, slug) => `/${lang}/doc/${slug}`,
  serves: options.serves,
})

const docs = [
  { _id: 'asthma-en', slug: 'asthma', lang: 'en' as const },
  { _id: 'asthma-es', slug: 'asma', lang: 'es' as const },
  { _id: 'flu-en', slug: 'flu', lang: 'en' as const },
]
const pairs = { 'asthma-en': 'asthma-es', 'asthma-es': 'asthma-en' }

describe('the answer for an address that names no document in its language', () => {
  it('sends an old slug of a renamed document to where it is now, for good', async () => {
    const reader = store({ docs, pairs, renamed: { 'asthma-old': 'asthma' } })
    expect(await missingAnswer(reader, 'asthma-old', 'en')).toEqual({ to: '/en/doc/asthma', permanent: true })
  })

  it("sends the other language's slug to the translation, in both directions", async () => {
    const reader = store({ docs, pairs })
    expect(await missingAnswer(reader, 'asthma', 'es')).toEqual({ to: '/es/doc/asma', permanent: false })
    expect(await missingAnswer(reader, 'asma', 'en')).toEqual({ to: '/en/doc/asthma', permanent: false })
  })

  it('sends an English slug without a Spanish translation to the note that says so', async () => {
    const reader = store({ docs, pairs })
    expect(await missingAnswer(reader, 'flu', 'es')).toEqual({ to: noTranslation('es'), permanent: false })
  })

  it('is the not-found page for a slug no document has in either language', async () => {
    const reader = store({ docs, pairs })
    expect(await missingAnswer(reader, 'nothing', 'es')).toBeNull()
    expect(await missingAnswer(reader, 'nothing', 'en')).toBeNull()
  })

  it('does not follow a translation the route of the language does not serve', async () => {
    const reader = store({ docs, pairs, serves: (slug) => slug !== 'asma' })
    expect(await missingAnswer(reader, 'asthma', 'es')).toEqual({ to: noTranslation('es'), permanent: false })
  })

  it('follows the translation for a kind that keeps no old slugs', async () => {
    const reader = store({ docs, pairs, keepsOldSlugs: false })
    expect(await missingAnswer(reader, 'asthma', 'es')).toEqual({ to: '/es/doc/asma', permanent: false })
  })
})
