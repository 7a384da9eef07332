import { TriangleAlert } from '@/components/ui/icons'
import type { SiteSettings } from '@/lib/content'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'

/** `edit`: click-to-edit in the Preview tool, scoped to the site settings' `urgentCareNotice` (none for readers). */
type Props = { notice: SiteSettings['urgentCareNotice']; edit?: Edit }

/**
 * Where to go in an emergency or a crisis, on every form where a reader may describe symptoms: such messages are
 * read in business hours, so nobody should wait for an answer to an urgent problem. The words come from the CMS.
 */
export function UrgentCareNotice({ notice, edit = noEdit }: Props) {
  if (!notice?.title || !notice.text) return null
  return (
    <div
      role="note"
      aria-label={notice.title}
      className="mb-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-800" />
      <div>
        <p className="font-bold" {...edit('title')}>
          {notice.title}
        </p>
        <p className="mt-1" {...edit('text')}>
          {notice.text}
        </p>
      </div>
    </div>
  )
}
