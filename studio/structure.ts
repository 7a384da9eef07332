import { studioApiVersion } from './env'
import type { StructureBuilder, StructureResolver } from 'sanity/structure'
import { singletonTypes } from '../schemas'
import { listOrdering, reviewedTypes, reviewLists, structureGroups } from './structure-groups'
import { FeedbackQueue } from './FeedbackQueue'
import { FEEDBACK_TYPE } from './feedback-queue'
import { LaunchChecklist } from './LaunchChecklist'
import { ReleaseReviewQueue } from './ReleaseReviewQueue'

const today = () => new Date().toISOString().slice(0, 10)

/** A type as a list item: singletons open their one document, other types list their documents. */
function typeItem(S: StructureBuilder, type: string, titleOverride?: string) {
  const schemaType = S.context.schema.get(type)
  const title = titleOverride ?? schemaType?.title ?? type
  if (singletonTypes.has(type))
    return S.listItem().title(title).id(type).schemaType(type).child(S.document().schemaType(type).documentId(type))
  const ordering = listOrdering(schemaType as Parameters<typeof listOrdering>[0])
  const item = S.documentTypeListItem(type).title(title)
  return ordering ? item.child(S.documentTypeList(type).title(title).defaultOrdering(ordering)) : item
}

function filteredList(S: StructureBuilder, id: string, title: string, filter: string, withToday = false) {
  return S.listItem()
    .id(id)
    .title(title)
    .child(
      S.documentList()
        .id(id)
        .title(title)
        .apiVersion(studioApiVersion)
        .filter(filter)
        .params(withToday ? { types: reviewedTypes, today: today() } : { types: reviewedTypes })
        .defaultOrdering([{ field: '_updatedAt', direction: 'desc' }]),
    )
}

/** Groups of content, the medical review lists, Settings; titles come from the schema. */
export const structure: StructureResolver = (S) => {
  const known = new Set(S.context.schema.getTypeNames())
  const placed = new Set(['siteSettings', 'searchSettings', FEEDBACK_TYPE, ...structureGroups.flatMap((g) => g.types)])
  const others = S.documentTypeListItems().filter((item) => !placed.has(item.getId() ?? ''))
  return S.list()
    .title('Content')
    .items([
      // The reviewer's queue apart from the editor's: what was sent to review, then what should be sent.
      filteredList(S, 'submitted-for-review', 'Submitted for review', reviewLists.submitted),
      // The lists above show the perspective chosen at the top; work in a release waits here whatever is chosen.
      S.listItem()
        .id('submitted-in-releases')
        .title('Release work in review')
        .child(S.component(ReleaseReviewQueue).id('submitted-in-releases').title('Release work in review')),
      filteredList(S, 'needs-review', 'Needs medical review', reviewLists.needsReview),
      filteredList(S, 'review-overdue', 'Review overdue', reviewLists.overdue, true),
      filteredList(S, 'recently-published', 'Recently published', reviewLists.recentlyPublished),
      // What must change before a real launch (studio/launch-checklist.ts).
      S.listItem()
        .id('launch-checklist')
        .title('Launch checklist')
        .child(S.component(LaunchChecklist).id('launch-checklist').title('Launch checklist')),
      // Readers' answers to "Was this page helpful?", per page, the least helpful first; and every answer as a list.
      S.listItem()
        .id('reader-feedback')
        .title('Reader feedback')
        .child(
          S.list()
            .id('reader-feedback')
            .title('Reader feedback')
            .items([
              S.listItem()
                .id('feedback-queue')
                .title('By page (most No answers first)')
                .child(S.component(FeedbackQueue).id('feedback-queue').title('Reader feedback')),
              S.listItem()
                .id('feedback-answers')
                .title('Every answer, newest first')
                .child(
                  S.documentTypeList(FEEDBACK_TYPE)
                    .id('feedback-answers')
                    .title('Every answer')
                    .apiVersion(studioApiVersion)
                    .defaultOrdering([{ field: 'answeredAt', direction: 'desc' }]),
                ),
            ]),
        ),
      S.divider(),
      ...structureGroups.map((group) => {
        const types = group.types.filter((type) => known.has(type))
        return types.length === 1
          ? typeItem(S, types[0]!, group.title)
          : S.listItem()
              .id(group.id)
              .title(group.title)
              .child(
                S.list()
                  .id(group.id)
                  .title(group.title)
                  .items(types.map((type) => typeItem(S, type))),
              )
      }),
      ...(others.length ? [S.divider(), ...others] : []),
      S.divider(),
      typeItem(S, 'searchSettings'),
      typeItem(S, 'siteSettings'),
    ])
}
