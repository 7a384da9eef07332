import type { StructureResolver } from 'sanity/structure'
import { singletonTypes } from '../schemas'

/** Singletons open straight into their one document; everything else is listed by type. Titles come from the schema. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...[...singletonTypes].map((type) =>
        S.listItem()
          .title(S.context.schema.get(type)?.title ?? type)
          .id(type)
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ])
