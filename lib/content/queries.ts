/**
 * Every GROQ query the site runs, in one place. Both content backends (Sanity's Content Lake and the
 * local groq-js dataset) run these exact strings, and Sanity TypeGen reads this file to type the results.
 */
import { defineQuery } from 'next-sanity'

export const settingsQuery = defineQuery(`*[_type == "siteSettings"][0]{
  organizationName, tagline, description, contactEmail, postalAddress, emergencyLine, newsletter,
  consultation, "socialLinks": socialLinks[defined(url)]{platform, url}, educationalStatement, emergencyNote
}`)

export const navConditionsQuery =
  defineQuery(`*[_type == "conditionArticle" && defined(slug.current)] | order(order asc){
  "slug": slug.current, name, navLabel, cardDescription, icon, color
}`)

export const conditionSlugsQuery = defineQuery(`*[_type == "conditionArticle" && defined(slug.current)].slug.current`)

export const conditionBySlugQuery = defineQuery(`*[_type == "conditionArticle" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, name, navLabel, eyebrow, description, lastUpdated,
  intro, sections[]{_key, title, anchor, body}, cta,
  "review": review{lastReviewed, nextReviewDue, status,
    "reviewer": reviewer->{_id, name, credentials, specialization, doctorId, isSample}},
  references[]{_key, title, publisher, year, url}
}`)

export const infoPageBySlugQuery = defineQuery(`*[_type == "infoPage" && slug.current == $slug][0]{
  _id, _updatedAt, title, "slug": slug.current, description, lastUpdated, body
}`)

export const infoPageSlugsQuery = defineQuery(`*[_type == "infoPage" && defined(slug.current)].slug.current`)

export const resourcesQuery = defineQuery(`{
  "page": *[_type == "resourcesPage"][0]{intro, supportGroups},
  "topics": *[_type == "resourceTopic"] | order(order asc){_id, title, icon, description, tips, link},
  "emergencyContacts": *[_type == "emergencyContact"] | order(order asc){_id, name, number, tel, description},
  "tools": *[_type == "toolCard"] | order(order asc){_id, title, description, available, href}
}`)

export const screeningQuery = defineQuery(`{
  "page": *[_type == "screeningPage"][0]{intro, source, bookingNote},
  "cards": *[_type == "screeningCard"] | order(order asc){_id, title, icon, description, checks[]{_key, name, who}}
}`)

export const sitemapQuery = defineQuery(`{
  "conditions": *[_type == "conditionArticle" && defined(slug.current)]{"slug": slug.current, _updatedAt, lastUpdated},
  "pages": *[_type == "infoPage" && defined(slug.current)]{"slug": slug.current, _updatedAt, lastUpdated},
  "settings": *[_type == "siteSettings"][0]{_updatedAt}
}`)
