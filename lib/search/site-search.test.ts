import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildSearchIndex,
  compileSearchSettings,
  editDistance,
  NO_SETTINGS,
  typosAllowed,
  MAX_QUERY_CHARS,
  MAX_QUERY_WORDS,
  parseQuery,
  SEARCH_PAGE_SIZE,
  searchIndex,
  searchIndexBuilder,
  asciiWordsOnly,
  indexedIds,
  listedDocuments,
  phraseTester,
  updateSearchIndex,
  type Highlighted,
  type SearchSource,
} from './site-search'

const doc = (over: Partial<SearchSource> & { title: string }): SearchSource => ({
  kind: 'post',
  href: `/blog/${over.title.toLowerCase().replace(/\W+/g, '-')}`,
  summary: '',
  body: '',
  date: '2025-01-01',
  ...over,
})

const marked = (pieces: Highlighted) => pieces.filter((p) => p.mark).map((p) => p.text)
const plain = (pieces: Highlighted) => pieces.map((p) => p.text).join('')
const search = (docs: SearchSource[], text: string, page = 1) =>
  searchIndex(buildSearchIndex(docs), parseQuery(text), page)

describe('parseQuery', () => {
  it('keeps only words of letters and digits: quotes, GROQ operators, parameters and markup separate words', () => {
    expect(parseQuery('"blood pressure"').words).toEqual(['blood', 'pressure'])
    expect(parseQuery('*[_type == "x"] || $slug').words).toEqual(['type', 'x', 'slug'])
    expect(parseQuery('<script>alert(1)</script>').words).toEqual(['script', 'alert', '1', 'script'])
    expect(parseQuery('*').words).toEqual([])
    expect(parseQuery('   ').required).toEqual([])
  })

  it('drops control characters and direction overrides from the text it shows again', () => {
    expect(parseQuery('a\u0000b\u202e c\u0007').text).toBe('a b c')
  })

  it('ignores case, width and accents', () => {
    expect(parseQuery('CAFÉ ＤＩＡＢＥＴＥＳ').words).toEqual(['cafe', 'diabetes'])
  })

  it('does not require common words unless there is nothing else', () => {
    expect(parseQuery('How to lower blood pressure').required).toEqual(['lower', 'blood', 'pressure'])
    expect(parseQuery('How to lower blood pressure').words).toEqual(['how', 'to', 'lower', 'blood', 'pressure'])
    expect(parseQuery('the').required).toEqual(['the'])
  })

  it('bounds the text and the number of words, and says so', () => {
    const long = parseQuery('diabetes '.repeat(500))
    expect(long.text.length).toBeLessThanOrEqual(MAX_QUERY_CHARS)
    expect(long.words.length).toBeLessThanOrEqual(MAX_QUERY_WORDS)
    expect(long.truncated).toBe(true)
    expect(parseQuery('diabetes').truncated).toBe(false)
    // Cut by code points, so an emoji is never split into half a surrogate pair.
    const emoji = parseQuery('🫀'.repeat(MAX_QUERY_CHARS + 5))
    expect(Array.from(emoji.text)).toHaveLength(MAX_QUERY_CHARS)
    expect(emoji.text.isWellFormed()).toBe(true)
  })
})

describe('searchIndex', () => {
  const guide = doc({
    kind: 'guide',
    title: 'Hypertension',
    href: '/diseases/hypertension',
    summary: 'What high blood pressure is and how it is treated.',
    body: 'Hypertension often has no symptoms. Checking your blood pressure is the only way to know.',
  })
  const bodyPhrase = doc({
    title: 'Walking for health',
    summary: 'A daily walk helps.',
    body: 'Regular walking can lower blood pressure over a few weeks.',
  })
  const scattered = doc({
    title: 'Salt and you',
    summary: 'Eating less salt.',
    body: 'Pressure to eat less salt comes from many places; your blood tests may show why.',
  })
  const unrelated = doc({ title: 'Sleep well', summary: 'Rest matters.', body: 'Sleep seven hours.' })
  const all = [scattered, unrelated, bodyPhrase, guide]

  it('finds every document holding all the words, in any field, and none other', () => {
    const result = search(all, 'blood pressure')
    expect(result.total).toBe(3)
    expect(result.partial).toBe(false)
    expect(result.hits.map((h) => h.href)).not.toContain(unrelated.href)
    expect(search(all, 'zebra giraffe').total).toBe(0)
  })

  it('when no page holds every word, shows those holding the most, and says so', () => {
    const result = search(all, 'blood zebra')
    expect(result.partial).toBe(true)
    expect(result.total).toBe(3)
    expect(result.hits.map((h) => h.href)).not.toContain(unrelated.href)
  })

  it('ranks title and summary matches above body matches, and the exact phrase above scattered words', () => {
    expect(search(all, 'blood pressure').hits.map((h) => h.title.map((p) => p.text).join(''))).toEqual([
      'Hypertension', // the phrase in its summary
      'Walking for health', // the phrase in its body
      'Salt and you', // "pressure … blood", scattered in the body
    ])
    // Scattered words in the title and summary still beat the exact phrase in a body.
    const head = doc({ title: 'Pressure points', summary: 'Where blood flows.' })
    expect(search([bodyPhrase, head], 'blood pressure').hits[0]!.href).toBe(head.href)
  })

  it('matches whole words, and longer words from three letters ("diabet" finds diabetes)', () => {
    const diabetes = doc({ kind: 'guide', title: 'Diabetes', href: '/diseases/diabetes' })
    expect(search([diabetes], 'diabet').total).toBe(1)
    expect(search([diabetes], 'di').total).toBe(0)
    expect(search([diabetes], 'abetes').total).toBe(0)
  })

  it('puts the word itself in a title above a longer word that starts with it', () => {
    const brand = doc({ kind: 'page', title: 'About HealthWise', href: '/about' })
    const exact = doc({ title: 'Mental health at work' })
    expect(search([brand, exact], 'health').hits.map((h) => h.href)).toEqual([exact.href, brand.href])
  })

  it('prefers guides, then pages, then posts, then the newest, when matches are as good', () => {
    const post = doc({ title: 'Diabetes basics', date: '2025-06-01' })
    const newer = doc({ title: 'Diabetes news', date: '2025-07-01' })
    const page = doc({ kind: 'page', title: 'Diabetes page', href: '/about' })
    const g = doc({ kind: 'guide', title: 'Diabetes care', href: '/diseases/diabetes' })
    expect(search([post, newer, page, g], 'diabetes').hits.map((h) => h.kind)).toEqual([
      'guide',
      'page',
      'post',
      'post',
    ])
    expect(search([post, newer], 'diabetes').hits[0]!.href).toBe(newer.href)
  })

  it('marks the searched words in the title and a snippet, and shows the summary when it holds them', () => {
    const hit = search(all, 'blood pressure').hits[0]!
    expect(plain(hit.snippet)).toBe(guide.summary)
    expect(marked(hit.snippet)).toEqual(['blood', 'pressure'])
    const body = search([bodyPhrase], 'lower blood').hits[0]!
    expect(plain(body.snippet)).toContain('lower blood pressure')
    expect(marked(body.snippet)).toEqual(['lower', 'blood'])
    expect(marked(search([guide], 'hypertension').hits[0]!.title)).toEqual(['Hypertension'])
  })

  it('cuts a long body around the first place with the words, with an ellipsis', () => {
    const filler = 'Lorem ipsum dolor sit amet. '.repeat(60)
    const long = doc({ title: 'Long read', body: `${filler}Insulin helps sugar enter cells. ${filler}` })
    const { snippet } = search([long], 'insulin').hits[0]!
    const text = plain(snippet)
    expect(text.startsWith('… ')).toBe(true)
    expect(text.endsWith(' …')).toBe(true)
    expect(text.length).toBeLessThan(300)
    expect(marked(snippet)).toEqual(['Insulin'])
  })

  it('leaves the snippets out when asked (the blog box shows cards), with the same hits in the same order', () => {
    const index = buildSearchIndex(all)
    const withSnippets = searchIndex(index, parseQuery('blood pressure'))
    const without = searchIndex(index, parseQuery('blood pressure'), 1, { snippets: false })
    expect(without.hits.map((h) => h.href)).toEqual(withSnippets.hits.map((h) => h.href))
    expect(without.total).toBe(withSnippets.total)
    expect(withSnippets.hits.some((h) => h.snippet.length > 0)).toBe(true)
    expect(without.hits.every((h) => h.snippet.length === 0)).toBe(true)
  })

  it('lists the documents of one kind as a result shows them, with their ids and labels, no body', () => {
    const labelled = doc({ id: 'p-1', title: 'Sleep well', labels: 'Mental Health\nMind', body: 'Rest.' })
    const index = buildSearchIndex([...all, labelled])
    const posts = listedDocuments(index, 'post')
    expect(posts.map((p) => p.href).sort()).toEqual(
      [...all, labelled]
        .filter((d) => d.kind === 'post')
        .map((d) => d.href)
        .sort(),
    )
    const listed = posts.find((p) => p.id === 'p-1')!
    expect(listed).toMatchObject({ title: 'Sleep well', labels: 'Mental Health\nMind' })
    expect('body' in listed).toBe(false)
    expect(listedDocuments(index, 'guide').every((d) => d.kind === 'guide')).toBe(true)
    expect(search([labelled], 'sleep').hits[0]!.id).toBe('p-1')
  })

  it('pages the results with the total, and a page past the end is the last page', () => {
    const many = Array.from({ length: 25 }, (_, i) => doc({ title: `Heart note ${i + 1}`, date: `2025-01-${10 + i}` }))
    const first = search(many, 'heart')
    expect(first.total).toBe(25)
    expect(first.pageCount).toBe(3)
    expect(first.hits).toHaveLength(SEARCH_PAGE_SIZE)
    const last = search(many, 'heart', 99)
    expect(last.page).toBe(3)
    expect(last.hits).toHaveLength(5)
    expect(search(many, 'heart', Number.NaN).page).toBe(1)
    expect(new Set([...first.hits, ...search(many, 'heart', 2).hits, ...last.hits].map((h) => h.href)).size).toBe(25)
  })

  it('treats hostile text as words or nothing, never as markup or a query', () => {
    const page = doc({ title: 'Script safety', body: 'No script runs here.' })
    expect(search([page], '<script>').total).toBe(1)
    expect(search([page], '<script>').hits[0]!.title).toEqual([
      { text: 'Script', mark: true },
      { text: ' safety', mark: false },
    ])
    for (const text of ['*', '"', '\\', '$slug', '[', '||', '&&', '\u0000', '\u202e', '🫀', 'مرحبا', '', ' ']) {
      expect(search([page, guide], text).total).toBe(0)
    }
  })

  it('any text gives a well-formed result: never a throw, a NaN or more hits than a page', () => {
    const index = buildSearchIndex(all)
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), fc.integer({ min: -5, max: 50 }), (text, page) => {
        const result = searchIndex(index, parseQuery(text), page)
        expect(result.total).toBeGreaterThanOrEqual(0)
        expect(result.hits.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE)
        expect(result.page).toBeGreaterThanOrEqual(1)
        expect(result.page).toBeLessThanOrEqual(result.pageCount)
      }),
      { numRuns: 200 },
    )
  })
})

describe('relevance', () => {
  it('puts a short page wholly about a word above a long guide that mentions it once', () => {
    const filler = 'Blood sugar, insulin and diet matter for daily care. '.repeat(200)
    const guide = doc({
      kind: 'guide',
      title: 'Diabetes guide',
      href: '/diseases/diabetes',
      body: `${filler} Stress can raise it. ${filler}`,
    })
    const post = doc({
      title: 'Stress and you',
      summary: 'How stress shows up.',
      body: 'Stress is common. Stress can be managed.',
    })
    expect(search([guide, post], 'stress').hits.map((h) => h.href)).toEqual([post.href, guide.href])
  })

  it('weighs the title above headings and the summary, and those above the body', () => {
    const inTitle = doc({ title: 'Insulin basics', body: 'About a hormone.' })
    const inHeading = doc({ title: 'Hormones', headings: 'What insulin does', body: 'About a hormone.' })
    const inBody = doc({ title: 'Hormones today', body: 'About a hormone such as insulin.' })
    expect(search([inBody, inHeading, inTitle], 'insulin').hits.map((h) => h.href)).toEqual([
      inTitle.href,
      inHeading.href,
      inBody.href,
    ])
  })
})

describe('typos: one edit from 5 letters, two from 9, as Algolia, Meilisearch and Typesense allow', () => {
  const diabetes = doc({
    kind: 'guide',
    title: 'Diabetes',
    href: '/diseases/diabetes',
    body: 'Insulin and hypertension.',
  })
  const heart = doc({ title: 'Heart care', body: 'Your heart and sleep.' })

  it('allows 0 edits under 5 letters, 1 from 5 and 2 from 9', () => {
    expect(typosAllowed('hart')).toBe(0)
    expect(typosAllowed('insuln')).toBe(1)
    expect(typosAllowed('hypertention')).toBe(2)
    expect(editDistance('diabetis', 'diabetes', 1)).toBe(1)
    expect(editDistance('cancre', 'cancer', 1)).toBe(1) // two letters swapped count as one edit
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3) // stops once over the limit
  })

  it('finds a misspelt word and says what it searched instead', () => {
    const result = search([diabetes, heart], 'diabetis')
    expect(result.hits.map((h) => h.href)).toEqual([diabetes.href])
    expect(result.correctedText).toBe('diabetes')
    expect(marked(result.hits[0]!.title)).toEqual(['Diabetes'])
    expect(search([diabetes, heart], 'hypertantion').correctedText).toBe('hypertension') // 2 edits at 12 letters
  })

  it('does not correct short words, words the index holds, or a search asked for as typed', () => {
    expect(search([diabetes, heart], 'hart').total).toBe(0) // 4 letters: no typo allowed
    expect(search([diabetes, heart], 'heart').correctedText).toBeNull()
    const exact = searchIndex(buildSearchIndex([diabetes, heart]), parseQuery('diabetis'), 1, { exact: true })
    expect(exact.total).toBe(0)
    expect(exact.correctedText).toBeNull()
    expect(search([diabetes, heart], 'diabetis xqzzyv').correctedText).toBe('diabetes xqzzyv')
  })

  it('offers a correction only when it finds more than the words as typed', () => {
    // As typed, the heart page holds two of the three words; corrected, still only it does: no "did you mean".
    const typedAsWell = search([diabetes, heart], 'sleep diabetis heart')
    expect(typedAsWell.correctedText).toBeNull()
    expect(typedAsWell.hits.map((h) => h.href)).toEqual([heart.href])
    // Corrected, every word is on a page: the correction is offered.
    expect(search([diabetes, heart], 'diabetis insulin').correctedText).toBe('diabetes insulin')
  })

  it('never rewrites a word into its own stem, nor a search that asks for help', () => {
    const swallow = doc({
      kind: 'guide',
      title: 'Poisoning',
      href: '/diseases/p',
      body: 'If a child may swallow pills.',
    })
    expect(search([swallow, heart], 'child swallowed pills').correctedText).toBeNull()
    expect(search([diabetes, heart], 'diabetis and i want to die').correctedText).toBeNull()
  })

  it('matches the start of a word as the reader types, without calling it a typo', () => {
    const result = search([diabetes, heart], 'insul')
    expect(result.hits.map((h) => h.href)).toEqual([diabetes.href])
    expect(result.correctedText).toBeNull()
  })
})

describe("synonyms and crisis help: the editors' search settings", () => {
  const settings = compileSearchSettings({
    synonyms: [
      { terms: ['high blood pressure', 'hypertension', 'high bp'] },
      { terms: ['semaglutide', 'Ozempic', 'Wegovy'] },
      { terms: ['only one'] },
      null,
    ],
    crisis: [
      {
        _key: 'suicide',
        call: '988',
        covers: ['suicidal-thoughts', 'suicide-danger'],
        now: ['Call or text 988 now.', 'In danger now: call 911.'],
      },
      { _key: 'chest', call: '911', covers: ['chest-pain'], now: ['Chest pain: call 911 now.'] },
      {
        _key: 'overdose',
        call: 'poison',
        covers: ['overdose', 'overdose-on-purpose', 'overdose-seems-ok'],
        now: ['By accident and awake: call Poison Control.', 'On purpose or unwell: call 911.'],
      },
      { _key: 'hopeless', call: '988', phrases: ['hopeless'], now: ['Feeling hopeless: call or text 988.'] },
      { _key: 'bad', call: '112', covers: ['chest-pain'], now: ['Not a line this site names.'] },
      { _key: 'empty', call: '911', covers: ['chest-pain'], now: [] },
      { _key: 'unknown-sign', call: '911', covers: ['not-a-sign'], now: ['Call 911.'] },
    ],
    languages: [
      { lang: 'en', crisis: [{ _key: 'ignored', call: '911', covers: ['chest-pain'], now: ['Its own cards count.'] }] },
      {
        lang: 'es',
        crisis: [{ _key: 'suicide', call: '988', covers: ['suicidal-thoughts'], now: ['Llame al 988 y oprima el 2.'] }],
      },
      { lang: 'xx', crisis: [{ _key: 'other', call: '911', covers: ['chest-pain'], now: ['Not a reader language.'] }] },
    ],
  })
  const hypertension = doc({ kind: 'guide', title: 'Hypertension', href: '/diseases/hypertension', body: 'Treatment.' })
  const obesity = doc({
    kind: 'guide',
    title: 'Obesity',
    href: '/diseases/obesity',
    body: 'Semaglutide is a medicine.',
  })
  const run = (text: string, docs = [hypertension, obesity]) =>
    searchIndex(buildSearchIndex(docs), parseQuery(text), 1, { settings })

  it('finds a page by another word or phrase of its group: lay and medical words, brand and generic names', () => {
    expect(run('high bp').hits.map((h) => h.href)).toEqual([hypertension.href])
    expect(run('OZEMPIC').hits.map((h) => h.href)).toEqual([obesity.href])
    expect(run('ozempic').correctedText).toBeNull()
    expect(marked(run('ozempic').hits[0]!.snippet)).toEqual(['Semaglutide'])
    expect(run('high blood pressure').hits[0]!.href).toBe(hypertension.href)
  })

  const help = (text: string) => run(text).help.map((h) => `${h.key}:${h.call}:${h.lang}`)

  it('shows the card that covers the sign the triage vocabulary finds, with typos, in any order, even with no result', () => {
    expect(help('want to kill myself')).toEqual(['suicide:988:en'])
    expect(run('want to kill myself').total).toBe(0)
    expect(help('SUICIDE')).toEqual(['suicide:988:en'])
    expect(help('sucide')).toEqual(['suicide:988:en'])
    expect(help('chest pain after running')).toEqual(['chest:911:en'])
    expect(help('pain in my chest')).toEqual(['chest:911:en'])
    expect(run('want to kill myself').help[0]!.now).toEqual(['Call or text 988 now.', 'In danger now: call 911.'])
  })

  it('puts the right help first: an emergency before 988, 911 before Poison Control when taken on purpose', () => {
    expect(help('suicide and chest pain')).toEqual(['chest:911:en', 'suicide:988:en'])
    expect(help('my friend took a bottle of pills')).toEqual(['overdose:911:en'])
    expect(help('took pills on purpose to die')).toEqual(['overdose:911:en', 'suicide:988:en'])
    expect(help('kid ate pills')).toEqual(['overdose:poison:en'])
  })

  it('lists the guide that covers the help first under it, whatever words it matched', () => {
    const depression = doc({
      kind: 'guide',
      id: 'condition-depression',
      title: 'Depression',
      href: '/diseases/depression',
      body: 'Low mood.',
    })
    const life = doc({ title: 'Life after a heart attack', body: 'Your life, and how to end smoking.' })
    const depressionEs = { ...depression, id: 'condition-depression-es', href: '/es/enfermedades/depresion' }
    expect(run('i want to end my life', [life, depression]).hits.map((h) => h.href)).toEqual([
      depression.href,
      life.href,
    ])
    expect(run('quiero suicidarme', [life, depressionEs]).hits.map((h) => h.href)).toEqual([depressionEs.href])
    expect(run('end my life', [life]).hits.map((h) => h.href)).toEqual([life.href])
  })

  it("labels a card's lines with the language they are written in (the settings document's own)", () => {
    const spanish = compileSearchSettings(
      { crisis: [{ _key: 'suicide', call: '988', covers: ['suicidal-thoughts'], now: ['Llame al 988.'] }] },
      'es',
    )
    const result = searchIndex(buildSearchIndex([hypertension]), parseQuery('i want to end my life'), 1, {
      settings: spanish,
    })
    expect(result.help).toEqual([{ key: 'suicide', call: '988', now: ['Llame al 988.'], lang: 'es' }])
  })

  it("gives a Spanish search the Spanish settings document's card, and for a sign it has none for, the vocabulary's Spanish words", () => {
    expect(run('quiero morir').help).toEqual([
      { key: 'suicide', call: '988', now: ['Llame al 988 y oprima el 2.'], lang: 'es' },
    ])
    expect(run('dolor de pecho').help).toEqual([
      { key: 'triage-call-911', call: '911', now: ['Llame al 911 ahora.'], lang: 'es' },
    ])
    // The page's own language is read from its own cards, not its entry among the languages.
    expect(help('chest pain')).toEqual(['chest:911:en'])
  })

  it("gives a search in a language without a settings document the page's cards", () => {
    const englishOnly = compileSearchSettings({
      crisis: [{ _key: 'chest', call: '911', covers: ['chest-pain'], now: ['Chest pain: call 911 now.'] }],
    })
    const result = searchIndex(buildSearchIndex([hypertension]), parseQuery('dolor de pecho'), 1, {
      settings: englishOnly,
    })
    expect(result.help).toEqual([{ key: 'chest', call: '911', now: ['Chest pain: call 911 now.'], lang: 'en' }])
  })

  it('shows help worded from the vocabulary for a sign no card covers: never nothing', () => {
    expect(run('seizure').help).toEqual([
      { key: 'triage-call-911', call: '911', now: ['Call 911 now: passing out, fainting or a seizure.'], lang: 'en' },
    ])
    expect(run('convulsión').help).toEqual([
      { key: 'triage-call-911', call: '911', now: ['Llame al 911 ahora.'], lang: 'es' },
    ])
  })

  it("shows an editors' card for its own search words, which the vocabulary does not know", () => {
    expect(help('hopeless')).toEqual(['hopeless:988:en'])
    expect(help('feeling hopeless and suicidal')).toEqual(['suicide:988:en', 'hopeless:988:en'])
  })

  it('shows no help for words that only share letters, and reads a word the pages use as written', () => {
    expect(run('killer whale').help).toEqual([])
    expect(run('hypertension').help).toEqual([])
    expect(run('chest pian').help.map((h) => h.key)).toEqual(['chest'])
    // "pian" on a page of the site is a word of its own, not a typo of "pain".
    const pian = doc({ kind: 'guide', title: 'Pian', href: '/diseases/pian', body: 'Pian is a skin infection.' })
    expect(run('chest pian', [pian]).help).toEqual([])
  })

  it('leaves out malformed settings instead of failing a search', () => {
    expect(settings.groups).toHaveLength(2)
    expect(settings.crisis.map((c) => c.key)).toEqual(['suicide', 'chest', 'overdose', 'hopeless'])
    expect(compileSearchSettings(null)).toEqual(NO_SETTINGS)
  })

  it('filters to kinds (the blog box: posts) and shows more per page when asked', () => {
    const posts = Array.from({ length: 30 }, (_, i) => doc({ title: `Heart note ${i + 1}` }))
    const guide = doc({ kind: 'guide', title: 'Heart guide', href: '/diseases/heart' })
    const result = searchIndex(buildSearchIndex([guide, ...posts]), parseQuery('heart'), 1, {
      kinds: ['post'],
      pageSize: 24,
    })
    expect(result.total).toBe(30)
    expect(result.hits).toHaveLength(24)
    expect(result.hits.every((h) => h.kind === 'post')).toBe(true)
  })
})

describe('a publish patches the index', () => {
  const corpus = () => [
    doc({ id: 'g1', kind: 'guide', title: 'Diabetes', href: '/diseases/diabetes', body: 'Blood sugar and insulin.' }),
    doc({
      id: 'p1',
      title: 'Walking after meals',
      summary: 'A short walk lowers blood sugar.',
      body: 'Walk ten minutes.',
    }),
    doc({ id: 'p2', title: 'Sleep and stress', body: 'A regular bedtime helps with stress and blood pressure.' }),
    doc({ id: 'p3', title: 'Salt and blood pressure', body: 'Less salt lowers blood pressure for most people.' }),
  ]
  const hrefs = (index: ReturnType<typeof buildSearchIndex>, text: string) =>
    searchIndex(index, parseQuery(text), 1).hits.map((h) => h.href)
  const texts = ['blood pressure', 'blood sugar', 'stress', 'walk', 'insulin', 'salt', 'bedtime stress', 'zebra']

  it('finds a changed document by its new words, in place, and ranks as a build from scratch would', () => {
    const index = buildSearchIndex(corpus())
    const untouched = index.postings.get('salt')
    expect(hrefs(index, 'zebra')).toEqual([])
    const changed = doc({
      id: 'p2',
      title: 'Sleep, stress and zebra dreams',
      body: 'Zebra stripes and blood pressure.',
    })
    updateSearchIndex(index, { upsert: [changed] })
    expect(hrefs(index, 'zebra')).toEqual([changed.href])
    // Its old words are gone with its old text; another document's posting is the same object (not rebuilt).
    expect(hrefs(index, 'bedtime')).toEqual([])
    expect(index.postings.get('salt')).toBe(untouched)
    const fresh = buildSearchIndex([...corpus().filter((d) => d.id !== 'p2'), changed])
    for (const text of texts) {
      const patched = searchIndex(index, parseQuery(text), 1)
      const built = searchIndex(fresh, parseQuery(text), 1)
      expect(patched.hits, text).toEqual(built.hits)
      expect(patched.total, text).toBe(built.total)
    }
  })

  it('a deleted document is no longer found; an unchanged one still is, with its own snippet', () => {
    const index = buildSearchIndex(corpus())
    expect(hrefs(index, 'salt')).toEqual(['/blog/salt-and-blood-pressure'])
    updateSearchIndex(index, { remove: ['p3'] })
    expect(hrefs(index, 'salt')).toEqual([])
    expect(index.vocabulary).not.toContain('salt')
    expect(index.size).toBe(3)
    expect([...indexedIds(index)].sort()).toEqual(['g1', 'p1', 'p2'])
    const walk = searchIndex(index, parseQuery('walk'), 1)
    expect(walk.hits.map((h) => h.href)).toEqual(['/blog/walking-after-meals'])
    expect(hrefs(index, 'blood pressure')).toEqual(['/blog/sleep-and-stress'])
  })

  it('adds a new document, reusing a removed one’s place, and its words correct typos and prefixes', () => {
    const index = buildSearchIndex(corpus())
    updateSearchIndex(index, { remove: ['p1'] })
    updateSearchIndex(index, {
      upsert: [doc({ id: 'p9', title: 'Cholesterol basics', body: 'Cholesterol builds up in arteries.' })],
    })
    expect(index.entries.length).toBe(4)
    expect(hrefs(index, 'cholesterol')).toEqual(['/blog/cholesterol-basics'])
    expect(hrefs(index, 'cholestrol')).toEqual(['/blog/cholesterol-basics'])
    expect(hrefs(index, 'choles')).toEqual(['/blog/cholesterol-basics'])
    expect(hrefs(index, 'walking')).toEqual([])
  })

  it('a document that no longer qualifies (no title) is removed by its upsert; results asked again see the change', () => {
    const index = buildSearchIndex(corpus())
    const revision = index.revision
    updateSearchIndex(index, { upsert: [doc({ id: 'p3', title: '' })] })
    expect(index.revision).toBeGreaterThan(revision)
    expect(hrefs(index, 'salt')).toEqual([])
  })

  it('keeps each corpus in its own language (English unless said)', () => {
    expect(buildSearchIndex(corpus()).lang).toBe('en')
    expect(buildSearchIndex([], { lang: 'es' }).lang).toBe('es')
  })

  it('built page by page as the documents are read, answers as when built at once; bodies read back whole', () => {
    const docs = [
      ...corpus(),
      doc({ id: 'es1', title: 'Café y presión', body: 'La presión arterial alta — café con leche, kg/m² y más.' }),
      doc({
        id: 'long',
        title: 'Long read',
        body: `${'Plain words of a long body. '.repeat(400)}kelp broth at the end.`,
      }),
    ]
    const builder = searchIndexBuilder()
    for (const one of docs) builder.add([one])
    const paged = builder.done()
    const whole = buildSearchIndex(docs)
    for (const text of ['blood pressure', 'kelp broth', 'presion arterial', 'cafe con leche', 'walk', 'wlaking'])
      expect(searchIndex(paged, parseQuery(text)), text).toEqual(searchIndex(whole, parseQuery(text)))
    // The snippet comes from the far end of a long body, and a phrase there still counts.
    const far = searchIndex(paged, parseQuery('kelp broth'))
    expect(far.hits[0]!.href).toBe('/blog/long-read')
    expect(plain(far.hits[0]!.snippet)).toContain('kelp broth at the end')
    // Removing a document reads its words back from its packed body: none of them is left behind.
    updateSearchIndex(paged, { remove: ['long'] })
    expect(searchIndex(paged, parseQuery('plain')).total).toBe(0)
  })

  it('tests a phrase in a body as the words a body is cut into, ASCII or not', () => {
    const holds = phraseTester(['blood', 'pressure'])
    expect(holds('High Blood-Pressure, often.')).toBe(true)
    expect(holds('bloodpressure')).toBe(false)
    expect(holds('blood, and pressure')).toBe(false)
    expect(holds('xblood pressure')).toBe(false)
    expect(holds('Blood pressure — café')).toBe(true)
    expect(phraseTester(['cafe', 'au'])('Un CAFÉ au lait')).toBe(true)
    expect(phraseTester(['fit', 'for'])('Stay ﬁt for life')).toBe(true)
    expect(phraseTester(['acmetm', 'brand'])('Acme™ brand')).toBe(true)
  })

  it('reads a text as plain ASCII words only when what lies beyond ASCII only separates words', () => {
    expect(asciiWordsOnly('Blood pressure — it’s “high”\u00a0today…')).toBe(true)
    for (const text of ['café', 'Acme™', 'ﬁt', 'e\u0301', 'ｆｕｌｌ', '½ cup', 'مرحبا'])
      expect(asciiWordsOnly(text), text).toBe(false)
  })
})

describe('the Spanish index', () => {
  const es = (title: string, body = '') => doc({ title, body, href: `/es/blog/${title.replace(/\W+/g, '-')}` })
  const hrefs = (index: ReturnType<typeof buildSearchIndex>, text: string) =>
    searchIndex(index, parseQuery(text, 'es')).hits.map((h) => h.href)

  it('does not require Spanish function words, but English ones are words there', () => {
    expect(parseQuery('síntomas de la diabetes', 'es').required).toEqual(['sintomas', 'diabetes'])
    expect(parseQuery('síntomas de la diabetes').required).toEqual(['sintomas', 'de', 'la', 'diabetes'])
    expect(parseQuery('the diabetes', 'es').required).toEqual(['the', 'diabetes'])
  })

  it('finds a word by its other forms (plural, gender), with or without accents, and marks them', () => {
    const index = buildSearchIndex([es('Comer bien', 'Consejos para personas diabéticas.'), es('Dormir')], {
      lang: 'es',
    })
    expect(hrefs(index, 'diabético')).toEqual([index.entries[0]!.source.href])
    expect(hrefs(index, 'diabeticos')).toEqual([index.entries[0]!.source.href])
    const hit = searchIndex(index, parseQuery('diabéticos', 'es')).hits[0]!
    expect(marked(hit.snippet)).toEqual(['diabéticas'])
  })

  it("marks the reader's words, not the language's stop words", () => {
    const index = buildSearchIndex([es('Síntomas de la diabetes', 'Los síntomas de la diabetes en el cuerpo.')], {
      lang: 'es',
    })
    const hit = searchIndex(index, parseQuery('síntomas de la diabetes en el cuerpo', 'es')).hits[0]!
    expect(new Set(marked(hit.snippet).map((w) => w.toLowerCase()))).toEqual(
      new Set(['síntomas', 'diabetes', 'cuerpo']),
    )
    expect(marked(hit.title)).toEqual(['Síntomas', 'diabetes'])
  })

  it('keeps the forms in step with a publish: a removed document takes its words with it', () => {
    const first = es('Infartos', 'Los infartos y el corazón.')
    const index = buildSearchIndex([first, es('Sueño')], { lang: 'es' })
    expect(hrefs(index, 'infarto')).toEqual([first.href])
    updateSearchIndex(index, { remove: [first.href] })
    expect(hrefs(index, 'infarto')).toEqual([])
    const second = es('Un infarto', 'Señales de un infarto.')
    updateSearchIndex(index, { upsert: [second] })
    expect(hrefs(index, 'infartos')).toEqual([second.href])
  })
})
