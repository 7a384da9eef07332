import {
  PortableText,
  toPlainText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from '@portabletext/react'
import { Link } from '@/components/ui/Link'
import { AlertTriangle, Info, Lightbulb, PhoneCall } from '@/components/ui/icons'
import { isExternalHref, isSafeHref } from '@/lib/site/links'
import { documentLink, type LinkTarget } from '@/lib/site/document-routes'
import { localLink } from '@/lib/site/local-links'
import { isFictionalPhone, isPlaceholderEmail } from '@/lib/site/placeholders'
import { CmsPicture } from '@/components/ui/CmsPicture'
import { contentConfig } from '@/lib/content/env'
import { cmsImageAttrs, type CmsImage } from '@/lib/content/image'
import { NO_ATTRIBUTES, noEdit, type Edit, type EditAttributes } from '@/lib/content/edit-attributes'
import type { ArticleWords, CalloutTone } from '@/lib/site/article-words'
import { HelpActions } from '@/components/help/HelpActions'
import { DIAL_MARK, linesNamed, withDialMarks } from '@/components/help/dial-marks'

type Block = PortableTextBlock | { _type: string; _key?: string; [key: string]: unknown }
type Cell = { _key: string; value?: PortableTextBlock[] }
type Row = { _key: string; cells?: Cell[] }

/** Each callout tone's look; its label is an interface word (`callouts`, lib/site/article-words.ts). */
const calloutStyles: Readonly<Record<CalloutTone, { box: string; Icon: typeof Info }>> = {
  caution: { box: 'border-red-600 bg-red-50', Icon: PhoneCall },
  warning: { box: 'border-amber-500 bg-amber-50', Icon: AlertTriangle },
  important: { box: 'border-brand-600 bg-brand-50', Icon: Info },
  note: { box: 'border-slate-400 bg-slate-50', Icon: Info },
  tip: { box: 'border-emerald-600 bg-emerald-50', Icon: Lightbulb },
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
  words,
}: {
  value: Block[] | null | undefined
  headingId: (text: string) => string
  edit?: Edit
  /**
   * The interface words of the text's language: the labels code adds (callouts, a table without a caption, the notes
   * after a link to the other language and after a sample number or address); their language is the links' too.
   */
  words: ArticleWords
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
      ...linkMarks(words),
      code: ({ children }) => <code className="rounded bg-gray-100 px-1 py-0.5 text-sm">{children}</code>,
    },
    types: {
      imageWithAlt: ({ value: image }) => <BodyImage image={image as CmsImage} edit={at(image)} />,
      callout: ({ value: callout }) => {
        const content = (callout as { content?: Block[] }).content
        // A box that names a help line ends with its buttons: 988 as call, text and chat, never as bold text only.
        const lines = words.help && content ? linesNamed(toPlainText(content as PortableTextBlock[])) : []
        const toneKey = (callout as { tone?: string }).tone ?? 'note'
        // An unknown tone reads as a note.
        const known: CalloutTone = Object.hasOwn(calloutStyles, toneKey) ? (toneKey as CalloutTone) : 'note'
        const tone = { ...calloutStyles[known], label: words.callouts[known] }
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
              value={content}
              headingId={headingId}
              edit={callout._key ? edit.scope([{ _key: callout._key }, 'content']) : noEdit}
              words={words}
            />
            {words.help && lines.length > 0 && (
              <HelpActions lines={lines} lang={words.lang} text={words.help} className="mt-2 mb-1" />
            )}
          </aside>
        )
      },
      table: ({ value: table }) => {
        const { rows = [], headerRows = 1, caption } = table as { rows?: Row[]; headerRows?: number; caption?: string }
        const head = rows.slice(0, headerRows)
        const body = rows.slice(headerRows)
        const cell = (c: Cell) => <RichTextInline value={c.value} words={words} />
        return (
          <div
            className="my-6 overflow-x-auto"
            role="region"
            aria-label={caption ?? words.tableName}
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
  return <PortableText value={withDialMarks(value) as PortableTextBlock[]} components={components} />
}

/** Table cells: the same marks and links, without paragraph margins. */
function RichTextInline({ value, words }: { value: PortableTextBlock[] | undefined; words: ArticleWords }) {
  if (!value?.length) return null
  return (
    <PortableText
      value={value}
      components={{
        block: { normal: ({ children }) => <span className="block">{children}</span> },
        marks: linkMarks(words),
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
const linkMarks = (words: ArticleWords): NonNullable<PortableTextComponents['marks']> => ({
  // A help line the text names (components/help/dial-marks.ts): a link a phone opens, whatever its other marks.
  [DIAL_MARK]: ({ children, value: mark }) => (
    <a href={(mark as { href: string }).href} className={linkClass}>
      {children}
    </a>
  ),
  link: ({ children, value: mark }) => (
    <SafeLink href={(mark as { href?: unknown } | undefined)?.href} words={words}>
      {children}
    </SafeLink>
  ),
  internalLink: ({ children, value: mark }) => (
    <InternalLink mark={mark} words={words}>
      {children}
    </InternalLink>
  ),
})

type LinkProps = { words: ArticleWords; children: React.ReactNode }

/** A link's words, with the note that it leads to a page in the other language when it does. */
function InOtherLanguage({ other, words, children }: LinkProps & { other: boolean }) {
  if (!other) return children
  const [before, after] = words.inOtherLanguage
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}

function InternalLink({ mark, words, children }: LinkProps & { mark: unknown }) {
  const { target, anchor } = (mark ?? {}) as { target?: LinkTarget | null; anchor?: string | null }
  const link = documentLink(target, words.lang, anchor)
  if (!link) return <>{children}</>
  return (
    <Link href={link.href} hrefLang={link.otherLang} className={linkClass}>
      <InOtherLanguage other={link.otherLang !== undefined} words={words}>
        {children}
      </InOtherLanguage>
    </Link>
  )
}

/**
 * A link only for web, e-mail, phone and site targets; anything else is shown as its plain text. A placeholder
 * address or fictional number (lib/site/placeholders.ts) is shown as text marked as a sample, not as a link.
 */
function SafeLink({ href, words, children }: LinkProps & { href: unknown }) {
  if (!isSafeHref(href)) return <>{children}</>
  const placeholder = href.startsWith('mailto:')
    ? isPlaceholderEmail(href.slice('mailto:'.length).split('?')[0]) && 'email'
    : href.startsWith('tel:') && isFictionalPhone(href.slice('tel:'.length)) && 'phone'
  if (placeholder) {
    const [before, after] = words.sampleNote[placeholder]
    return (
      <>
        {before}
        {children}
        {after}
      </>
    )
  }
  if (href.startsWith('/')) {
    // A site path typed in text of another language is the English page's: lead to that page in the text's language.
    const local = localLink(href, words.lang)
    return (
      <Link href={local.href} hrefLang={local.inEnglish ? 'en' : undefined} className={linkClass}>
        <InOtherLanguage other={local.inEnglish} words={words}>
          {children}
        </InOtherLanguage>
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
