import type { SchemaTypeDefinition } from 'sanity'
import * as content from './documents/content'
import * as editorial from './documents/editorial'
import { articleSection, callout, richText, table } from './objects/richText'
import { callToAction, imageWithAlt, medicalReview, simpleLink, sourceReference } from './objects/shared'

export const schemaTypes: SchemaTypeDefinition[] = [
  imageWithAlt,
  sourceReference,
  callToAction,
  simpleLink,
  medicalReview,
  callout,
  table,
  richText,
  articleSection,
  ...Object.values(editorial),
  ...Object.values(content),
]

/** Documents that exist exactly once; the Studio shows them as single items, not lists. */
export const singletonTypes = new Set(['siteSettings', 'resourcesPage', 'screeningPage'])
