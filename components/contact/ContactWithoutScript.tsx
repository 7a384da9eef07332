import type { SiteSettings } from '@/lib/content'
import type { ContactWords } from '@/lib/contact/words'
import { browserRoutes } from '@/lib/site/browser-routes'
import { isPlaceholderEmail } from '@/lib/site/placeholders'

/**
 * What the contact page offers where scripts do not run. The form sends from the browser, so without scripts it is
 * hidden rather than shown with a button that cannot send; in its place the reader is told why and given the ways
 * that work without it: the inbox (only a real one, never the seed's sample .example address) and the postal address.
 */
export function ContactWithoutScript({
  words,
  contactEmail,
  postalAddress,
}: {
  words: ContactWords['noScript']
  contactEmail: SiteSettings['contactEmail']
  postalAddress: SiteSettings['postalAddress']
}) {
  const realInbox = contactEmail && !isPlaceholderEmail(contactEmail) ? contactEmail : null
  return (
    <div
      data-no-js-only
      data-testid="contact-without-script"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p>
        {words.needsJs}{' '}
        {realInbox ? (
          <>
            {words.writeTo[0]}
            <a href={browserRoutes.email(realInbox)} className="font-semibold underline underline-offset-2">
              {realInbox}
            </a>
            {words.writeTo[1]}
          </>
        ) : (
          words.turnOn
        )}
      </p>
      {postalAddress?.street && (
        <div>
          <p>{words.byPost}</p>
          <address className="mt-1 font-semibold not-italic">
            {postalAddress.street}
            <br />
            {postalAddress.city}, {postalAddress.region} {postalAddress.postalCode}
            <br />
            {postalAddress.country}
          </address>
        </div>
      )}
    </div>
  )
}
