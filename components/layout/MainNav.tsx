import { Link } from '@/components/ui/Link'
import { frameLinks, type FrameText } from '@/lib/site/chrome'
import { type Lang, languageEntries } from '@/lib/site/languages'
import { PATH_PAIRS, routesFor } from '@/lib/site/localized-routes'
import type { NavLink } from '@/lib/site/routes'
import { SiteSearchForm } from '@/components/search/SiteSearchForm'
import { LanguageLinks } from './LanguageLinks'
import { MenuDisclosure } from './MenuDisclosure'
import { TopicsDisclosure } from './TopicsDisclosure'

const linkClass =
  'block rounded-md px-3 py-2 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700 md:text-sm'

/**
 * Top navigation: Home, the Topics menu, Blog, About, Contact, Consult Doctor, the site search box and the link to
 * the same page in the other language (a menu of them when the server serves more than two), which stays on the
 * header bar at every width. Every link and the search form are plain server HTML and work without JavaScript; the
 * two disclosures (small-screen menu, Topics) and the language links' pairing are the only client code. The search box is inside the menu so that the small-screen menu offers it too.
 * `text`: the frame's words in `lang` (getInterfaceText('frame', lang)).
 */
export function MainNav({ topics, lang = 'en', text }: { topics: NavLink[]; lang?: Lang; text: FrameText }) {
  const { home: homeLink, main: mainNavLinks, consult: consultDoctorLink } = frameLinks(lang, text)
  return (
    <nav aria-label={text.mainNav} className="flex items-center">
      <MenuDisclosure label={text.menu}>
        <ul className="absolute inset-x-0 top-full flex flex-col gap-1 border-b border-gray-200 bg-white p-4 shadow-lg md:static md:flex-row md:items-center md:gap-1 md:border-0 md:p-0 md:shadow-none">
          <li>
            <Link href={homeLink.href} className={linkClass}>
              {homeLink.label}
            </Link>
          </li>
          <li className="relative" data-topics>
            <TopicsDisclosure label={text.topics} fallbackHref={routesFor(lang).topics()}>
              <ul className="mt-1 min-w-56 rounded-md border border-gray-200 bg-white py-1 md:absolute md:top-full md:left-0 md:shadow-lg">
                {topics.map((topic) => (
                  <li key={topic.href}>
                    <Link
                      href={topic.href}
                      className="block px-4 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:font-semibold"
                    >
                      {topic.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </TopicsDisclosure>
          </li>
          {mainNavLinks.map(({ href, label }) => (
            <li key={href}>
              <Link href={href} className={linkClass}>
                {label}
              </Link>
            </li>
          ))}
          <li className="mt-2 md:mt-0 md:ml-2">
            <Link
              href={consultDoctorLink.href}
              className="block rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
            >
              {consultDoctorLink.label}
            </Link>
          </li>
          <li className="mt-2 md:mt-0 md:ml-2">
            <SiteSearchForm name={text.searchName} variant="header" lang={lang} text={text} />
          </li>
        </ul>
      </MenuDisclosure>
      {/* Outside the collapsed menu: on a phone's header bar too, one tap and without JavaScript. */}
      <LanguageLinks
        lang={lang}
        entries={languageEntries(lang)}
        label={text.languageLink}
        name={text.languageLinkName}
        menuLabel={text.languageMenu}
        pairs={PATH_PAIRS}
      />
    </nav>
  )
}
