/**
 * Every GROQ query the site runs, in one place. Both content backends (Sanity's Content Lake and the
 * local groq-js dataset) run these exact strings, and Sanity TypeGen reads this file to type the results.
 */
import { defineQuery } from 'next-sanity'

/** An image field as lib/content/image.ts builds it: the asset reference, the editor's crop and hotspot, alt text. */
const IMAGE = `{alt, caption, crop, hotspot, asset}`

/**
 * A document in the language asked for (`$lang`, 'en' or 'es'; English when not given): a document without a language
 * is English (the document-internationalization plugin writes the field; lib/site/languages.ts).
 */
const IN_LANG = `coalesce(language, "en") == coalesce($lang, "en")`

/**
 * A linked document as lib/site/document-routes.ts `routeForDocument` builds its address, in the document's language
 * (a Spanish guide's slug is a Spanish address's).
 */
const LINK_TARGET = `{_type, "slug": slug.current, page, "language": coalesce(language, "en")}`

/** A block's marks with each internal link's target read (a reference to a page; null once it has none). */
const BLOCK = `_type == "block" => {markDefs[]{..., _type == "internalLink" => {"target": reference->${LINK_TARGET}}}}`

/** A Portable Text field's items with internal links resolved, in paragraphs, callouts and table cells alike. */
const RICH_TEXT = `[]{..., ${BLOCK},
  _type == "callout" => {content[]{..., ${BLOCK}}},
  _type == "table" => {rows[]{..., cells[]{..., value[]{..., ${BLOCK}}}}}
}`

/** A guide's or post's related guides, in the editors' order (the page leaves out one without a slug). */
const RELATED_GUIDES = `"relatedGuides": relatedGuides[]->{_id, _type, "slug": slug.current, "language": coalesce(language, "en"), title, cardDescription}`

export const settingsQuery = defineQuery(`*[_type == "siteSettings" && ${IN_LANG}][0]{
  _id, _type, organizationName, tagline, description, contactEmail, contactResponseTime, postalAddress, emergencyLine, newsletter,
  consultation, "socialLinks": socialLinks[defined(url)]{_key, platform, url}, educationalStatement, emergencyNote,
  urgentCareNotice, consultationFees, showSampleContent
}`)

export const navConditionsQuery =
  defineQuery(`*[_type == "conditionArticle" && defined(slug.current) && ${IN_LANG}] | order(order asc){
  _id, _type, "slug": slug.current, name, navLabel, cardDescription, icon, color
}`)

export const conditionSlugsQuery = defineQuery(
  `*[_type == "conditionArticle" && defined(slug.current) && ${IN_LANG}].slug.current`,
)

/** What a guide's page reads of its document (lib/content/medical.ts applies it to an earlier version as well). */
export const CONDITION_FIELDS = `{
  _id, _type, _updatedAt, title, "slug": slug.current, name, navLabel, eyebrow, description, lastUpdated,
  "image": image${IMAGE}, "intro": intro${RICH_TEXT}, keyPoints, getHelp{now, sameDay, appointment},
  sections[]{_key, title, anchor, "body": body${RICH_TEXT}},
  "forProfessionals": forProfessionals${RICH_TEXT}, cta{title, text, label, href, "target": page->${LINK_TARGET}}, ${RELATED_GUIDES},
  "review": review{lastReviewed, nextReviewDue, status, approvedFingerprint,
    "reviewer": reviewer->{_id, name, credentials, specialization, doctorId, isSample}},
  "draft": select(_originalId in path("drafts.**") => @),
  references[]{_key, title, publisher, year, url}
}`

export const conditionBySlugQuery = defineQuery(
  `*[_type == "conditionArticle" && slug.current == $slug && ${IN_LANG}][0]${CONDITION_FIELDS}`,
)

/** The guide or post now at an old slug (recorded by Publish when the slug changed): its current slug. */
export const movedConditionQuery = defineQuery(
  `*[_type == "conditionArticle" && $slug in previousSlugs && slug.current != $slug && ${IN_LANG}][0].slug.current`,
)
export const movedBlogPostQuery = defineQuery(
  `*[_type == "blogPost" && $slug in previousSlugs && slug.current != $slug && defined(publishedAt) && ${IN_LANG}][0].slug.current`,
)

/** The words of a page built in code (lib/site/page-copy.ts). */
/** An area's interface words in a language and in English (lib/site/interface-text.ts fills gaps from English). */
export const interfaceTextQuery = defineQuery(
  `*[_type == "interfaceText" && area == $area && coalesce(language, "en") in [coalesce($lang, "en"), "en"]]{language, texts[]{key, text}}`,
)

export const pageCopyQuery = defineQuery(
  `*[_type == "pageCopy" && page == $page && ${IN_LANG}][0]{_id, _type, title, intro, texts[]{_key, key, text}}`,
)

export const infoPageBySlugQuery = defineQuery(`*[_type == "infoPage" && slug.current == $slug && ${IN_LANG}][0]{
  _id, _type, _updatedAt, title, "slug": slug.current, description, lastUpdated, "body": body${RICH_TEXT}
}`)

export const infoPageSlugsQuery = defineQuery(
  `*[_type == "infoPage" && defined(slug.current) && ${IN_LANG}].slug.current`,
)

export const resourcesQuery = defineQuery(`{
  "page": *[_type == "resourcesPage" && ${IN_LANG}][0]{_id, _type, title, intro, topicsHeading, emergencyHeading, toolsHeading, supportGroups},
  "topics": *[_type == "resourceTopic" && ${IN_LANG}] | order(order asc){_id, _type, title, icon, description, tips, link},
  "emergencyContacts": *[_type == "emergencyContact" && ${IN_LANG}] | order(order asc){_id, _type, name, number, tel, description},
  "tools": *[_type == "toolCard" && ${IN_LANG}] | order(order asc){_id, _type, title, description, available, "target": page->${LINK_TARGET}}
}`)

export const screeningQuery = defineQuery(`{
  "page": *[_type == "screeningPage" && ${IN_LANG}][0]{_id, _type, title, intro, source, bookingNote, bookingHeading},
  "cards": *[_type == "screeningCard" && ${IN_LANG}] | order(order asc){_id, _type, title, icon, description, checks[]{_key, name, who}}
}`)

export const sitemapQuery = defineQuery(`{
  "conditions": *[_type == "conditionArticle" && defined(slug.current) && ${IN_LANG}]{_id, "slug": slug.current, _updatedAt, lastUpdated},
  "pages": *[_type == "infoPage" && defined(slug.current) && ${IN_LANG}]{_id, "slug": slug.current, _updatedAt, lastUpdated},
  "posts": *[_type == "blogPost" && defined(slug.current) && defined(publishedAt) && ${IN_LANG}]{_id, "slug": slug.current, _updatedAt, publishedAt},
  "settings": *[_type == "siteSettings" && ${IN_LANG}][0]{_updatedAt},
  "translations": *[_type == "translation.metadata"]{"ids": translations[].value._ref}
}`)

// Landing page (/) and consultation entry page (/homepage).

export const landingQuery = defineQuery(`{
  "page": *[_type == "landingPage" && ${IN_LANG}][0]{_id, _type, hero, search, stats, commitment, topics, testimonials, consultationCta},
  "slides": *[_type == "heroSlide" && ${IN_LANG}] | order(order asc){
    _id, _type, "image": image${IMAGE}
  },
  "stats": *[_type == "stat" && ${IN_LANG}] | order(order asc){_id, _type, icon, number, suffix, label, description, source, isSample},
  "pillars": *[_type == "pillar" && ${IN_LANG}] | order(order asc){_id, _type, icon, title, description},
  "testimonials": *[_type == "landingTestimonial" && ${IN_LANG}] | order(order asc){
    _id, _type, name, role, content, rating, initials, isSample
  }
}`)

export const consultationQuery = defineQuery(`{
  "page": *[_type == "consultationPage" && ${IN_LANG}][0]{_id, _type, hero, features, getStarted},
  "features": *[_type == "featureCard" && ${IN_LANG}] | order(order asc){_id, _type, icon, title, description}
}`)

// Blog (/blog, its pages and categories, posts, feed, search).

/**
 * Words in a post's body (paragraphs, list items, headings and callout text), counted in the query so that a list
 * never downloads bodies: the site turns it into a read time. Words are runs between single spaces.
 */
const BODY_WORDS = `math::sum(body[]{"n": select(
    _type == "block" => length(string::split(pt::text(@), " ")),
    _type == "callout" => math::sum(content[_type == "block"]{"m": length(string::split(pt::text(@), " "))}.m),
    0
  )}.n)`

/**
 * One page of the blog's index, posts $from (inclusive) to $to (exclusive), newest first, with every category: each
 * published post's card fields. The list pages, sidebar and feed are built from it once per dataset version
 * (lib/content/blog.ts), so no request scans the posts. Read in pages so that each answer stays small and quick
 * however many posts there are: the whole index at 10,000 posts overran the content API's query time limit and
 * Next's 2 MB data-cache entry. `$ids`: only these posts (the blog box's cards, getBlogCards); null: every post.
 */
export const blogIndexQuery = defineQuery(`{
  "categories": *[_type == "blogCategory" && defined(slug.current) && ${IN_LANG}] | order(order asc, title asc){
    _id, title, "slug": slug.current, "label": coalesce(sidebarLabel, title), "hasSidebarLabel": defined(sidebarLabel)
  },
  "posts": *[_type == "blogPost" && defined(slug.current) && defined(publishedAt) && ${IN_LANG} && ($ids == null || _id in $ids)] | order(publishedAt desc, _id asc)[$from...$to]{
    _id, _updatedAt, title, "slug": slug.current, excerpt, publishedAt, "categoryId": category._ref,
    "cover": coverImage${IMAGE},
    "words": ${BODY_WORDS}
  }
}`)

/** A cheap fingerprint of the blog's content: the index is rebuilt only when it changes. */
export const blogVersionQuery = defineQuery(`{
  "posts": count(*[_type == "blogPost"]),
  "categories": count(*[_type == "blogCategory"]),
  "updated": *[_type in ["blogPost", "blogCategory"]] | order(_updatedAt desc)[0]._updatedAt
}`)

/** What a post's page reads of its document (lib/content/medical.ts applies it to an earlier version as well). */
export const BLOG_POST_FIELDS = `{
  _id, _type, _updatedAt, title, "slug": slug.current, excerpt, publishedAt, lastUpdated,
  getHelp{now, sameDay, appointment}, "body": body${RICH_TEXT}, ${RELATED_GUIDES},
  "cover": coverImage${IMAGE},
  "category": category->{title, "slug": slug.current, "label": coalesce(sidebarLabel, title)},
  "words": ${BODY_WORDS},
  "review": review{lastReviewed, nextReviewDue, status, approvedFingerprint,
    "reviewer": reviewer->{_id, name, credentials, specialization, doctorId, isSample}},
  "draft": select(_originalId in path("drafts.**") => @),
  references[]{_key, title, publisher, year, url}
}`

export const blogPostBySlugQuery = defineQuery(
  `*[_type == "blogPost" && slug.current == $slug && ${IN_LANG}][0]${BLOG_POST_FIELDS}`,
)

// Medical team (/doctor-discovery), booking (/booking/[doctorId]) and contact (/contact).

export const teamQuery = defineQuery(`*[_type == "doctor" && defined(doctorId)][${IN_LANG}] | order(doctorId asc){
  _id, _type, doctorId, name, credentials, specialization, experience, rating, bio, isSample,
  "photo": photo${IMAGE}
}`)

export const doctorIdsQuery = defineQuery(`*[_type == "doctor" && defined(doctorId) && ${IN_LANG}].doctorId`)

// Read from the doctor's document, so that an unknown id reads `null` as a whole: a result with a null doctor beside
// the trust points would be a cache entry per invented id (`/booking/<any number>`), a cache that grows without end.
export const bookingQuery = defineQuery(`*[_type == "doctor" && doctorId == $doctorId && ${IN_LANG}][0]{
  "doctor": {
    _id, _type, doctorId, name, credentials, specialization, experience, rating, isSample,
    "photo": photo${IMAGE}
  },
  "trustPoints": *[_type == "trustPoint" && ${IN_LANG}] | order(order asc){_id, _type, icon, title, description},
  "testimonials": *[_type == "bookingTestimonial" && ${IN_LANG}] | order(order asc){_id, _type, name, rating, text, isSample}
}`)

export const faqQuery = defineQuery(
  `*[_type == "faqItem" && ${IN_LANG}] | order(order asc){_id, _type, question, answer}`,
)

// Site search (/search): lib/content/search.ts builds its index from these; lib/search/site-search.ts ranks.

/** The types site search covers; its version and index queries read only these. */
const SEARCHED = `_type in ["conditionArticle", "blogPost", "infoPage"]`

/**
 * Synonym groups and the searches that show crisis help first: the searchSettings document of the language searched
 * (`$lang`), the English one while that language has none; with every language's cards, for a search written in
 * another language than the page's.
 */
export const searchSettingsQuery =
  defineQuery(`*[_type == "searchSettings" && coalesce(language, "en") in [$lang, "en"]]
  | order(coalesce(language, "en") == $lang desc)[0]{
  "synonyms": synonyms[]{terms},
  "crisis": crisis[]{_key, call, covers, phrases, now},
  "languages": *[_type == "searchSettings"]{"lang": coalesce(language, "en"), "crisis": crisis[]{_key, call, covers, phrases, now}}
}`)

/** A cheap fingerprint of everything site search shows: the index is rebuilt only when it changes. */
export const siteSearchVersionQuery = defineQuery(`{
  "count": count(*[${SEARCHED}]),
  "updated": *[${SEARCHED}] | order(_updatedAt desc)[0]._updatedAt
}`)

/**
 * Every published guide, post and information page with its plain text, read once per version of the content
 * (siteSearchVersionQuery), never per search. Headings apart from the rest (they weigh more in ranking; a post's
 * category counts as one, as the blog's box has always found posts by category); tables' cells are text too (a
 * medicine's name may stand only in a table). English documents only, until the Spanish search has its own index.
 */
export const siteSearchIndexQuery =
  defineQuery(`*[${SEARCHED} && defined(slug.current) && (_type != "blogPost" || defined(publishedAt)) && coalesce(language, "en") == "en"]{
  _type, title, "slug": slug.current, "date": coalesce(publishedAt, lastUpdated, _updatedAt),
  "summary": coalesce(excerpt, description),
  "headings": [
    ...coalesce(sections, [])[].title,
    pt::text(coalesce(body, [])[_type == "block" && style in ["h2", "h3", "h4"]]),
    category->title,
    category->sidebarLabel
  ],
  "labels": [category->title, category->sidebarLabel],
  "text": [
    pt::text(coalesce(intro, [])),
    ...coalesce(sections, [])[]{"t": [
      pt::text(body[_type == "block"]),
      pt::text(body[_type == "callout"].content[]),
      pt::text(body[_type == "table"].rows[].cells[].value[])
    ]}.t[],
    pt::text(coalesce(body, [])[_type == "block" && !(style in ["h2", "h3", "h4"])]),
    pt::text(coalesce(body, [])[_type == "callout"].content[]),
    pt::text(coalesce(body, [])[_type == "table"].rows[].cells[].value[])
  ]
}`)

/**
 * The same document's translation in another language (`$to`), read through its translation.metadata document (the
 * document-internationalization plugin's link): its type and slug, for the language link and hreflang. Null when it
 * has none.
 */
export const translationQuery = defineQuery(`*[_type == "translation.metadata" && references($id)][0]
  .translations[language == $to || _key == $to][0].value->{_id, _type, "slug": slug.current, language, lastUpdated}`)
