import { AdSlot } from '@/components/consent/AdSlot'
import { ContactDetail } from '@/components/ui/ContactDetail'
import { Link } from '@/components/ui/Link'
import { PageFrame } from '@/components/ui/PageFrame'
import { isSafeHref } from '@/lib/site/links'
import { ExternalLink, Phone } from '@/components/ui/icons'
import type { SiteSettings } from '@/lib/content'
import { noEditor, type Editor } from '@/lib/content/edit-attributes'
import type { ResourcesQueryResult } from '@/sanity.types'
import type { ArticleWords } from '@/lib/site/article-words'
import { localLink } from '@/lib/site/local-links'
import { documentLink } from '@/lib/site/document-routes'
import { routes } from '@/lib/site/routes'
import { DialableText } from '@/components/search/DialableText'
import { InfoCard, InfoSection } from './InfoSection'

/**
 * `editor`: click-to-edit attributes in the Preview tool (the page, each topic, contact and tool, site settings).
 * `words`: the interface words of the page's language (the tool cards' states; lib/site/article-words.ts); the rest
 * comes from the CMS in each language.
 */
type Props = { data: ResourcesQueryResult; settings: SiteSettings; editor?: Editor; words: ArticleWords }

export function ResourcesView({ data, settings, editor = noEditor, words }: Props) {
  const { lang } = words
  const edit = editor(data.page)
  // A site page not yet in the page's language is linked in English, and says so.
  const linkTo = (path: string) => {
    const link = localLink(path, lang)
    return { href: link.href, inEnglish: link.inEnglish, hrefLang: link.inEnglish ? 'en' : undefined }
  }
  const [beforeLink, afterLink] = words.inOtherLanguage
  const named = (label: React.ReactNode, link: { inEnglish: boolean }) =>
    link.inEnglish ? (
      <>
        {beforeLink}
        {label}
        {afterLink}
      </>
    ) : (
      label
    )
  const contact = linkTo(routes.contact())
  // The site's own support line is not an emergency number: it sits outside the emergency block, so a reader in a
  // crisis scanning that block finds only 911, Poison Control and 988.
  const line = settings.emergencyLine?.number && settings.emergencyLine.tel ? settings.emergencyLine : null
  const lineEdit = editor(settings).scope('emergencyLine')
  return (
    <PageFrame title={data.page?.title} intro={data.page?.intro} edit={edit} width="6xl" introWidth="wide">
      <InfoSection
        id="topics-heading"
        heading={data.page?.topicsHeading}
        headingEdit={edit('topicsHeading')}
        className="mt-12"
      >
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.topics.map((topic) => {
            const of = editor(topic)
            return (
              <InfoCard key={topic._id} level={3} card={topic} of={of}>
                {topic.tips && topic.tips.length > 0 && (
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-800">
                    {topic.tips.map((tip, i) => (
                      // Tips are plain strings: addressed by position.
                      <li key={tip} {...of(['tips', i])}>
                        {tip}
                      </li>
                    ))}
                  </ul>
                )}
                {isSafeHref(topic.link?.url) && (
                  <a
                    href={topic.link!.url}
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-medium text-brand-700 underline"
                    {...of('link')}
                  >
                    {topic.link.label} <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                )}
              </InfoCard>
            )
          })}
        </ul>
      </InfoSection>

      <InfoSection
        id="emergency-heading"
        heading={data.page?.emergencyHeading}
        headingEdit={edit('emergencyHeading')}
        className="mt-12 rounded-xl border-2 border-red-200 bg-red-50 p-6"
      >
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {data.emergencyContacts.map((contact) => {
            const of = editor(contact)
            return (
              <li key={contact._id} className="rounded-lg bg-white p-4">
                <h3 className="font-semibold text-gray-900" {...of('name')}>
                  {contact.name}
                </h3>
                <a
                  href={`tel:${contact.tel}`}
                  className="mt-1 inline-flex items-center gap-2 text-xl font-bold text-red-800 underline"
                  {...of('number')}
                >
                  <Phone aria-hidden="true" className="size-5" /> {contact.number}
                </a>
                <p className="mt-1 text-sm text-gray-700" {...of('description')}>
                  {/* "Text 988", "envíe AYUDA al 988", "text START to 88788": every help line in it one tap. */}
                  <DialableText text={contact.description ?? ''} />
                </p>
              </li>
            )
          })}
        </ul>
      </InfoSection>

      {line && (
        <section aria-labelledby="support-line-heading" className="mt-6 rounded-xl border border-gray-200 p-6">
          <h2
            id="support-line-heading"
            className="text-lg font-semibold text-gray-900"
            {...(line.label ? lineEdit('label') : editor(settings)('organizationName'))}
          >
            {line.label ?? settings.organizationName}
          </h2>
          <ContactDetail
            kind="phone"
            value={line.number ?? ''}
            dial={line.tel}
            className="mt-1 inline-flex items-center gap-2 font-semibold text-brand-700 underline"
            plainClassName="mt-1 inline-flex items-center gap-2 font-semibold text-gray-900"
            edit={lineEdit('number')}
            sampleNote={words.sampleNote.phone}
          >
            <Phone aria-hidden="true" className="size-4" /> {line.number}
          </ContactDetail>
          {line.description && (
            <p className="mt-1 text-sm text-gray-700" {...lineEdit('description')}>
              {line.description}
            </p>
          )}
        </section>
      )}

      <InfoSection
        id="tools-heading"
        heading={data.page?.toolsHeading}
        headingEdit={edit('toolsHeading')}
        className="mt-12"
      >
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {data.tools.map((tool) => {
            const link = tool.available ? documentLink(tool.target, lang) : null
            const target = link
              ? { href: link.href, inEnglish: Boolean(link.otherLang), hrefLang: link.otherLang }
              : null
            return (
              <li key={tool._id} className="flex flex-col rounded-xl border border-gray-200 p-6">
                <h3 className="text-lg font-semibold text-gray-900" {...editor(tool)('title')}>
                  {tool.title}
                </h3>
                <p className="mt-2 text-sm text-gray-700" {...editor(tool)('description')}>
                  {tool.description}
                </p>
                {target ? (
                  <Link
                    href={target.href}
                    hrefLang={target.hrefLang}
                    className="mt-auto inline-block pt-4 text-sm font-semibold text-brand-700 underline"
                  >
                    {named(words.resources.openTool(tool.title ?? ''), target)}
                  </Link>
                ) : (
                  <p className="mt-auto pt-4 text-sm font-semibold text-gray-600">{words.resources.notAvailable}</p>
                )}
              </li>
            )
          })}
        </ul>
      </InfoSection>

      {data.page?.supportGroups && (
        <InfoSection
          id="support-heading"
          heading={data.page.supportGroups.title}
          headingEdit={edit('supportGroups.title')}
          className="mt-12 rounded-xl bg-brand-50 p-6"
        >
          <p className="mt-2 text-gray-800" {...edit('supportGroups.text')}>
            {data.page.supportGroups.text}
          </p>
          <Link
            href={contact.href}
            hrefLang={contact.hrefLang}
            className="mt-4 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            {...edit('supportGroups.linkLabel')}
          >
            {named(data.page.supportGroups.linkLabel, contact)}
          </Link>
        </InfoSection>
      )}
      <AdSlot placement="resources" lang={lang} />
    </PageFrame>
  )
}
