import { ContactDetail } from '@/components/ui/ContactDetail'
import { Link } from '@/components/ui/Link'
import { isSafeHref } from '@/lib/site/links'
import type { SiteSettings } from '@/lib/content'
import { NO_ATTRIBUTES, noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { NavLink } from '@/lib/site/routes'
import { CHROME, frameLinks } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'
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

/** The footer's own words; its texts come from the site settings of each language. */
const FOOTER_WORDS: Readonly<Record<Lang, { social: string; newsletter: string; subscribe: string }>> = {
  en: { social: 'Social media', newsletter: 'Newsletter', subscribe: 'Subscribe' },
  es: { social: 'Redes sociales', newsletter: 'Boletín', subscribe: 'Suscribirse' },
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

/** `edit`: the site settings' click-to-edit attributes in the Preview tool. */
export function SiteFooter({
  settings,
  edit = noEdit,
  lang = 'en',
}: {
  settings: SiteSettings
  edit?: Edit
  lang?: Lang
}) {
  const words = CHROME[lang]
  const links = frameLinks(lang)
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
            <ul className="mt-4 flex gap-3" aria-label={FOOTER_WORDS[lang].social}>
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
        <FooterLinks title={words.quickLinks} links={links.footerQuick} />
        <FooterLinks title={words.legal} links={links.footerLegal}>
          <li>
            <CookieSettingsLink className={linkClass} lang={lang} />
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
            buttonLabel={settings.newsletter?.buttonLabel ?? FOOTER_WORDS[lang].subscribe}
            unavailableMessage={settings.newsletter?.unavailableMessage ?? ''}
            formLabel={FOOTER_WORDS[lang].newsletter}
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
                lang={lang}
              />
            )}
            {address && (
              <span className="block md:inline md:before:mx-2 md:before:content-['·']" {...edit('postalAddress')}>
                {address.street}, {address.city}, {address.region} {address.postalCode}, {address.country}
              </span>
            )}
          </address>
          <p>
            © <CurrentYear /> {settings.organizationName}. {words.rightsReserved}
          </p>
        </div>
      </div>
    </footer>
  )
}
