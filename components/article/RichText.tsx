import {
  PortableText,
  toPlainText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from '@portabletext/react'
import { Link } from '@/components/ui/Link'
import { AlertTriangle, Info, Lightbulb, PhoneCall } from 'lucide-react'
import { isExternalHref, isSafeHref } from '@/lib/site/links'
import { routeForDocument, targetLang, type LinkTarget } from '@/lib/site/document-routes'
import { localLink } from '@/lib/site/local-links'
import { isFictionalPhone, isPlaceholderEmail, PLACEHOLDER_NOTE } from '@/lib/site/placeholders'
import { CmsPicture } from '@/components/ui/CmsPicture'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs, type CmsImage } from '@/lib/content/image'
import { NO_ATTRIBUTES, noEdit, type Edit, type EditAttributes } from '@/lib/content/edit-attributes'
import type { Lang } from '@/lib/site/languages'

/**
 * Said after a link from text in one language to a page in the other (a Spanish page linking a guide not yet
 * translated), so the reader knows before opening it.
 */
export const IN_OTHER_LANGUAGE: Readonly<Record<Lang, string>> = { en: ' (in Spanish)', es: ' (en inglés)' }

/** Beside a placeholder address or number in the text, in the text's language (as components/ui/ContactDetail.tsx). */
const SAMPLE_NOTE: Readonly<Record<Lang, Record<keyof typeof PLACEHOLDER_NOTE, string>>> = {
  en: PLACEHOLDER_NOTE,
  es: { phone: 'número de muestra: no está en servicio', email: 'dirección de muestra: todavía no se usa' },
}

type Block = PortableTextBlock | { _type: string; _key?: string; [key: string]: unknown }
type Cell = { _key: string; value?: PortableTextBlock[] }
type Row = { _key: string; cells?: Cell[] }

const calloutStyles: Record<string, { box: string; label: string; Icon: typeof Info }> = {
  caution: { box: 'border-red-600 bg-red-50', label: 'When to get help', Icon: PhoneCall },
  warning: { box: 'border-amber-500 bg-amber-50', label: 'Warning', Icon: AlertTriangle },
  important: { box: 'border-brand-600 bg-brand-50', label: 'Important', Icon: Info },
  note: { box: 'border-slate-400 bg-slate-50', label: 'Note', Icon: Info },
  tip: { box: 'border-emerald-600 bg-emerald-50', label: 'Tip', Icon: Lightbulb },
}

/** The callouts' labels and a table's fallback name in Spanish text (English keeps the labels above). */
const SPANISH_LABELS: Readonly<Record<string, string>> = {
  caution: 'Cuándo buscar ayuda',
  warning: 'Advertencia',
  important: 'Importante',
  note: 'Nota',
  tip: 'Consejo',
  table: 'Tabla',
}

/**
 * Portable Text as HTML. Headings get stable ids from `headingId` (one registry per page, so ids are unique);
 * links are kept only for web, e-mail, phone and site targets, anything else stays plain text.
 * `edit` names the Portable Text field (scoped to it): in the Preview tool each block, list item, callout, table and
 * image then carries the `data-sanity` attribute of its own block, so a click opens that block in the Studio.
 */
export function RichText({
  value,
  headingId,
  edit = noEdit,
  lang = 'en',
}: {
  value: Block[] | null | undefined
  headingId: (text: string) => string
  edit?: Edit
  /** The text's language, for the labels code adds (callouts, a table without a caption). */
  lang?: Lang
}) {
  if (!value?.length) return null
  /** The attribute of one block (by its key; a block without one is not addressable and gets none). */
  const at = (block: { _key?: unknown } | undefined) =>
    typeof block?._key === 'string' && block._key ? edit([{ _key: block._key }]) : NO_ATTRIBUTES
  const heading = (Tag: 'h2' | 'h3' | 'h4', className: string): PortableTextBlockComponent =>
    function Heading({ children, value: block }) {
      return (
        <Tag id={headingId(toPlainText(block))} className={`scroll-mt-24 ${className}`} {...at(block)}>
          {children}
        </Tag>
      )
    }

  const components: PortableTextComponents = {
    block: {
      normal: ({ children, value: block }) => (
        <p className="my-4 leading-7" {...at(block)}>
          {children}
        </p>
      ),
      h2: heading('h2', 'mt-10 mb-3 text-2xl font-bold text-gray-900'),
      h3: heading('h3', 'mt-8 mb-2 text-xl font-semibold text-gray-900'),
      h4: heading('h4', 'mt-6 mb-2 text-lg font-semibold text-gray-900'),
      blockquote: ({ children, value: block }) => (
        <blockquote className="my-4 border-l-4 border-gray-300 pl-4 text-gray-700 italic" {...at(block)}>
          {children}
        </blockquote>
      ),
    },
    listItem: ({ children, value: block }) => <li {...at(block)}>{children}</li>,
    list: {
      bullet: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6">{children}</ul>,
      number: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6">{children}</ol>,
    },
    marks: {
      ...linkMarks(lang),
      code: ({ children }) => <code className="rounded bg-gray-100 px-1 py-0.5 text-sm">{children}</code>,
    },
    types: {
      imageWithAlt: ({ value: image }) => <BodyImage image={image as CmsImage} edit={at(image)} />,
      callout: ({ value: callout }) => {
        const toneKey = (callout as { tone?: string }).tone ?? 'note'
        const style = calloutStyles[toneKey] ?? calloutStyles.note!
        const tone =
          lang === 'es'
            ? { ...style, label: SPANISH_LABELS[Object.hasOwn(calloutStyles, toneKey) ? toneKey : 'note']! }
            : style
        return (
          <aside
            role="note"
            aria-label={tone.label}
            className={`my-6 rounded-r-lg border-l-4 p-4 ${tone.box}`}
            {...at(callout)}
          >
            <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-gray-900 uppercase">
              <tone.Icon aria-hidden="true" className="size-4" />
              {tone.label}
            </p>
            <RichText
              value={(callout as { content?: Block[] }).content}
              headingId={headingId}
              edit={callout._key ? edit.scope([{ _key: callout._key }, 'content']) : noEdit}
              lang={lang}
            />
          </aside>
        )
      },
      table: ({ value: table }) => {
        const { rows = [], headerRows = 1, caption } = table as { rows?: Row[]; headerRows?: number; caption?: string }
        const head = rows.slice(0, headerRows)
        const body = rows.slice(headerRows)
        const cell = (c: Cell) => <RichTextInline value={c.value} lang={lang} />
        return (
          <div
            className="my-6 overflow-x-auto"
            role="region"
            aria-label={caption ?? (lang === 'es' ? SPANISH_LABELS.table : 'Table')}
            tabIndex={0}
            {...at(table)}
          >
            <table className="w-full border-collapse text-left text-sm">
              {caption && <caption className="mb-2 text-left font-semibold">{caption}</caption>}
              <thead>
                {head.map((row) => (
                  <tr key={row._key} className="border-b-2 border-gray-300 bg-gray-50">
                    {row.cells?.map((c) => (
                      <th key={c._key} scope="col" className="px-3 py-2 font-semibold">
                        {cell(c)}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {body.map((row) => (
                  <tr key={row._key} className="border-b border-gray-200">
                    {row.cells?.map((c) => (
                      <td key={c._key} className="px-3 py-2 align-top">
                        {cell(c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      },
    },
  }
  return <PortableText value={value as PortableTextBlock[]} components={components} />
}

/** Table cells: the same marks and links, without paragraph margins. */
function RichTextInline({ value, lang }: { value: PortableTextBlock[] | undefined; lang: Lang }) {
  if (!value?.length) return null
  return (
    <PortableText
      value={value}
      components={{
        block: { normal: ({ children }) => <span className="block">{children}</span> },
        marks: linkMarks(lang),
      }}
    />
  )
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800'

/**
 * A link to a page on this site that the editor picked (an `internalLink` mark; the query adds its `target`): the
 * address comes from the routes module in the target's language, so it follows a renamed slug and a Spanish page
 * links Spanish pages. A target with no page (gone, unpublished, no slug) leaves the words as plain text rather than a
 * dead link.
 */
/** The two link marks, the same in the body and in table cells. */
const linkMarks = (lang: Lang): NonNullable<PortableTextComponents['marks']> => ({
  link: ({ children, value: mark }) => (
    <SafeLink href={(mark as { href?: unknown } | undefined)?.href} lang={lang}>
      {children}
    </SafeLink>
  ),
  internalLink: ({ children, value: mark }) => (
    <InternalLink mark={mark} lang={lang}>
      {children}
    </InternalLink>
  ),
})

function InternalLink({ mark, lang, children }: { mark: unknown; lang: Lang; children: React.ReactNode }) {
  const { target, anchor } = (mark ?? {}) as { target?: LinkTarget | null; anchor?: string | null }
  const href = routeForDocument(target, anchor)
  if (!href) return <>{children}</>
  const other = targetLang(target) === lang ? null : targetLang(target)
  return (
    <Link href={href} hrefLang={other ?? undefined} className={linkClass}>
      {children}
      {other && IN_OTHER_LANGUAGE[lang]}
    </Link>
  )
}

/**
 * A link only for web, e-mail, phone and site targets; anything else is shown as its plain text. A placeholder
 * address or fictional number (lib/site/placeholders.ts) is shown as text marked as a sample, not as a link.
 */
function SafeLink({ href, lang, children }: { href: unknown; lang: Lang; children: React.ReactNode }) {
  if (!isSafeHref(href)) return <>{children}</>
  const placeholder = href.startsWith('mailto:')
    ? isPlaceholderEmail(href.slice('mailto:'.length).split('?')[0]) && 'email'
    : href.startsWith('tel:') && isFictionalPhone(href.slice('tel:'.length)) && 'phone'
  if (placeholder)
    return (
      <>
        {children} ({SAMPLE_NOTE[lang][placeholder]})
      </>
    )
  if (href.startsWith('/')) {
    // A site path typed in text of another language is the English page's: lead to that page in the text's language.
    const local = localLink(href, lang)
    return (
      <Link href={local.href} hrefLang={local.inEnglish ? 'en' : undefined} className={linkClass}>
        {children}
        {local.inEnglish && IN_OTHER_LANGUAGE[lang]}
      </Link>
    )
  }
  return (
    <a href={href} className={linkClass} {...(isExternalHref(href) ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  )
}

/** An image in an article body, at the column's width, with its caption; nothing when it has no usable asset. */
function BodyImage({ image, edit }: { image: CmsImage; edit: EditAttributes }) {
  const attrs = cmsImageAttrs(contentConfig(), image, { sizes: '(min-width: 1024px) 48rem, 100vw' })
  if (!attrs) return null
  return (
    <figure className="my-8" {...edit}>
      <CmsPicture image={attrs} className="h-auto w-full rounded-lg" />
      {image.caption && <figcaption className="mt-2 text-sm text-gray-700">{image.caption}</figcaption>}
    </figure>
  )
}
