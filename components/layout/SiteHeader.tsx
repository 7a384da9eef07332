import { Link } from '@/components/ui/Link'
import { HeartPulse, PhoneCall } from '@/components/ui/icons'
import type { NavCondition } from '@/lib/content'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'
import type { FrameText } from '@/lib/site/chrome'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import type { NavLink } from '@/lib/site/routes'
import { MainNav } from './MainNav'

/** `edit`: the site settings' click-to-edit attributes in the Preview tool. `text`: the frame's words. */
type Props = { organizationName: string; conditions: NavCondition[]; edit?: Edit; lang?: Lang; text: FrameText }

export function SiteHeader({ organizationName, conditions, edit = noEdit, lang = 'en', text }: Props) {
  const routes = routesFor(lang)
  const topics: NavLink[] = conditions.flatMap((c) =>
    c.slug ? [{ href: routes.condition(c.slug), label: c.navLabel ?? c.name ?? c.slug }] : [],
  )
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href={routes.home()} className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <HeartPulse aria-hidden="true" className="size-7" />
          <span {...edit('organizationName')}>{organizationName}</span>
        </Link>
        <div className="flex items-center gap-2">
          {/* Urgent help one tap from every page, at every width and without JavaScript: outside the collapsed menu. */}
          <Link
            href={routes.help()}
            data-urgent-help
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md border-2 border-red-700 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
            {text.urgentHelp}
          </Link>
          <MainNav topics={topics} lang={lang} text={text} />
        </div>
      </div>
    </header>
  )
}
