import { noEdit, type Edit } from '@/lib/content/edit-attributes'

/**
 * A landing-section heading with its intro sentence; `id` names the section for aria-labelledby. `edit` is scoped
 * to the section's object (its `heading` and `intro` fields) for click-to-edit in the Preview tool.
 */
export function SectionHeading({
  id,
  heading,
  intro,
  tone = 'light',
  edit = noEdit,
}: {
  id: string
  heading: string | undefined
  intro?: string | undefined
  tone?: 'light' | 'dark'
  edit?: Edit
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-gray-900'}`}
        {...edit('heading')}
      >
        {heading}
      </h2>
      {intro && (
        <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-blue-50' : 'text-gray-700'}`} {...edit('intro')}>
          {intro}
        </p>
      )}
    </div>
  )
}
