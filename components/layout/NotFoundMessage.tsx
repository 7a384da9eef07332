import { Link } from '@/components/ui/Link'
import { getInterfaceText } from '@/lib/content'
import type { Lang } from '@/lib/site/languages'
import { routesFor } from '@/lib/site/localized-routes'
import { LogMissingPath } from './HydrationMarker'

/**
 * The spec's not-found page: 404, the message from its "Page text" document ('Oops! Page not found'), Return to Home
 * (the frame's words); the missing path goes to the console.
 */
export async function NotFoundMessage({ message, lang = 'en' }: { message: string; lang?: Lang }) {
  const text = await getInterfaceText('frame', lang)
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <LogMissingPath />
      <h1 className="text-6xl font-bold text-brand-700">404</h1>
      <p className="mt-4 text-xl text-gray-700">{message}</p>
      <Link
        href={routesFor(lang).home()}
        className="mt-8 rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.returnHome}
      </Link>
    </div>
  )
}
