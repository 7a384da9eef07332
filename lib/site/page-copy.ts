/**
 * The words of the pages built in code (team, booking, contact, blog, BMI calculator, not found): each page's heading,
 * intro and section headings live in the CMS as one "Page text" document per page (`pageCopy`, seeded with the
 * spec's words). This is the list of what each page reads, which the seed is checked against; labels, buttons and
 * messages are "Interface words" (lib/interface/areas.ts).
 */
export const PAGE_COPY_TEXTS = {
  team: ['highlightFree', 'highlightFees'],
  booking: ['trustHeading', 'testimonialsHeading'],
  contact: ['formHeading', 'infoHeading', 'faqHeading'],
  blog: ['recentHeading', 'categoriesHeading', 'emptyList'],
  bmi: ['measurementsHeading', 'resultHeading', 'resultPrompt'],
  notFound: ['searchName', 'topicsHeading', 'helpHeading'],
} as const satisfies Record<string, readonly string[]>

export type CopyPage = keyof typeof PAGE_COPY_TEXTS
export type CopyKey<P extends CopyPage> = (typeof PAGE_COPY_TEXTS)[P][number]

export const COPY_PAGES = Object.keys(PAGE_COPY_TEXTS) as CopyPage[]

/** The stored document, as the query projects it. */
export type PageCopyDocument = {
  _id?: string
  _type?: string
  title?: string | null
  intro?: string | null
  texts?: { _key?: string; key?: string | null; text?: string | null }[] | null
} | null

export type PageCopy<P extends CopyPage> = {
  title: string
  intro: string
  texts: Record<CopyKey<P>, string>
  /** The document, for click-to-edit in the Preview tool (lib/content/edit-attributes.ts); absent when none is stored. */
  document?: { _id?: string; _type?: string }
  /** Where each text is stored in the document (`texts[_key=="…"].text`), for click-to-edit. */
  paths?: Partial<Record<CopyKey<P>, string>>
}

/** The page's words; a missing one is an empty string (the seed check keeps every one filled). */
export function pageCopyFrom<P extends CopyPage>(page: P, doc: PageCopyDocument): PageCopy<P> {
  const stored = new Map((doc?.texts ?? []).map((t) => [t.key ?? '', t.text ?? '']))
  const texts = Object.fromEntries(PAGE_COPY_TEXTS[page].map((key) => [key, stored.get(key) ?? ''])) as Record<
    CopyKey<P>,
    string
  >
  const paths: Partial<Record<CopyKey<P>, string>> = {}
  // The last entry for a key wins, as in `texts` above; keys are Sanity's (letters, digits, - and _).
  for (const t of doc?.texts ?? [])
    if (t._key && /^[\w-]+$/.test(t._key) && t.key && (PAGE_COPY_TEXTS[page] as readonly string[]).includes(t.key))
      paths[t.key as CopyKey<P>] = `texts[_key=="${t._key}"].text`
  return {
    title: doc?.title ?? '',
    intro: doc?.intro ?? '',
    texts,
    ...(doc?._id ? { document: { _id: doc._id, _type: doc._type }, paths } : {}),
  }
}
