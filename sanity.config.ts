// Only a default export here: with named exports beside it the Sanity CLI silently drops the schema.
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { routes } from './lib/site/routes'
import { schemaTypes, singletonTypes } from './schemas'
import { documentActions } from './studio/actions'
import { documentBadges } from './studio/badges'
import { studioApiHost, studioApiVersion, studioDataset, studioIsLocal, studioProjectId } from './studio/env'
import { LocalDatasetNavbar } from './studio/LocalDatasetNavbar'
import { locations, mainDocuments } from './studio/presentation'
import { structure } from './studio/structure'
import { reviewedTypes } from './studio/structure-groups'

// With a project id the Studio talks to Sanity; without one, to the local Content Lake (packages/local-lake) over the local
// dataset, signed in with the token in the link `npm run serve` prints (`/studio#token=…`).
export default defineConfig({
  name: 'health-education',
  title: 'HealthWise Hub Studio',
  basePath: '/studio',
  projectId: studioProjectId,
  dataset: studioDataset,
  ...(studioApiHost ? { apiHost: studioApiHost } : {}),
  // The local lake has no scheduler, releases or tasks (cloud services; docs/running.md): in local mode the
  // Studio does not offer what would only answer "Unable to perform this action".
  ...(studioIsLocal
    ? {
        auth: { loginMethod: 'token' as const },
        studio: { components: { navbar: LocalDatasetNavbar } },
        scheduledPublishing: { enabled: false },
        scheduledDrafts: { enabled: false },
        releases: { enabled: false },
        tasks: { enabled: false },
      }
    : {}),
  plugins: [
    structureTool({ structure }),
    presentationTool({
      title: 'Preview',
      resolve: { locations, mainDocuments },
      // The Studio is embedded in the site, so the preview is the same origin.
      previewUrl: { initial: routes.home(), previewMode: { enable: routes.draftModeEnable() } },
    }),
    visionTool({ defaultApiVersion: studioApiVersion }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    badges: (badges, { schemaType }) => [...badges, ...documentBadges(schemaType, reviewedTypes)],
    actions: documentActions,
    // Comments live in a separate, cloud-made dataset (`<dataset>-comments`), which the local lake does not have.
    // Studio 6 otherwise shows its Comments button and field buttons (as an upsell) on every document.
    ...(studioIsLocal ? { comments: { enabled: false } } : {}),
  },
})
