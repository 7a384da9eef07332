// Only a default export here: with named exports beside it the Sanity CLI silently drops the schema.
import { documentInternationalization } from '@sanity/document-internationalization'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { routes } from './lib/site/routes'
import { schemaTypes, singletonTypes, translatedTypes } from './schemas'
import { supportedLanguages } from './schemas/language'
import { documentActions } from './studio/actions'
import { documentBadges } from './studio/badges'
import { studioApiHost, studioApiVersion, studioDataset, studioIsLocal, studioProjectId } from './studio/env'
import { StudioLayout } from './studio/StudioLayout'
import { formOnceSettled } from './studio/settle-gate'
import { RichTextJumpKeys } from './studio/jump-keys'
import { personFields } from './studio/person-field'
import { LocalDatasetNavbar } from './studio/LocalDatasetNavbar'
import { locations, mainDocuments } from './studio/presentation'
import { releaseWords } from './studio/release-words'
import { taskWords } from './studio/task-words'
import { structure } from './studio/structure'
import { reviewedTypes } from './studio/structure-groups'

const documentTypeNames = new Set(schemaTypes.filter((type) => type.type === 'document').map((type) => type.name))

// With a project id the Studio talks to Sanity; without one, to the local Content Lake (packages/local-lake) over the local
// dataset, signed in with the token in the link `npm run serve` prints (`/studio#token=…`).
export default defineConfig({
  name: 'health-education',
  title: 'HealthWise Hub Studio',
  basePath: '/studio',
  projectId: studioProjectId,
  dataset: studioDataset,
  ...(studioApiHost ? { apiHost: studioApiHost } : {}),
  // Releases and Scheduled Drafts are on in both modes: the local lake carries them out (packages/local-lake/releases.ts),
  // and the Studio refuses to publish or schedule a document with validation errors, which is how the medical review
  // gate holds on those roads (schemas/rules/approval-gate.ts). The older Schedules tool is off in both: Scheduled
  // Drafts replace it, and it publishes without the document actions (docs/editorial-workflow.md, "Every road").
  scheduledPublishing: { enabled: false },
  // Comments and tasks are on in both modes too: they live in an add-on dataset (`<dataset>-comments`) that Sanity, or
  // the local lake, makes the first time an editor comments or adds a task.
  ...(studioIsLocal ? { auth: { loginMethod: 'token' as const } } : {}),
  // The release tool's tooltips name the medical review where Sanity says only "validation errors".
  i18n: { bundles: [releaseWords, taskWords] },
  // A document's form is shown once its comments layer is in place, so the layer does not rebuild it under the editor.
  // Rich text fields move their own selection for Ctrl+End and Ctrl+Home, so keys typed at once land there.
  form: { components: { input: formOnceSettled(documentTypeNames), portableText: { plugins: RichTextJumpKeys } } },
  studio: { components: { layout: StudioLayout, ...(studioIsLocal ? { navbar: LocalDatasetNavbar } : {}) } },
  plugins: [
    structureTool({ structure }),
    presentationTool({
      title: 'Preview',
      resolve: { locations, mainDocuments },
      // The Studio is embedded in the site, so the preview is the same origin.
      previewUrl: { initial: routes.home(), previewMode: { enable: routes.draftModeEnable() } },
    }),
    visionTool({ defaultApiVersion: studioApiVersion }),
    // English and Spanish documents, linked through translation.metadata documents (schemas/language.ts). The links
    // are weak references: unpublishing or deleting a guide is not blocked by its translation's record (the Studio
    // still lists the record as referring to it); the site skips a translation that is no longer there.
    documentInternationalization({ supportedLanguages, schemaTypes: translatedTypes, weakReferences: true }),
    // The review's user ids read as people.
    personFields(),
  ],
  schema: {
    types: schemaTypes,
    // Singletons cannot be created from the "new document" menu. Every other new document is made in a language: the
    // plugin's "English …" and "Español …" templates replace the plain one, which would leave the language unset.
    templates: (templates) =>
      templates.filter(
        ({ id, schemaType }) =>
          !singletonTypes.has(schemaType) && !(translatedTypes.includes(schemaType) && id === schemaType),
      ),
  },
  document: {
    badges: (badges, { schemaType }) => [...badges, ...documentBadges(schemaType, reviewedTypes, translatedTypes)],
    actions: documentActions,
    // A viewer is not offered "Ask to edit" in local mode: there an administrator gives roles (`npm run lake -- user
    // add`); in a Sanity project the request goes to the project's administrators.
    ...(studioIsLocal ? { askToEdit: { enabled: false } } : {}),
  },
})
