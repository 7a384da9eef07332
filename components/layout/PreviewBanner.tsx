import { previewedReleases } from '@/lib/content/preview-release'
import { routes } from '@/lib/site/routes'

/**
 * Shown on every page while draft mode is on, so a reviewer never mistakes unpublished text for the live site. In a
 * release's perspective it names the release, since the page then shows that release's versions over the drafts.
 * The exit link is a plain link to the route that ends draft mode and returns to the published page.
 */
export async function PreviewBanner({ path }: { path?: string }) {
  const exit = path ? `${routes.draftModeDisable()}?redirect=${encodeURIComponent(path)}` : routes.draftModeDisable()
  const releases = await previewedReleases()
  return (
    <div role="region" aria-label="Preview" className="bg-amber-300 text-amber-950" data-print-hidden>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6">
        <p className="font-semibold" data-testid="preview-banner-text">
          {releases.length
            ? `Preview — release ${releases.map((title) => `“${title}”`).join(', ')}, over draft content.`
            : 'Preview — draft content.'}{' '}
          Readers do not see these changes until they are published.
        </p>
        <a href={exit} className="rounded-md bg-amber-950 px-3 py-1 font-semibold text-white hover:bg-black">
          Exit preview
        </a>
      </div>
    </div>
  )
}
