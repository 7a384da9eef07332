import Link from 'next/link'
import { TopicCards } from '@/components/home/TopicCards'
import { getNavConditions, getSettings } from '@/lib/content'
import { routes } from '@/lib/routes'

export default async function HomePage() {
  const [settings, conditions] = await Promise.all([getSettings(), getNavConditions()])
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
          <h1 className="max-w-3xl text-4xl font-bold sm:text-5xl">{settings.organizationName}</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">{settings.tagline}</p>
          <p className="mt-2 max-w-2xl text-blue-50">{settings.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={routes.topics()}
              className="rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-blue-50"
            >
              Explore Health Topics
            </a>
            <Link
              href={routes.consultation()}
              className="rounded-md border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10"
            >
              Contact Expert
            </Link>
          </div>
        </div>
      </section>
      <section
        id="topics"
        aria-labelledby="topics-heading"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6"
      >
        <h2 id="topics-heading" className="text-3xl font-bold text-gray-900">
          Health topics
        </h2>
        <p className="mt-2 max-w-2xl text-gray-700">Medically reviewed guides to six common conditions.</p>
        <div className="mt-8">
          <TopicCards conditions={conditions} />
        </div>
      </section>
    </>
  )
}
