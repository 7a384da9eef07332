/**
 * The words of the site's frame (header, footer, search box, language link, newsletter form, translation notice, the
 * not-found page's link home) and the frame's links in each language's addresses. Editors keep the words in the Studio
 * ("Interface words: Header, footer and language link", seeded from content/seed/interface/frame.yaml); their keys are
 * in ./frame-text-keys.ts; this module builds the links: their addresses are code (lib/site/routes.ts for English),
 * their labels are frame texts. A plain module: client components use its types.
 */
import type { InterfaceText } from './interface-text'
import { type Lang, ROUTED_LANGUAGES } from './languages'
import { routesFor } from './localized-routes'
import { frameLinkSpecs, type FrameLinkSpec, type NavLink } from './routes'
import type { FRAME_TEXT } from './frame-text-keys'

export type FrameText = InterfaceText<typeof FRAME_TEXT>

/** The frame key of a link's label. */
type LabelKey = keyof FrameText

/** The search box's words (components/search/SiteSearchForm.tsx): a page passes its whole FrameText or these. */
export type SearchBoxText = Pick<FrameText, 'searchLabel' | 'searchPlaceholder' | 'searchButton'>

/** The newsletter form's words, picked for the client component so that a page ships no more than these. */
export type NewsletterText = Pick<
  FrameText,
  | 'newsletterFormName'
  | 'newsletterEmailLabel'
  | 'newsletterPlaceholder'
  | 'newsletterNoJs'
  | 'newsletterEmpty'
  | 'newsletterInvalid'
>

export const newsletterText = (text: NewsletterText): NewsletterText => ({
  newsletterFormName: text.newsletterFormName,
  newsletterEmailLabel: text.newsletterEmailLabel,
  newsletterPlaceholder: text.newsletterPlaceholder,
  newsletterNoJs: text.newsletterNoJs,
  newsletterEmpty: text.newsletterEmpty,
  newsletterInvalid: text.newsletterInvalid,
})

export type FrameLinks = {
  home: NavLink
  main: readonly NavLink[]
  consult: NavLink
  footerQuick: readonly NavLink[]
  footerLegal: readonly NavLink[]
}

type FrameLinkSpecs = {
  home: FrameLinkSpec<LabelKey>
  main: readonly FrameLinkSpec<LabelKey>[]
  consult: FrameLinkSpec<LabelKey>
  footerQuick: readonly FrameLinkSpec<LabelKey>[]
  footerLegal: readonly FrameLinkSpec<LabelKey>[]
}

/** Each language's frame links, made once: the one list in that language's addresses. */
const LINKS: Readonly<Record<Lang, FrameLinkSpecs>> = Object.fromEntries(
  ROUTED_LANGUAGES.map((lang) => [lang, frameLinkSpecs(routesFor(lang))]),
) as Record<Lang, ReturnType<typeof frameLinkSpecs>>

/** The frame's links in a language's addresses, labelled with that language's frame texts. */
export function frameLinks(lang: Lang, text: FrameText): FrameLinks {
  const specs = LINKS[lang]
  const link = ({ href, text: key }: FrameLinkSpec<LabelKey>): NavLink => ({ href, label: text[key] })
  return {
    home: link(specs.home),
    main: specs.main.map(link),
    consult: link(specs.consult),
    footerQuick: specs.footerQuick.map(link),
    footerLegal: specs.footerLegal.map(link),
  }
}
