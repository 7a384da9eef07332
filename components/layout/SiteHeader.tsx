import Link from 'next/link'
import { HeartPulse } from 'lucide-react'
import { getNavConditions, getSettings } from '@/lib/content'
import { MainNav, type TopicLink } from './MainNav'

export async function SiteHeader() {
  const [settings, conditions] = await Promise.all([getSettings(), getNavConditions()])
  const topics: TopicLink[] = conditions
    .filter((c) => c.slug)
    .map((c) => ({ href: `/diseases/${c.slug}`, label: c.navLabel ?? c.name ?? c.slug ?? '' }))
  return (
    <header data-site-header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <HeartPulse aria-hidden="true" className="size-7" />
          <span>{settings.organizationName}</span>
        </Link>
        <MainNav topics={topics} />
      </div>
    </header>
  )
}
