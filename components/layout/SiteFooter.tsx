import { ContactDetail } from '@/components/ui/ContactDetail'
import { Link } from '@/components/ui/Link'
import { isSafeHref } from '@/lib/site/links'
import type { SiteSettings } from '@/lib/content'
import { NO_ATTRIBUTES, noEdit, type Edit } from '@/lib/content/edit-attributes'
import { routes, type NavLink } from '@/lib/site/routes'
import { frameLinks, newsletterText, type FrameText } from '@/lib/site/chrome'
import { around, fill } from '@/lib/site/interface-text'
import type { Lang } from '@/lib/site/languages'
import type { ConsentText } from '@/lib/consent/banner'
import { CookieSettingsLink } from '@/components/consent/CookieSettingsLink'
import { CurrentYear } from './CurrentYear'
import { NewsletterForm } from './NewsletterForm'

const socialNames: Record<string, string> = {
  facebook: 'Facebook',
  x: 'X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
}

const linkClass = 'text-sm text-gray-300 underline-offset-4 hover:text-white hover:underline'

function FooterLinks({
  title,
  links,
  children,
}: {
  title: string
  links: readonly NavLink[]
  children?: React.ReactNode
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map(({ href, label }) => (
          <li key={href}>
            <Link href={href} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  )
}

/**
 * The footer: its texts come from the site settings of each language, its own words from the frame's (`text`), and
 * the Cookie settings link's from the cookie banner's (`consentText`). `edit`: the site settings' click-to-edit
 * attributes in the Preview tool.
 */
export function SiteFooter({
  settings,
  edit = noEdit,
  lang = 'en',
  text,
  consentText,
  sampleEmail,
}: {
  settings: SiteSettings
  edit?: Edit
  lang?: Lang
  text: FrameText
  consentText: ConsentText
  /** How a sample address is marked (articleWords(…).sampleNote.email). */
  sampleEmail: readonly [before: string, after: string]
}) {
  const links = frameLinks(lang, text)
  // The year is the reader's (CurrentYear), so the sentence is split around it.
  const [beforeYear, afterYear] = around(text.copyright, 'year')
  const address = settings.postalAddress
  // Only links that point somewhere safe (lib/site/links.ts): an editor's typo or a hostile value is left out.
  const social = (settings.socialLinks ?? []).filter((link) => isSafeHref(link.url))
  return (
    <footer data-site-footer className="mt-16 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white" {...edit('organizationName')}>
            {settings.organizationName}
          </p>
          <p className="mt-2 text-sm" {...edit('educationalStatement')}>
            {settings.educationalStatement}
          </p>
          <p className="mt-3 text-sm font-semibold text-white" {...edit('emergencyNote')}>
            {settings.emergencyNote}
          </p>
          {social.length > 0 && (
            <ul className="mt-4 flex gap-3" aria-label={text.footerSocial}>
              {social.map((link) => (
                <li key={link.url} {...(link._key ? edit(['socialLinks', { _key: link._key }]) : NO_ATTRIBUTES)}>
                  <a href={link.url} className="text-sm text-gray-300 hover:text-white" rel="noopener noreferrer">
                    {socialNames[link.platform ?? ''] ?? link.platform}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks title={text.quickLinks} links={links.footerQuick} />
        <FooterLinks title={text.legal} links={links.footerLegal}>
          <li>
            <CookieSettingsLink className={linkClass} lang={lang} text={consentText} />
          </li>
        </FooterLinks>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase" {...edit('newsletter.title')}>
            {settings.newsletter?.title}
          </h2>
          <p className="mt-3 text-sm" {...edit('newsletter.text')}>
            {settings.newsletter?.text}
          </p>
          <NewsletterForm
            action={routes.newsletter()}
            buttonLabel={settings.newsletter?.buttonLabel ?? text.newsletterSubscribe}
            unavailableMessage={settings.newsletter?.unavailableMessage ?? ''}
            formLabel={text.newsletterFormName}
            text={newsletterText(text)}
            place="footer"
            lang={lang}
          />
        </div>
      </div>
      <div className="border-t border-gray-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <address className="not-italic">
            {settings.contactEmail && (
              <ContactDetail
                kind="email"
                value={settings.contactEmail}
                className="underline underline-offset-4 hover:text-white"
                edit={edit('contactEmail')}
                sampleNote={sampleEmail}
              />
            )}
            {address && (
              <span className="block md:inline md:before:mx-2 md:before:content-['·']" {...edit('postalAddress')}>
                {address.street}, {address.city}, {address.region} {address.postalCode}, {address.country}
              </span>
            )}
          </address>
          <p>
            {beforeYear}
            <CurrentYear />
            {fill(afterYear, { organization: settings.organizationName ?? '' })}
          </p>
        </div>
      </div>
    </footer>
  )
}
