import type { ReactNode } from 'react'
import type { Edit } from '@/lib/content/edit-attributes'

// Whole class names, so that Tailwind finds them in the source.
const WIDTHS = { '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const
// The information pages' intro runs a little wider and further from the heading than a form page's.
const INTROS = {
  narrow: 'mt-3 max-w-2xl text-lg text-gray-700',
  wide: 'mt-4 max-w-3xl text-lg text-gray-700',
} as const

/**
 * The frame of a page built in code around its "Page text" document: the page's heading and, when it has one, its
 * intro, each click-to-edit through `edit`, over the rest of the page.
 */
export function PageFrame({
  title,
  intro,
  edit,
  width,
  introWidth = 'narrow',
  children,
}: {
  title: string | null | undefined
  intro: string | null | undefined
  edit: Edit
  width: keyof typeof WIDTHS
  introWidth?: keyof typeof INTROS
  children: ReactNode
}) {
  return (
    <div className={`mx-auto ${WIDTHS[width]} px-4 py-12 sm:px-6`}>
      <h1 className="text-3xl font-bold text-gray-900 sm:text-4xl" {...edit('title')}>
        {title}
      </h1>
      {intro && (
        <p className={INTROS[introWidth]} {...edit('intro')}>
          {intro}
        </p>
      )}
      {children}
    </div>
  )
}
