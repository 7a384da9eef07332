import { routes } from '@/lib/site/routes'

/**
 * Shown on every page while draft mode is on, so a reviewer never mistakes unpublished text for the live site.
 * The exit link is a plain link to the route that ends draft mode and returns to the published page.
 */
export function PreviewBanner({ path }: { path?: string }) {
  const exit = path ? `${routes.draftModeDisable()}?redirect=${encodeURIComponent(path)}` : routes.draftModeDisable()
  return (
    <div role="region" aria-label="Preview" className="bg-amber-300 text-amber-950" data-print-hidden>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6">
        <p className="font-semibold">
          Preview — draft content. Readers do not see these changes until they are published.
        </p>
        <a href={exit} className="rounded-md bg-amber-950 px-3 py-1 font-semibold text-white hover:bg-black">
          Exit preview
        </a>
      </div>
    </div>
  )
}
