import { defineArrayMember, defineField, defineType } from 'sanity'
import { bulletsProse, readabilityOf, READING_LIMITS } from '../../lib/medical/readability'
import { checkHelpLines, TRIAGE_SIGNS, triageSign } from '../../lib/medical/triage'
import { review } from '../fields'

/** A card's lines against the triage list: the first says what to do now, each sign gets at least its action. */
function triageWarning(lines: unknown): string | true {
  const found = checkHelpLines(lines, 'This card')
  return found.length ? found.map((c) => c.message).join(' ') : true
}

/** A card's lines above grade 6 (the get-help card's limit): a warning, so a safety correction can still go out. */
function gradeWarning(lines: unknown): string | true {
  const grade = readabilityOf(bulletsProse(lines))?.grade
  return grade !== undefined && grade > READING_LIMITS.summary
    ? `These lines read at grade ${grade.toFixed(1)}; keep them at grade ${READING_LIMITS.summary} or below: short sentences, common words.`
    : true
}

/**
 * How site search understands readers: words that mean the same, and the searches that must show crisis
 * or emergency help before any result. One document; a publish updates search as any content does.
 */
export const searchSettings = defineType({
  name: 'searchSettings',
  title: 'Search settings',
  type: 'document',
  fields: [
    // The crisis cards are emergency copy, so they are medical copy: the same review gate as the guides.
    review,
    defineField({
      name: 'synonyms',
      title: 'Words that mean the same',
      description:
        'Each group is words or phrases a reader may use for one thing: lay and medical words, brand and generic names ("high blood pressure", "hypertension", "high bp"). A search for one also finds the others.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'synonymGroup',
          title: 'Group',
          type: 'object',
          fields: [
            defineField({
              name: 'terms',
              title: 'Words and phrases',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
              options: { layout: 'tags' },
              validation: (rule) => rule.required().min(2).max(12),
            }),
          ],
          preview: {
            select: { terms: 'terms' },
            prepare: ({ terms }: { terms?: string[] }) => ({ title: (terms ?? []).join(', ') || 'Empty group' }),
          },
        }),
      ],
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'crisis',
      title: 'Help before results',
      description:
        'The help cards a search can show above the results, even when nothing is found. Which card shows is decided by the triage list (lib/medical/triage.ts): a search that names a warning sign shows the cards that cover it, the right help first. Your own search words add to the list.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'crisisHelp',
          title: 'Help card',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Name (for editors)',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'call',
              title: 'Line to call first',
              description:
                'The line the card puts first. A poisoning card shows 911 first when the search says the person took it on purpose or is unwell.',
              type: 'string',
              options: {
                list: [
                  { title: '988 (Suicide and Crisis Lifeline)', value: '988' },
                  { title: '911 (emergency)', value: '911' },
                  { title: 'Poison Control (1-800-222-1222)', value: 'poison' },
                ],
                layout: 'radio',
              },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'covers',
              title: 'Warning signs it covers',
              description:
                "The triage list's signs this card is the help for. A search naming one of them shows this card. A sign no card covers still shows help, worded from the list.",
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              options: {
                list: TRIAGE_SIGNS.map((sign) => ({ title: sign.label, value: sign.id })),
              },
              validation: (rule) =>
                rule.unique().custom((ids) => {
                  const unknown = (ids ?? []).filter((id) => typeof id !== 'string' || !triageSign(id))
                  return unknown.length ? `Not a sign of the triage list: ${unknown.join(', ')}` : true
                }),
            }),
            defineField({
              name: 'phrases',
              title: 'More search words that show it',
              description:
                'Words or phrases the triage list does not know, in the order a reader types them (a small typo still matches).',
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(60) })],
              options: { layout: 'tags' },
              validation: (rule) => rule.max(60),
            }),
            defineField({
              name: 'now',
              title: 'What the card says',
              description:
                "Short, plain sentences (grade 6 or lower), the number to call first, in this document's language. A search written in another language shows that language's search settings' cards.",
              type: 'array',
              of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(160) })],
              validation: (rule) => [
                rule.required().min(1).max(4),
                rule.custom((lines) => gradeWarning(lines)).warning(),
                rule.custom((lines) => triageWarning(lines)).warning(),
              ],
            }),
          ],
          validation: (rule) =>
            rule.custom((card: { covers?: unknown[]; phrases?: unknown[] } | undefined) =>
              (card?.covers?.length ?? 0) + (card?.phrases?.length ?? 0) > 0
                ? true
                : 'Pick the warning signs it covers, or add search words, or no search will show it.',
            ),
          preview: { select: { title: 'label', subtitle: 'call' } },
        }),
      ],
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Search settings' }) },
})
