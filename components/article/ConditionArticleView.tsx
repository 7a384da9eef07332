import { reviewClaim } from '@/lib/medical/review'
import { CmsPicture } from '@/components/ui/CmsPicture'
import type { ImageAttrs } from '@/lib/content/image'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { ConditionArticle } from '@/lib/content'
import { createIdRegistry } from '@/lib/slug'
import type { Crumb } from '@/lib/site/structured-data'
import { ArticleHeader } from './ArticleHeader'
import { ClosingCta } from './ClosingCta'
import { CONTENTS_ID, ContentsControl } from './ContentsControl'
import { ForProfessionals, PROFESSIONALS_ID } from './ForProfessionals'
import { GET_HELP_ID, GetHelpCard } from './GetHelpCard'
import { KEY_POINTS_ID, KeyPoints } from './KeyPoints'
import { QuickNav } from './QuickNav'
import { References } from './References'
import { RELATED_GUIDES_ID, RelatedGuides } from './RelatedGuides'
import { ReviewPanel } from './ReviewPanel'
import { RichText } from './RichText'
import type { ArticleWords } from '@/lib/site/article-words'

/** `edit`: the guide's click-to-edit attributes in the Preview tool (lib/content/edit-attributes.ts). */
type Props = {
  article: ConditionArticle
  crumbs: Crumb[]
  image?: ImageAttrs | null
  edit?: Edit
  /** The words around the guide's content, in its language (lib/site/article-words.ts, from the Studio). */
  words: ArticleWords
}

export function ConditionArticleView({ article, crumbs, image = null, edit = noEdit, words }: Props) {
  const { lang } = words
  const sections = (article.sections ?? []).flatMap(({ _key, anchor, title, body }) =>
    anchor && title ? [{ _key, anchor, title, body }] : [],
  )
  // Section anchors are fixed by editors; sub-heading ids are derived and must not collide with them.
  const headingId = createIdRegistry([
    ...sections.map((s) => s.anchor),
    'main',
    'review-heading',
    'references-heading',
    'cta-heading',
    RELATED_GUIDES_ID,
    'quick-nav-heading',
    CONTENTS_ID,
    GET_HELP_ID,
    KEY_POINTS_ID,
    PROFESSIONALS_ID,
  ])
  const hasGetHelp = [article.getHelp?.now, article.getHelp?.sameDay, article.getHelp?.appointment].some(
    (tier) => tier?.length,
  )
  // The contents list names what a reader may want to jump to: the get-help card first, the sections, and the
  // professional part last (opening it is one more click: the link lands on its summary).
  const contents = [
    ...(hasGetHelp ? [{ anchor: GET_HELP_ID, title: words.getHelpTitle }] : []),
    ...sections,
    ...(article.forProfessionals?.length ? [{ anchor: PROFESSIONALS_ID, title: words.forProfessionals }] : []),
  ]
  const review = article.review
  return (
    <article>
      <ArticleHeader
        eyebrow={article.eyebrow}
        title={article.title ?? ''}
        crumbs={crumbs}
        review={reviewClaim(review, article.draft, article.lastUpdated)}
        edit={edit}
        words={words}
      />
      {/* On a phone the page reads top to bottom: key points, the get-help card, the intro, the contents, the
          sections. On wide screens the contents sit in a sticky column beside both parts. */}
      <div className="mx-auto grid max-w-5xl gap-x-10 gap-y-8 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-10">
        <div className="min-w-0 text-gray-800 lg:col-start-2 lg:row-start-1">
          {/* What a reader needs first: the essentials, then what needs 911, care today or an appointment. */}
          <KeyPoints points={article.keyPoints} edit={edit.scope('keyPoints')} words={words} />
          <GetHelpCard card={article.getHelp} edit={edit.scope('getHelp')} words={words} />
          {image && (
            <CmsPicture
              image={image}
              className="mt-8 aspect-video w-full rounded-lg object-cover"
              edit={edit('image')}
            />
          )}
          <div className="mt-8 text-lg">
            <RichText value={article.intro} headingId={headingId} edit={edit.scope('intro')} words={words} />
          </div>
        </div>
        <aside className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <QuickNav id={CONTENTS_ID} sections={contents} words={words} />
        </aside>
        <div className="min-w-0 text-gray-800 lg:col-start-2 lg:row-start-2">
          {sections.map((section) => {
            const inSection = edit.scope(['sections', { _key: section._key }])
            return (
              <section
                key={section._key}
                aria-labelledby={section.anchor}
                className="mt-10 first:mt-0"
                data-guide-section
              >
                <h2
                  id={section.anchor}
                  className="scroll-mt-24 border-b border-gray-200 pb-2 text-2xl font-bold text-gray-900"
                  {...inSection('title')}
                >
                  {section.title}
                </h2>
                <RichText value={section.body} headingId={headingId} edit={inSection.scope('body')} words={words} />
              </section>
            )
          })}
          <ForProfessionals
            value={article.forProfessionals}
            headingId={headingId}
            edit={edit.scope('forProfessionals')}
            words={words}
          />
          <ReviewPanel
            review={review}
            lastUpdated={article.lastUpdated}
            edit={edit.scope('review')}
            lastUpdatedEdit={edit('lastUpdated')}
            words={words}
          />
          <References references={article.references ?? []} edit={edit.scope('references')} words={words} />
          <RelatedGuides guides={article.relatedGuides} edit={edit.scope('relatedGuides')} words={words} />
          <ClosingCta cta={article.cta} edit={edit.scope('cta')} lang={lang} />
          <ContentsControl words={words} />
        </div>
      </div>
    </article>
  )
}
