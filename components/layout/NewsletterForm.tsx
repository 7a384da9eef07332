import { NEWSLETTER_STATES, newsletterStateId } from '@/lib/forms/newsletter-answers'
import { NewsletterFormInPlace } from './NewsletterFormInPlace'

/**
 * The newsletter is not wired to a mailing service yet. Rather than pretend, the form checks the address and then
 * says plainly that nothing was stored (the button and the answer come from site settings). `text`: the form's own
 * words, from the frame's "Interface words" (lib/site/chrome.ts `newsletterText`).
 *
 * With scripts the check and the answer happen in place (NewsletterFormInPlace). Without them (or before they run) it
 * is a plain form: the browser's own check keeps an empty or malformed address from leaving the page (so nothing
 * typed is lost, and the message is the form's own words), and the site's route (app/api/newsletter) checks again and
 * sends the reader back to this page at the answer's fragment, which the matching paragraph below shows (`:target`).
 * Those paragraphs are drawn here, on the server, so their words travel as markup and not as script. `action` is that
 * route's address, built on the server (`browserRoutes.newsletter()`), so the links module stays out of the browser.
 */
export function NewsletterForm(props: React.ComponentProps<typeof NewsletterFormInPlace>) {
  const { place = 'footer', text, unavailableMessage } = props
  return (
    <NewsletterFormInPlace {...props}>
      <p data-no-js-only className="mt-2 text-sm text-gray-200">
        {text.newsletterNoJs}
      </p>
      {NEWSLETTER_STATES.map((state) => (
        <p
          key={state}
          id={newsletterStateId(place, state)}
          className={`hidden text-sm target:block ${state === 'done' ? 'text-green-300' : 'text-red-300'}`}
        >
          {state === 'done' ? unavailableMessage : state === 'empty' ? text.newsletterEmpty : text.newsletterInvalid}
        </p>
      ))}
    </NewsletterFormInPlace>
  )
}
