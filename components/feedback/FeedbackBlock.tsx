/**
 * "Was this page helpful?" at the end of a guide, a post or an information page: Yes and No as two buttons of one plain
 * form, posted to the site's own route (app/api/feedback), which sends the browser back to this page at the state its
 * answer calls for: `#feedback-more` (after a No: an optional comment, a second plain form), `#feedback-thanks`,
 * `#feedback-already` or `#feedback-error`. The page is the same static page for every reader: each state is here,
 * hidden, and shown by CSS when the address names it (`:target`), with the question's form hidden beside it. No
 * script: it works before and without JavaScript and adds nothing to the page's JavaScript.
 */
import { getInterfaceText } from '@/lib/content'
import {
  FEEDBACK_BLOCK_ID,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_FIELDS,
  feedbackStateId,
  type FeedbackPage,
  type FeedbackState,
} from '@/lib/feedback/feedback'
import { feedbackWords, type FeedbackWords } from '@/lib/feedback/words'
import { routes } from '@/lib/site/routes'

const HEADING_ID = `${FEEDBACK_BLOCK_ID}-heading`
const COMMENT_ID = `${FEEDBACK_BLOCK_ID}-comment`

const BUTTON =
  'inline-flex min-h-11 min-w-24 items-center justify-center rounded-md border-2 border-brand-700 px-5 py-2 font-semibold'

/** The page the forms answer for, and a field people never see (robots that fill every input give themselves away). */
function PageFields({ page, words, n }: { page: FeedbackPage; words: FeedbackWords; n: number }) {
  return (
    <>
      <input type="hidden" name={FEEDBACK_FIELDS.kind} value={page.kind} />
      <input type="hidden" name={FEEDBACK_FIELDS.slug} value={page.slug} />
      <input type="hidden" name={FEEDBACK_FIELDS.lang} value={page.lang} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${FEEDBACK_BLOCK_ID}-website-${n}`}>{words.honeypot}</label>
        <input
          id={`${FEEDBACK_BLOCK_ID}-website-${n}`}
          name={FEEDBACK_FIELDS.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  )
}

/**
 * A state shown only when the address names it; focusable so that the browser's fragment focus lands on it. Each but
 * the error hides the question while it shows (`peer`): after an error the reader may answer again.
 */
function State({ state, children }: { state: FeedbackState; children: React.ReactNode }) {
  return (
    <div
      id={feedbackStateId(state)}
      tabIndex={-1}
      data-feedback-state={state}
      className={state === 'error' ? 'mt-3 hidden target:block' : 'peer mt-3 hidden target:block'}
    >
      {children}
    </div>
  )
}

export async function FeedbackBlock({ page }: { page: FeedbackPage }) {
  return <FeedbackView page={page} words={feedbackWords(await getInterfaceText('feedback', page.lang), page.lang)} />
}

/** The block with its words (FeedbackBlock reads them from the CMS). */
export function FeedbackView({ page, words }: { page: FeedbackPage; words: FeedbackWords }) {
  const action = routes.feedback()
  return (
    <div className="px-4 pb-12 sm:px-6 print:hidden">
      <section
        // Not the prefix alone: a page may hold its own section called feedback (the accessibility statement does).
        id={`${FEEDBACK_BLOCK_ID}-block`}
        aria-labelledby={HEADING_ID}
        data-feedback
        className="mx-auto mt-12 max-w-3xl rounded-lg border-2 border-gray-300 bg-gray-50 px-4 py-5 sm:px-6"
      >
        <h2 id={HEADING_ID} className="text-xl font-bold text-gray-900">
          {words.question}
        </h2>
        <State state="thanks">
          <p className="font-semibold text-gray-900">{words.thanks}</p>
        </State>
        <State state="already">
          <p className="font-semibold text-gray-900">{words.already}</p>
        </State>
        <State state="error">
          <p className="font-semibold text-red-800">{words.error}</p>
        </State>
        <State state="more">
          <form action={action} method="post" className="relative grid gap-2">
            <PageFields page={page} words={words} n={2} />
            <label htmlFor={COMMENT_ID} className="font-semibold text-gray-900">
              {words.commentLabel}
            </label>
            <p id={`${COMMENT_ID}-hint`} className="text-sm text-gray-700">
              {words.commentHint}
            </p>
            <textarea
              id={COMMENT_ID}
              name={FEEDBACK_FIELDS.comment}
              rows={4}
              maxLength={FEEDBACK_COMMENT_MAX}
              aria-describedby={`${COMMENT_ID}-hint`}
              className="block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900"
            />
            <div>
              <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
                {words.send}
              </button>
            </div>
          </form>
        </State>
        <form action={action} method="post" aria-labelledby={HEADING_ID} className="relative mt-3 peer-target:hidden">
          <PageFields page={page} words={words} n={1} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name={FEEDBACK_FIELDS.answer}
              value="yes"
              className={`${BUTTON} bg-white text-brand-800 hover:bg-brand-50`}
            >
              {words.yes}
            </button>
            <button
              type="submit"
              name={FEEDBACK_FIELDS.answer}
              value="no"
              className={`${BUTTON} bg-white text-brand-800 hover:bg-brand-50`}
            >
              {words.no}
            </button>
          </div>
        </form>
        <p className="mt-4 text-sm text-gray-700">{words.notForHelp}</p>
      </section>
    </div>
  )
}
