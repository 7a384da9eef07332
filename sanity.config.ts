// Only a default export here: with named exports beside it the Sanity CLI silently drops the schema.
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes, singletonTypes } from './schemas'
import { SampleContentBadge } from './studio/badges'
import { studioApiVersion, studioDataset, studioProjectId } from './studio/env'
import { structure } from './studio/structure'

export default defineConfig({
  name: 'health-education',
  title: 'HealthWise Hub Studio',
  basePath: '/studio',
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: studioApiVersion })],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    badges: (badges) => [...badges, SampleContentBadge],
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action && ['publish', 'discardChanges', 'restore'].includes(action))
        : actions,
  },
})
