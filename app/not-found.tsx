import type { Metadata } from 'next'
import Link from 'next/link'
import { LogMissingPath } from '@/components/layout/LogMissingPath'
import { SiteShell } from '@/components/layout/SiteShell'
import { getNavConditions, getSettings } from '@/lib/content'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFound() {
  const [settings, conditions] = await Promise.all([getSettings(), getNavConditions()])
  return (
    <SiteShell settings={settings} conditions={conditions}>
      <LogMissingPath />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-6xl font-bold text-brand-700">404</h1>
        <p className="mt-4 text-xl text-gray-700">Oops! Page not found</p>
        <Link
          href={routes.home()}
          className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Return to Home
        </Link>
      </div>
    </SiteShell>
  )
}
