/**
 * Reading: queries in every perspective, documents by id, and private (dotted) ids on every read path.
 * Contract tests through the real @sanity/client (the same client the Studio uses), against a lake on a temporary
 * copy of the seed (test-support/lake.ts).
 */
import type { SanityClient } from '@sanity/client'
import { beforeAll, describe, expect, it } from 'vitest'
import { testLake } from '../test-support/lake'

const t = testLake()
let editor: SanityClient
let anonymous: SanityClient
beforeAll(() => {
  ;({ editor, anonymous } = t)
})

describe('local Content Lake: queries', () => {
  it('reads published documents, with params, for anyone', async () => {
    const title = await anonymous.fetch<string>('*[_type == "conditionArticle" && slug.current == $slug][0].title', {
      slug: 'diabetes',
    })
    expect(title).toMatch(/Diabetes/)
  })

  it('reads the drafts and raw perspectives only with the token', async () => {
    // The English settings: the seed also holds their Spanish twin (siteSettings-es), read the same way.
    const drafts = await editor.fetch<Array<{ _id: string; _originalId?: string }>>(
      '*[_type == "siteSettings" && coalesce(language, "en") == "en"]{_id, _originalId}',
      {},
      { perspective: 'drafts' },
    )
    expect(drafts).toEqual([{ _id: 'siteSettings', _originalId: 'drafts.siteSettings' }])
    const raw = await editor.fetch<string[]>(
      '*[_type == "siteSettings" && coalesce(language, "en") == "en"]._id',
      {},
      { perspective: 'raw' },
    )
    // The test dataset also holds a release version (test-support/fixture.ts).
    expect(raw.sort()).toEqual(['drafts.siteSettings', 'siteSettings', 'versions.rSpring.siteSettings'])
    expect(
      await anonymous.fetch(
        '*[_type == "siteSettings" && coalesce(language, "en") == "en"]._id',
        {},
        { perspective: 'raw' },
      ),
    ).toEqual(['siteSettings'])
    await expect(anonymous.fetch('*[_type == "siteSettings"]', {}, { perspective: 'drafts' })).rejects.toMatchObject({
      statusCode: 401,
    })
  })

  it('answers a broken query with 400 and its message', async () => {
    await expect(editor.fetch('*[_type ==')).rejects.toMatchObject({ statusCode: 400 })
  })

  it('gets documents by id, hiding drafts from anonymous callers', async () => {
    expect((await editor.getDocument('drafts.siteSettings'))?._id).toBe('drafts.siteSettings')
    expect(await anonymous.getDocument('drafts.siteSettings')).toBeUndefined()
    const [a, missing] = await editor.getDocuments(['condition-diabetes', 'no-such-document'])
    expect(a?._type).toBe('conditionArticle')
    expect(missing).toBeNull()
  })
})

describe('local Content Lake: private ids, as in Sanity', () => {
  // The Presentation tool's share secret never expires and turns draft mode on: anyone who reads it reads every draft.
  const SHARE = 'sanity-preview-url-secret.share-access'

  it('never shows a document with a dotted id to a caller without the token, on any read path', async () => {
    await editor.createOrReplace({ _id: SHARE, _type: 'sanity.previewUrlShareAccess', secret: 'never-expires' })
    expect((await editor.getDocument(SHARE))?.secret).toBe('never-expires')
    expect(await editor.fetch('*[_id == $id][0].secret', { id: SHARE }, { perspective: 'raw' })).toBe('never-expires')

    for (const perspective of ['published', 'raw'] as const)
      expect(await anonymous.fetch('*[_id in path("**") && _id == $id]', { id: SHARE }, { perspective })).toEqual([])
    expect(await anonymous.fetch('*[_type == "sanity.previewUrlShareAccess"]')).toEqual([])
    const anonymousIds = await anonymous.fetch<string[]>('*._id', {}, { perspective: 'raw' })
    expect(anonymousIds.filter((id) => id.includes('.'))).toEqual([])
    expect(await editor.fetch<string[]>('*._id', {}, { perspective: 'raw' })).toContain(SHARE)
    await expect(anonymous.fetch('*[_id == $id]', { id: SHARE }, { perspective: 'drafts' })).rejects.toMatchObject({
      statusCode: 401,
    })
    expect(await anonymous.getDocument(SHARE)).toBeUndefined()
    expect(await anonymous.request({ uri: `/data/doc/production/${SHARE}`, withCredentials: false })).toMatchObject({
      documents: [],
      omitted: [{ id: SHARE, reason: 'permission' }],
    })
    await expect(anonymous.request({ uri: `/data/history/production/documents/${SHARE}` })).rejects.toMatchObject({
      statusCode: 401,
    })
    const [acl] = await anonymous.request<Array<{ filter: string }>>({ uri: '/projects/local/datasets/production/acl' })
    expect(acl?.filter).toBe('_id in path("*")')
  })

  it('sends no listen event about a dotted id to a caller without the token', async () => {
    const events: Array<Record<string, unknown>> = []
    const subscription = anonymous
      .listen('*[_id == $id]', { id: SHARE }, { events: ['welcome', 'mutation'] })
      .subscribe((event) => events.push(event as Record<string, unknown>))
    const seen: Array<Record<string, unknown>> = []
    const editorSubscription = editor
      .listen('*[_id == $id]', { id: SHARE }, { events: ['welcome', 'mutation'] })
      .subscribe((event) => seen.push(event as Record<string, unknown>))
    await expect
      .poll(() => events.some((e) => e.type === 'welcome') && seen.some((e) => e.type === 'welcome'))
      .toBe(true)
    await editor.patch(SHARE).set({ secret: 'rotated' }).commit()
    await expect.poll(() => seen.filter((e) => e.type === 'mutation').length).toBe(1)
    subscription.unsubscribe()
    editorSubscription.unsubscribe()
    expect(events.filter((e) => e.type === 'mutation')).toEqual([])
  })
})

describe('local Content Lake: parsed queries', () => {
  it('answers the same query with different parameters correctly (parameters are part of the parse cache key)', async () => {
    const query = '*[_id == $id][0]._id'
    expect(await editor.fetch(query, { id: 'condition-diabetes' })).toBe('condition-diabetes')
    expect(await editor.fetch(query, { id: 'condition-cancer' })).toBe('condition-cancer')
  })
})

describe('local Content Lake: text::query, the search Studio 6 lists and searches with', () => {
  // The exact shape of Studio 6's list and search queries (its groq2024 strategy), with its parameters.
  const search = (terms: string, types = ['conditionArticle', 'blogPost']) =>
    editor.fetch<Array<{ _id: string; _score?: number }>>(
      `// findability-mvi:5
*[_type in $__types && ([@, _id] match text::query($__query) || references($__rawQuery))]
  | score(boost(_type in $__types && title match text::query($__query), 10),
          ([@, _id] match text::query($__query) || references($__rawQuery)))
  [_score > 0] {_type, _id, _originalId, _score} | order(_score desc) [0...$__limit]`,
      { __types: types, __query: terms, __rawQuery: terms, __limit: 101 },
      { perspective: 'drafts' },
    )
  // The English seed's documents: their Spanish twins (ids ending in -es) share words like "metformin".
  const english = (hits: Array<{ _id: string }>) => hits.filter((hit) => !hit._id.endsWith('-es'))
  const ids = async (terms: string) =>
    english(await search(terms))
      .map((hit) => hit._id)
      .sort()

  it('lists every document for "*" (a list with no search typed)', async () => {
    const all = await editor.fetch<string[]>(
      '*[_type in ["conditionArticle", "blogPost"]]._id',
      {},
      {
        perspective: 'drafts',
      },
    )
    expect((await search('*')).map((hit) => hit._id).sort()).toEqual([...all].sort())
  })

  it('finds a word anywhere in a document, a prefix, and several words together', async () => {
    // "metformin" is in the diabetes guide's and the prediabetes post's text, in neither title.
    expect(await ids('metformin')).toEqual(['blog-post-prediabetes-what-it-means', 'condition-diabetes'])
    expect(await ids('metfor*')).toEqual(['blog-post-prediabetes-what-it-means', 'condition-diabetes'])
    expect(await ids('metformin statin')).toEqual(['condition-diabetes'])
    expect(await ids('metformin -statin')).toEqual(['blog-post-prediabetes-what-it-means'])
    expect(await ids('qwertyuiop')).toEqual([])
  })

  it('ranks a title match first, and shows no hidden text in a result', async () => {
    // "Prediabetes" is one post's title, and in the text of two other posts and the diabetes guide.
    const hits = english(await search('prediabetes'))
    expect(hits[0]?._id).toBe('blog-post-prediabetes-what-it-means')
    expect(hits.map((hit) => hit._id).sort()).toEqual([
      'blog-post-everyday-habits-for-a-healthy-heart',
      'blog-post-health-screenings-for-adults',
      'blog-post-prediabetes-what-it-means',
      'condition-diabetes',
    ])
    const whole = await editor.fetch<Array<Record<string, unknown>>>(
      '*[_id == "condition-diabetes" && @ match text::query("metformin")]',
    )
    expect(whole).toHaveLength(1)
    expect(Object.keys(whole[0]!).every((key) => /^[A-Za-z_]\w*$/.test(key))).toBe(true)
  })

  it('answers a search given by an expression, which it cannot run, with a 400 saying so', async () => {
    await expect(editor.fetch('*[title match text::query(slug.current)]')).rejects.toMatchObject({ statusCode: 400 })
  })
})
