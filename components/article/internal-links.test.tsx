// @vitest-environment happy-dom
/**
 * Links editors pick: an internal link is a reference, read by the page's own query and turned into
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
import { routeForDocument } from '@/lib/site/document-routes'
import { spanishRoutes } from '@/lib/site/localized-routes'
import { routes } from '@/lib/site/routes'
import { articleWords } from '@/lib/site/article-words'
import { seedText } from '@/tests/support/interface-text'

/** The guides' interface words as the seed holds them. */
const en = articleWords(seedText('article', 'en'), 'en')
const es = articleWords(seedText('article', 'es'), 'es')

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
    render(<RichText words={en} value={post?.body as never} headingId={createIdRegistry()} />)
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
    render(<RichText words={en} value={post?.body as never} headingId={createIdRegistry()} />)
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
      render(<RichText words={en} value={value as never} headingId={createIdRegistry()} />)
      expect(href('see obesity')).toBe(routes.condition('obesity'))
      cleanup()
    }
  })
})

describe('related guides', () => {
  it("lists the editor's picks in order as links, leaving out one that is gone", async () => {
    const post = await run<BlogPostBySlugQueryResult>(blogPostBySlugQuery, { slug: 'walking' })
    render(<RelatedGuides words={en} guides={post?.relatedGuides} />)
    const list = within(screen.getByRole('region', { name: 'Related guides' }))
    expect(list.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Obesity and weight', routes.condition('obesity')],
      ['Diabetes: symptoms and care', routes.condition('diabetes-type-2')],
    ])
    expect(list.getByText('About Obesity and weight')).toBeTruthy()
  })

  it('shows no heading when there is nothing to list', () => {
    const { container } = render(
      <RelatedGuides words={en} guides={[{ _id: 'x', _type: 'conditionArticle', slug: null, title: 'T' }]} />,
    )
    expect(container.innerHTML).toBe('')
    render(<RelatedGuides words={en} guides={null} />)
    expect(screen.queryByRole('heading', { name: 'Related guides' })).toBeNull()
  })
})

/** A Spanish translation of a seed-like document: its own id, Spanish slug and `language: 'es'`. */
const spanish = (doc: object, extra: object = {}) => ({ ...doc, language: 'es', ...extra })

const SPANISH_DATASET = [
  ...DATASET.map((doc) => ({ ...doc, language: 'en' })),
  spanish(guide('diabetes-type-2', 'Diabetes: síntomas y cuidado'), { _id: 'condition-diabetes-type-2-es' }),
  spanish(guide('obesidad', 'La obesidad y el peso'), { _id: 'condition-obesity-es' }),
  spanish({ _id: 'page-privacy-es', _type: 'infoPage', slug: { current: 'privacidad' }, title: 'Privacidad' }, {}),
  spanish({ _id: 'page-bmi-calculator-es', _type: 'infoPage', slug: { current: 'calculadora-imc' }, title: 'IMC' }),
  spanish({ _id: 'pageCopy-contact-es', _type: 'pageCopy', page: 'contact', title: 'Contáctenos' }),
  spanish({ _id: 'screeningPage-es', _type: 'screeningPage', title: 'Pruebas' }),
  spanish({
    _id: 'blog-post-caminar-es',
    _type: 'blogPost',
    slug: { current: 'caminar' },
    title: 'Caminar después de comer',
    publishedAt: '2026-01-01T00:00:00Z',
    relatedGuides: [
      { _key: 'r1', ...ref('condition-obesity-es') },
      // Not translated yet: the English guide, said to be in English.
      { _key: 'r2', ...ref('condition-gone') },
      { _key: 'r3', ...ref('condition-diabetes-type-2') },
    ],
    body: [
      paragraph(
        'p1',
        [span('la guía', ['l1']), span(' '), span('sus pruebas', ['l2']), span(' '), span('el blog', ['l3'])],
        [
          { _key: 'l1', _type: 'internalLink', reference: ref('condition-diabetes-type-2-es') },
          { _key: 'l2', _type: 'internalLink', reference: ref('condition-diabetes-type-2-es'), anchor: 'tests' },
          { _key: 'l3', _type: 'internalLink', reference: ref('blog-post-caminar-es') },
        ],
      ),
      paragraph(
        'p2',
        [span('privacidad', ['l4']), span(' '), span('calculadora', ['l5']), span(' '), span('escríbanos', ['l6'])],
        [
          { _key: 'l4', _type: 'internalLink', reference: ref('page-privacy-es') },
          { _key: 'l5', _type: 'internalLink', reference: ref('page-bmi-calculator-es') },
          { _key: 'l6', _type: 'internalLink', reference: ref('pageCopy-contact-es') },
        ],
      ),
      {
        _type: 'table',
        _key: 't1',
        headerRows: 0,
        rows: [
          {
            _key: 'b',
            cells: [
              {
                _key: 'b1',
                value: [
                  paragraph(
                    'bp',
                    [span('hágase pruebas', ['l7']), span(' '), span('la guía en inglés', ['l8'])],
                    [
                      { _key: 'l7', _type: 'internalLink', reference: ref('screeningPage-es') },
                      { _key: 'l8', _type: 'internalLink', reference: ref('condition-obesity') },
                    ],
                  ),
                ],
              },
            ],
          },
        ],
      },
      paragraph(
        'p3',
        [
          span('contacto', ['t1']),
          span(' '),
          span('diabetes', ['t2']),
          span(' '),
          span('ya en español', ['t3']),
          span(' '),
          span('estudio', ['t4']),
        ],
        [
          { _key: 't1', _type: 'link', href: `${routes.contact()}#form` },
          { _key: 't2', _type: 'link', href: routes.condition('diabetes') },
          { _key: 't3', _type: 'link', href: spanishRoutes.resources() },
          { _key: 't4', _type: 'link', href: routes.studio() },
        ],
      ),
    ],
  }),
]

describe('links in Spanish text', () => {
  it('gives each Spanish target its Spanish address; English targets and English text are unchanged', () => {
    expect(routeForDocument({ _type: 'conditionArticle', slug: 'obesidad', language: 'es' })).toBe(
      spanishRoutes.condition('obesidad'),
    )
    expect(routeForDocument({ _type: 'conditionArticle', slug: 'obesidad', language: 'es' }, 'types')).toBe(
      `${spanishRoutes.condition('obesidad')}#types`,
    )
    expect(routeForDocument({ _type: 'blogPost', slug: 'caminar', language: 'es' })).toBe(
      spanishRoutes.blogPost('caminar'),
    )
    expect(routeForDocument({ _type: 'infoPage', slug: 'acerca-de', language: 'es' })).toBe(spanishRoutes.about())
    // The Spanish BMI explainer is shown inside the Spanish calculator's route, like the English one.
    expect(routeForDocument({ _type: 'infoPage', slug: 'calculadora-imc', language: 'es' })).toBe(
      spanishRoutes.bmiCalculator(),
    )
    expect(routeForDocument({ _type: 'resourcesPage', language: 'es' })).toBe(spanishRoutes.resources())
    expect(routeForDocument({ _type: 'screeningPage', language: 'es' })).toBe(spanishRoutes.screening())
    for (const [page, key] of [
      ['blog', 'blog'],
      ['bmi', 'bmiCalculator'],
      ['contact', 'contact'],
      ['team', 'team'],
    ] as const)
      expect(routeForDocument({ _type: 'pageCopy', page, language: 'es' })).toBe(spanishRoutes[key]())
    // A Spanish slug that is a route in code has no page of its own; an unknown page name none either.
    expect(routeForDocument({ _type: 'infoPage', slug: 'recursos', language: 'es' })).toBeNull()
    expect(routeForDocument({ _type: 'pageCopy', page: 'constructor', language: 'es' })).toBeNull()
    // English, with the language said or not, as before.
    expect(routeForDocument({ _type: 'conditionArticle', slug: 'obesity', language: 'en' })).toBe(
      routes.condition('obesity'),
    )
    expect(routeForDocument({ _type: 'infoPage', slug: 'bmi-calculator', language: 'en' })).toBe(routes.bmiCalculator())
    expect(routeForDocument({ _type: 'pageCopy', page: 'contact' })).toBe(routes.contact())
  })

  it("a Spanish post's internal links lead to the Spanish pages, in paragraphs and tables", async () => {
    const post = await run<BlogPostBySlugQueryResult>(
      blogPostBySlugQuery,
      { slug: 'caminar', lang: 'es' },
      SPANISH_DATASET,
    )
    render(<RichText words={es} value={post?.body as never} headingId={createIdRegistry()} />)
    expect(href('la guía')).toBe(spanishRoutes.condition('diabetes-type-2'))
    expect(href('sus pruebas')).toBe(`${spanishRoutes.condition('diabetes-type-2')}#tests`)
    expect(href('el blog')).toBe(spanishRoutes.blogPost('caminar'))
    expect(href('privacidad')).toBe(spanishRoutes.privacy())
    expect(href('calculadora')).toBe(spanishRoutes.bmiCalculator())
    expect(href('escríbanos')).toBe(spanishRoutes.contact())
    expect(href('hágase pruebas')).toBe(spanishRoutes.screening())
    // A guide not translated yet is its English page, and the link says so.
    const english = screen.getByRole('link', { name: 'la guía en inglés (en inglés)' })
    expect(english.getAttribute('href')).toBe(routes.condition('obesity'))
    expect(english.getAttribute('hreflang')).toBe('en')
  })

  it('site paths typed in Spanish text lead to the Spanish page; one with no Spanish page says it is in English', () => {
    const body = SPANISH_DATASET.find((doc) => '_id' in doc && doc._id === 'blog-post-caminar-es') as unknown as {
      body: object[]
    }
    render(<RichText words={es} value={body.body as never} headingId={createIdRegistry()} />)
    expect(href('contacto')).toBe(`${spanishRoutes.contact()}#form`)
    // The guide's Spanish page, which takes the English slug to the Spanish guide.
    expect(href('diabetes')).toBe(spanishRoutes.condition('diabetes'))
    expect(href('ya en español')).toBe(spanishRoutes.resources())
    expect(screen.getByRole('link', { name: 'estudio (en inglés)' }).getAttribute('href')).toBe(routes.studio())
    cleanup()
    // English text keeps the paths as typed.
    render(<RichText words={en} value={body.body as never} headingId={createIdRegistry()} />)
    expect(href('contacto')).toBe(`${routes.contact()}#form`)
    expect(href('diabetes')).toBe(routes.condition('diabetes'))
  })

  it("a Spanish post's related guides are Spanish addresses; one not translated says it is in English", async () => {
    const post = await run<BlogPostBySlugQueryResult>(
      blogPostBySlugQuery,
      { slug: 'caminar', lang: 'es' },
      SPANISH_DATASET,
    )
    render(<RelatedGuides words={es} guides={post?.relatedGuides} />)
    const list = within(screen.getByRole('region', { name: 'Guías relacionadas' }))
    expect(list.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['La obesidad y el peso', spanishRoutes.condition('obesidad')],
      ['Diabetes: symptoms and care (en inglés)', routes.condition('diabetes-type-2')],
    ])
  })
})
