/**
 * The BMI calculator's page in either language, shared by the calculator's address and its result address (the
 * form a browser submits itself, without JavaScript or before the page hydrated) in English and in Spanish. Its
 * interface words are the "Interface words: BMI calculator" document (lib/bmi/words.ts); the server checks a submitted
 * form with their messages and hands the same words to the calculator, whose checks in the browser use them too.
 */
import { PageFrame } from '@/components/ui/PageFrame'
import type { Metadata } from 'next'
import { RichText } from '@/components/article/RichText'
import { TranslationNotice } from '@/components/layout/TranslationNotice'
import { bmiFormState, type SearchParams } from '@/lib/bmi/form'
import { bmiWords } from '@/lib/bmi/words'
import { getEditor, getInfoPage, getInterfaceText, getPageCopy } from '@/lib/content'
import { clientEdits } from '@/lib/content/edit-attributes'
import { articleWords } from '@/lib/site/article-words'
import { DEFAULT_LANG, type Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { routeAlternates } from '@/lib/site/seo'
import { translationState } from '@/lib/site/translation-notice'
import { createIdRegistry } from '@/lib/slug'
import { BmiCalculator } from './BmiCalculator'
import { BmiCaveats } from './BmiCaveats'

// The explainer is the information page whose slug is the calculator's own last path segment in that language.
const explainerSlug = (lang: Lang) => routesFor(lang).bmiCalculator().split('/').at(-1) ?? ''

/**
 * The calculator's metadata. The result address holds one reader's measurements: never indexed, and the
 * calculator's own address is its canonical one.
 */
export async function bmiMetadata(lang: Lang, { result = false } = {}): Promise<Metadata> {
  const text = await getInterfaceText('bmi', lang)
  const alternates = routeAlternates(lang, (r) => r.bmiCalculator())
  return result
    ? { title: text.metaTitle, robots: { index: false }, alternates }
    : { title: text.metaTitle, description: text.metaDescription, alternates }
}

/**
 * The calculator for the page's query: empty when nothing was submitted, or answering a submitted form (messages, or
 * the result).
 */
export async function BmiPage({ query = {}, lang = 'en' }: { query?: SearchParams; lang?: Lang }) {
  // The explanatory article is CMS content (an information page), like the page's heading and section headings.
  const [article, copy, text, articleText, editor] = await Promise.all([
    getInfoPage(explainerSlug(lang), lang),
    getPageCopy('bmi', lang),
    getInterfaceText('bmi', lang),
    // The explainer's own labels (callouts, links to the other language) are the guides' words.
    getInterfaceText('article', lang),
    getEditor(),
  ])
  const words = bmiWords(text, lang)
  const form = bmiFormState(query, words.messages)
  const edit = editor(article)
  const copyEdit = editor(copy.document)
  const headingId = createIdRegistry([
    'main',
    'bmi-measurements-heading',
    'bmi-result-heading',
    'bmi-advice-heading',
    'bmi-caveats-heading',
    'bmi-chart-title',
  ])
  const page = (
    <PageFrame title={copy.title} intro={copy.intro} edit={copyEdit} width="6xl">
      <div className="mt-8">
        <BmiCalculator
          initial={form}
          copy={copy.texts}
          text={text}
          lang={lang}
          paths={{
            result: routesFor(lang).bmiResult(),
            calculator: routesFor(lang).bmiCalculator(),
            guide: routesFor(lang).condition(words.guide.slug),
          }}
          edits={clientEdits({
            measurementsHeading: copyEdit(copy.paths?.measurementsHeading),
            resultHeading: copyEdit(copy.paths?.resultHeading),
            resultPrompt: copyEdit(copy.paths?.resultPrompt),
          })}
        />
      </div>
      <div className="mt-8">
        <BmiCaveats words={words} lang={lang} />
      </div>
      {article && (
        <article aria-labelledby="about-bmi" className="mx-auto mt-12 max-w-3xl text-gray-800">
          <h2 id="about-bmi" className="text-2xl font-bold text-gray-900" {...edit('title')}>
            {article.title}
          </h2>
          <RichText
            value={article.body}
            headingId={headingId}
            edit={edit.scope('body')}
            words={articleWords(articleText, lang)}
          />
        </article>
      )}
    </PageFrame>
  )
  if (lang === DEFAULT_LANG) return page
  // The categories, advice and explainer are translated health information that no clinician has reviewed yet.
  return (
    <>
      <TranslationNotice state={translationState(null, null)} englishHref={routesFor(DEFAULT_LANG).bmiCalculator()} />
      {page}
    </>
  )
}
