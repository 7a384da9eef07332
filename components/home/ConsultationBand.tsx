import { Link } from '@/components/ui/Link'
import { noEdit, type Edit } from '@/lib/content/edit-attributes'

/**
 * A closing call to action: a heading, a sentence and one button to `href`. `edit` is scoped to the object that
 * holds them; `fields` names their fields there where they differ from heading, text and label.
 */
export function ConsultationBand({
  id,
  heading,
  text,
  label,
  href,
  edit = noEdit,
  fields = { heading: 'heading', text: 'text', label: 'label' },
}: {
  id: string
  heading: string | undefined
  text: string | undefined
  label: string | undefined
  href: string
  edit?: Edit
  fields?: { heading: string; text: string; label: string }
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-center text-white sm:px-12">
        <h2 id={id} className="text-3xl font-bold" {...edit(fields.heading)}>
          {heading}
        </h2>
        {text && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-50" {...edit(fields.text)}>
            {text}
          </p>
        )}
        <Link
          href={href}
          className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50"
          {...edit(fields.label)}
        >
          {label}
        </Link>
      </div>
    </section>
  )
}
