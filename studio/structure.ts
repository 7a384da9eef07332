import type { StructureResolver } from 'sanity/structure'
import { singletonTypes } from '../schemas'

const singletonTitles: Record<string, string> = {
  siteSettings: 'Site settings',
  resourcesPage: 'Health Resources page',
  screeningPage: 'Health Screening page',
}

/** Singletons open straight into their one document; everything else is listed by type. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...[...singletonTypes].map((type) =>
        S.listItem()
          .title(singletonTitles[type] ?? type)
          .id(type)
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ])
