// Only a default export here: with named exports beside it the Sanity CLI silently drops the schema.
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes, singletonTypes } from './schemas'
import { SampleContentBadge } from './studio/badges'
import { studioApiHost, studioApiVersion, studioDataset, studioIsLocal, studioProjectId } from './studio/env'
import { LocalDatasetNavbar } from './studio/LocalDatasetNavbar'
import { structure } from './studio/structure'

// With a project id the Studio talks to Sanity; without one, to the local Content Lake (lib/lake) over the local
// dataset, signed in with the token in the link `npm run serve` prints (`/studio#token=…`).
export default defineConfig({
  name: 'health-education',
  title: 'HealthWise Hub Studio',
  basePath: '/studio',
  projectId: studioProjectId,
  dataset: studioDataset,
  ...(studioApiHost ? { apiHost: studioApiHost } : {}),
  ...(studioIsLocal
    ? { auth: { loginMethod: 'token' as const }, studio: { components: { navbar: LocalDatasetNavbar } } }
    : {}),
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
