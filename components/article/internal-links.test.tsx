// @vitest-environment happy-dom
/**
 * Links editors pick (issue 57, point 9): an internal link is a reference, read by the page's own query and turned into
 * an address by the routes module, so it follows a renamed slug and never points at a page that is gone; the related
 * guides are a short list of links built the same way.
 */
import '../../tests/support/next-mocks'
import { cleanup, render, screen, within } from '@testing-library/react'
import { evaluate, parse } from 'groq-js'
import { afterEach, describe, expect, it } from 'vitest'
import { RelatedGuides } from '@/components/article/RelatedGuides'
import { RichText } from '@/components/article/RichText'
import { blogPostBySlugQuery, conditionBySlugQuery } from '@/lib/content/queries'
import type { BlogPostBySlugQueryResult, ConditionBySlugQueryResult } from '@/sanity.types'
import { createIdRegistry } from '@/lib/slug'
import { routeForDocument, routes } from '@/lib/site/routes'

afterEach(cleanup)

const ref = (id: string) => ({ _type: 'reference', _ref: id })
const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: `s-${text}`, text, marks })
const paragraph = (key: string, children: object[], markDefs: object[] = []) => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  children,
  markDefs,
})

const guide = (slug: string, title: string, extra: object = {}) => ({
  _id: `condition-${slug}`,
  _type: 'conditionArticle',
  slug: { current: slug },
  title,
  cardDescription: `About ${title}`,
  ...extra,
})

const DATASET = [
  guide('diabetes-type-2', 'Diabetes: symptoms and care'),
  guide('obesity', 'Obesity and weight'),
  { _id: 'page-privacy', _type: 'infoPage', slug: { current: 'privacy' }, title: 'Privacy' },
  { _id: 'page-bmi-calculator', _type: 'infoPage', slug: { current: 'bmi-calculator' }, title: 'BMI' },
  { _id: 'pageCopy-contact', _type: 'pageCopy', page: 'contact', title: 'Contact us' },
  { _id: 'screeningPage', _type: 'screeningPage', title: 'Screening' },
  {
    _id: 'blog-post-walking',
    _type: 'blogPost',
    slug: { current: 'walking' },
    title: 'Walking after meals',
    publishedAt: '2026-01-01T00:00:00Z',
    relatedGuides: [
      { _key: 'r1', ...ref('condition-obesity') },
      { _key: 'r2', ...ref('condition-gone') },
      { _key: 'r3', ...ref('condition-diabetes-type-2') },
    ],
    body: [
      paragraph(
        'p1',
        [span('Read the '), span('diabetes guide', ['l1']), span(', its '), span('tests', ['l2']), span('.')],
        [
          { _key: 'l1', _type: 'internalLink', reference: ref('condition-diabetes-type-2') },
          { _key: 'l2', _type: 'internalLink', reference: ref('condition-diabetes-type-2'), anchor: 'tests' },
        ],
      ),
      paragraph(
        'p2',
        [span('our privacy', ['l3']), span(' '), span('a deleted page', ['l4']), span(' '), span('WHO', ['l5'])],
        [
          { _key: 'l3', _type: 'internalLink', reference: ref('page-privacy') },
          { _key: 'l4', _type: 'internalLink', reference: ref('condition-gone') },
          { _key: 'l5', _type: 'link', href: 'https://www.who.int/' },
        ],
      ),
      {
        _type: 'callout',
        _key: 'c1',
        tone: 'tip',
        content: [
          paragraph(
            'cp',
            [span('Use the calculator', ['l6'])],
            [{ _key: 'l6', _type: 'internalLink', reference: ref('page-bmi-calculator') }],
          ),
        ],
      },
      {
        _type: 'table',
        _key: 't1',
        headerRows: 1,
        rows: [
          { _key: 'h', cells: [{ _key: 'h1', value: [paragraph('hp', [span('Where')])] }] },
          {
            _key: 'b',
            cells: [
              {
                _key: 'b1',
                value: [
                  paragraph(
                    'bp',
                    [span('write to us', ['l7']), span(' or '), span('get screened', ['l8'])],
                    [
                      { _key: 'l7', _type: 'internalLink', reference: ref('pageCopy-contact') },
                      { _key: 'l8', _type: 'internalLink', reference: ref('screeningPage') },
                    ],
                  ),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]

async function run<T>(query: string, params: Record<string, unknown>, dataset: object[] = DATASET): Promise<T> {
  return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as T
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

describe('internal links', () => {
  it('builds each linked document its address through the routes module', () => {
    expect(routeForDocument({ _type: 'conditionArticle', slug: 'obesity' })).toBe(routes.condition('obesity'))
    expect(routeForDocument({ _type: 'conditionArticle', slug: 'obesity' }, 'types')).toBe(
      `${routes.condition('obesity')}#types`,
    )
    expect(routeForDocument({ _type: 'blogPost', slug: 'walking' })).toBe(routes.blogPost('walking'))
    expect(routeForDocument({ _type: 'infoPage', slug: 'about' })).toBe(routes.about())
    // The BMI explainer is a CMS page shown inside the calculator's route, not at /bmi-calculator on its own.
    expect(routeForDocument({ _type: 'infoPage', slug: 'bmi-calculator' })).toBe(routes.bmiCalculator())
    expect(routeForDocument({ _type: 'resourcesPage' })).toBe(routes.resources())
    expect(routeForDocument({ _type: 'pageCopy', page: 'contact' })).toBe(routes.contact())
    expect(routeForDocument({ _type: 'pageCopy', page: 'team' })).toBe(routes.team())
    // No page for these: the words stay plain text rather than a dead link.
    for (const target of [
      null,
      { _type: 'conditionArticle', slug: null },
      { _type: 'infoPage', slug: 'diseases' },
      { _type: 'pageCopy', page: 'notFound' },
      { _type: 'doctor', slug: 'x' },
    ])
      expect(routeForDocument(target)).toBeNull()
  })

  it('a post links where its picked references point, in paragraphs, callouts and tables; a gone one is plain text', async () => {
    const post = await run<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { slug: 'walking' })
    render(<RichText value={post?.body as never} headingId={createIdRegistry()} />)
    expect(href('diabetes guide')).toBe(routes.condition('diabetes-type-2'))
    expect(href('tests')).toBe(`${routes.condition('diabetes-type-2')}#tests`)
    expect(href('our privacy')).toBe(routes.privacy())
    expect(href('Use the calculator')).toBe(routes.bmiCalculator())
    expect(href('write to us')).toBe(routes.contact())
    expect(href('get screened')).toBe(routes.screening())
    expect(href('WHO')).toBe('https://www.who.int/')
    expect(screen.queryByRole('link', { name: 'a deleted page' })).toBeNull()
    expect(screen.getByText('a deleted page')).toBeTruthy()
  })

  it('a renamed guide is linked at its new address without touching the post', async () => {
    const renamed = DATASET.map((doc) =>
      doc._id === 'condition-diabetes-type-2' ? { ...doc, slug: { current: 'diabetes' } } : doc,
    )
    const post = await run<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { slug: 'walking' }, renamed)
    render(<RichText value={post?.body as never} headingId={createIdRegistry()} />)
    expect(href('diabetes guide')).toBe(routes.condition('diabetes'))
  })

  it("a guide's intro, sections and professional part resolve their links too", async () => {
    const body = [
      paragraph(
        'g',
        [span('see obesity', ['m'])],
        [{ _key: 'm', _type: 'internalLink', reference: ref('condition-obesity') }],
      ),
    ]
    const dataset = [
      ...DATASET,
      guide('hypertension', 'High blood pressure', {
        intro: body,
        sections: [{ _key: 's', title: 'S', anchor: 's', body }],
        forProfessionals: body,
      }),
    ]
    const article = await run<ConditionBySlugQueryResult>(conditionBySlugQuery, { slug: 'hypertension' }, dataset)
    for (const value of [article?.intro, article?.sections?.[0]?.body, article?.forProfessionals]) {
      render(<RichText value={value as never} headingId={createIdRegistry()} />)
      expect(href('see obesity')).toBe(routes.condition('obesity'))
      cleanup()
    }
  })
})

describe('related guides', () => {
  it("lists the editor's picks in order as links, leaving out one that is gone", async () => {
    const post = await run<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { slug: 'walking' })
    render(<RelatedGuides guides={post?.relatedGuides} />)
    const list = within(screen.getByRole('region', { name: 'Related guides' }))
    expect(list.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Obesity and weight', routes.condition('obesity')],
      ['Diabetes: symptoms and care', routes.condition('diabetes-type-2')],
    ])
    expect(list.getByText('About Obesity and weight')).toBeTruthy()
  })

  it('shows no heading when there is nothing to list', () => {
    const { container } = render(
      <RelatedGuides guides={[{ _id: 'x', _type: 'conditionArticle', slug: null, title: 'T' }]} />,
    )
    expect(container.innerHTML).toBe('')
    render(<RelatedGuides guides={null} />)
    expect(screen.queryByRole('heading', { name: 'Related guides' })).toBeNull()
  })
})
