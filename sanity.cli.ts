import { defineCliConfig } from 'sanity/cli'
import { studioDataset, studioProjectId } from './studio/env'

export default defineCliConfig({
  api: { projectId: studioProjectId, dataset: studioDataset },
  typegen: {
    path: './lib/content/queries.ts',
    schema: './studio/schema.json',
    generates: './sanity.types.ts',
  },
})
