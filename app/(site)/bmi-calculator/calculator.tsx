// Shared by /bmi-calculator and /bmi-calculator/result: the page around the calculator.
import { RichText } from '@/components/article/RichText'
import { BmiCalculator } from '@/components/bmi/BmiCalculator'
import { BmiCaveats } from '@/components/bmi/BmiCaveats'
import type { BmiFormState } from '@/lib/bmi/form'
import { getEditor, getInfoPage, getPageCopy } from '@/lib/content'
import { clientEdits } from '@/lib/content/edit-attributes'
import { routes } from '@/lib/site/routes'
import { createIdRegistry } from '@/lib/slug'

// The explainer is the information page whose slug is this route's own name.
const BMI_EXPLAINER_SLUG = routes.bmiCalculator().slice(1)

/**
 * The calculator page with the calculator in the state `form` gives: empty (/bmi-calculator), or answering a form
 * the browser submitted itself, without JavaScript or before the page hydrated (/bmi-calculator/result).
 */
export async function renderBmiPage(form: BmiFormState) {
  // The explanatory article is CMS content (a page document with the slug "bmi-calculator").
  const [article, copy, editor] = await Promise.all([getInfoPage(BMI_EXPLAINER_SLUG), getPageCopy('bmi'), getEditor()])
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl" {...copyEdit('title')}>
        {copy.title}
      </h1>
      {copy.intro && (
        <p className="mt-3 max-w-2xl text-lg text-gray-700" {...copyEdit('intro')}>
          {copy.intro}
        </p>
      )}
      <div className="mt-8">
        <BmiCalculator
          initial={form}
          copy={copy.texts}
          edits={clientEdits({
            measurementsHeading: copyEdit(copy.paths?.measurementsHeading),
            resultHeading: copyEdit(copy.paths?.resultHeading),
            resultPrompt: copyEdit(copy.paths?.resultPrompt),
          })}
        />
      </div>
      <div className="mt-8">
        <BmiCaveats />
      </div>
      {article && (
        <article aria-labelledby="about-bmi" className="mx-auto mt-12 max-w-3xl text-gray-800">
          <h2 id="about-bmi" className="text-2xl font-bold text-gray-900" {...edit('title')}>
            {article.title}
          </h2>
          <RichText value={article.body} headingId={headingId} edit={edit.scope('body')} />
        </article>
      )}
    </div>
  )
}
